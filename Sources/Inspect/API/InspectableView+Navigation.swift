import Builders

extension InspectableView {
    /// The child of `kind` at `index`; without an index, the view itself when it is of that
    /// kind and no step has named it yet (a root, a found view, a label), else the only child.
    /// Index 0 right after a step that reaches a view a control holds (`labelView()`, `title()`,
    /// `header()`) is that view when it is of `kind`, as ViewInspector numbers the views such a
    /// step reaches: `label().title().hStack(0)` is the title's HStack.
    public func child(_ kind: ViewKind, _ index: Int? = nil) throws -> InspectableView {
        if index == nil, !isEntered, self.kind == kind {
            return isParent ? namingParent(as: kind) : entered
        }
        if index == 0, !isEntered, !isParent, self.kind == kind, isReachedBySupplementaryStep {
            return entered
        }
        if index == nil, isParent {
            throw InspectionError.typeMismatch(expected: kind.typeName, found: mismatchName, path: parentStepPath(kind.rawValue + "()"))
        }
        let view = try onlyOrIndexed(index, step: kind.rawValue)
        guard view.kind == kind else {
            throw view.isAbsent
                ? InspectionError.viewAbsent(expected: kind.typeName, path: step(kind, index))
                : InspectionError.typeMismatch(expected: kind.typeName, found: view.mismatchName, path: view.place)
        }
        return view.with(isEntered: true)
    }

    /// The name a kind step's type mismatch gives this view: a custom view's type with its module
    /// (`MyApp.Row`), as ViewInspector names it; SwiftUI's views by their own names.
    private var mismatchName: String {
        guard kind == .custom, (value as? any NamedStandIn) == nil else { return typeName }
        return TypeNames.qualifiedName(of: Swift.type(of: value))
    }

    /// Whether a supplementary step (`labelView()`, `title()`) reached this view: the step's own
    /// node, or the one view below it.
    private var isReachedBySupplementaryStep: Bool {
        pathNode.stepName != nil || (pathNode.index == nil && pathNode.parent?.stepName != nil)
    }

    /// Whether this view is a `V`; for a generic custom view `V`, whether it is the same generic
    /// type with any arguments.
    func matches<V>(_ type: V.Type) -> Bool {
        let own = Swift.type(of: value)
        if own == V.self { return true }
        // Only a custom view matches by its generic type's name, its own or an enclosing type's
        // (`Container<Int>.Row` finds a `Container<String>.Row`): SwiftUI's own generic views
        // (Picker<Label, Selection, Content>) keep telling their arguments apart.
        guard kind == .custom else { return false }
        let wanted = String(reflecting: V.self)
        guard wanted.contains("<") else { return false }
        let found = String(reflecting: own)
        return found.contains("<") && Self.withoutGenericArguments(found) == Self.withoutGenericArguments(wanted)
    }

    /// A type's name with every generic argument list left out: `M.Outer<Swift.Int>.Row` is `M.Outer.Row`.
    private static func withoutGenericArguments(_ name: String) -> String {
        var depth = 0
        var kept = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "<" { depth += 1 } else if scalar == ">" { depth = Swift.max(0, depth - 1) } else if depth == 0 { kept.append(scalar) }
        }
        return String(kept)
    }

    /// The child at `index`; without one, the only child, or the first of a view that holds one
    /// view as its content (a navigation view, a scroll view), as ViewInspector reads those. Asking
    /// another view of several children for one without an index is a misuse error, as
    /// ViewInspector's typed API makes it.
    private func onlyOrIndexed(_ index: Int?, step: String) throws -> InspectableView {
        if let through = kind.descriptor.stepsThrough {
            return try throughStep(through, index, step: step)
        }
        if let index {
            // An index given is kept in the path as written, as ViewInspector keeps it.
            let view = try child(at: index)
            return view.pathNode.index == nil ? view.with(pathNode: view.pathNode.writing(index: index)) : view
        }
        let all = try children()
        guard all.count <= 1 || kind.descriptor.holdsOneView else { throw indexNeeded(step: step, count: all.count) }
        return try child(at: 0)
    }

    /// The misuse error of a step without an index on a view of `count` children.
    private func indexNeeded(step: String, count: Int) -> InspectionError {
        let call = step.hasSuffix(")") && step.hasPrefix("view(") ? "\(step.dropLast()), 0)" : "\(step)(0)"
        return InspectionError.notSupported(
            "\(step.hasPrefix("view(") ? step : step + "()") on a view of \(count) children: give the index, as \(call)",
            path: place)
    }

    /// The view at `index` (or the only one) among those the supplementary step `through` reaches,
    /// for a kind whose steps go through it (a link's destination).
    private func throughStep(_ through: String, _ index: Int?, step: String) throws -> InspectableView {
        let held = try supplementary(through)
        // Several views are a block at the step's node; one stands at the step.
        let views = held.pathNode.stepName == through ? try held.children() : [held]
        guard index != nil || views.count <= 1 else { throw indexNeeded(step: step, count: views.count) }
        let position = index ?? 0
        guard views.indices.contains(position) else {
            throw InspectionError.indexOutOfRange(index: position, count: views.count, path: place)
        }
        let view = views[position]
        let indexed = index != nil && view.pathNode.index == nil ? view.pathNode.writing(index: position) : nil
        return view.with(pathNode: indexed, standsAtStep: false)
    }

    /// The path of the step `kind(index)` from this view, for an error about a view it did not reach.
    private func step(_ kind: ViewKind, _ index: Int?) -> String {
        let name = KindDescriptor.stepNames[kind] ?? kind.rawValue
        let step = index.map { "\(name)(\($0))" } ?? "\(name)()"
        let path = place
        return path.isEmpty ? step : path + "." + step
    }

    /// The child custom view (or other view) of type `V` at `index`.
    ///
    /// A generic custom view matches whatever its generic arguments (`view(Row<Never>.self)` finds a
    /// `Row<Text>`), as in ViewInspector. Asking for one of SwiftUI's own views this way is a misuse
    /// error: they have navigation methods of their own (`text()`).
    public func view<V>(_ type: V.Type, _ index: Int? = nil) throws -> TypedInspectableView<V> {
        if case .view(let kind)? = context.types.role(of: V.self) {
            throw InspectionError.notSupported(
                "view(\(V.self).self): \(V.self) is one of SwiftUI's views; use \(kind.rawValue)()", path: place)
        }
        if index == nil, !isEntered, matches(V.self) {
            return TypedInspectableView(isParent ? namingParent(as: .custom) : entered)
        }
        if index == nil, isParent {
            throw InspectionError.typeMismatch(
                expected: String(describing: V.self), found: fullTypeName, path: parentStepPath("view(\(V.self).self)"))
        }
        let view = try onlyOrIndexed(index, step: "view(\(V.self).self)")
        guard view.matches(V.self) else {
            throw InspectionError.typeMismatch(expected: String(describing: V.self), found: view.typeName, path: view.place)
        }
        return TypedInspectableView(view.with(isEntered: true))
    }
}
