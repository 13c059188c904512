extension InspectableView {
    /// The first view below this one (or this one) for which `predicate` is true; a view whose
    /// predicate throws is not a match, as in ViewInspector.
    public func find(
        traversal: Traversal = .breadthFirst,
        _ description: String = "matching the condition",
        where predicate: (InspectableView) throws -> Bool
    ) throws -> InspectableView {
        try search(relation: .child, traversal: traversal, skipFound: 0, description, where: predicate)
    }

    /// How many views above a view a search with ``SearchRelation/parent`` looks at.
    static let parentSearchLimit = 4096

    /// The match after the first `skipFound` ones, among the views `relation` names, for which
    /// `predicate` is true; `description` says in the error what was searched for.
    func search(
        relation: SearchRelation, traversal: Traversal, skipFound: Int, _ description: String,
        where predicate: (InspectableView) throws -> Bool
    ) throws -> InspectableView {
        var skipped = 0
        var matches = 0
        var found: InspectableView?
        func consider(_ view: InspectableView) throws -> Bool {
            // As in ViewInspector, a predicate that throws (`try $0.text().string() == "Save"` on a
            // view that is no Text) means the view does not match.
            guard (try? predicate(view)) == true else {
                skipped += 1
                return true
            }
            matches += 1
            guard matches > skipFound else { return true }
            found = view
            return false
        }
        switch relation {
        case .child:
            try visit(traversal, consider)
        case .parent:
            var current = self
            for _ in 0..<Self.parentSearchLimit {
                guard current.pathNode.parent != nil, let above = try? current.parent() else { break }
                guard try consider(above) else { break }
                current = above
            }
        }
        guard let found else {
            let searched = skipFound > 0 && matches > 0
                ? "\(description), match \(skipFound + 1) (\(matches) found)" : description
            throw InspectionError.notFound(searched: searched, skipped: skipped + matches, path: place)
        }
        return found
    }

    /// Every view below this one (and this one) for which `predicate` is true, in traversal order:
    /// by default depth first, the order the views are written in, as ViewInspector's `findAll`.
    /// A view whose predicate throws is not a match.
    public func findAll(traversal: Traversal = .depthFirst, where predicate: (InspectableView) throws -> Bool) throws -> [InspectableView] {
        var found: [InspectableView] = []
        try visit(traversal) { view in
            if (try? predicate(view)) == true { found.append(view) }
            return true
        }
        return found
    }

    /// The first view tagged `tag` (explicitly, or implicitly by its ForEach).
    public func find(viewWithTag tag: AnyHashable, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "with tag \(tag)") { view in
            view.tagValue()?.hashable == tag
        }
    }

    /// The first view given `id` by `id(_:)`.
    public func find(viewWithId id: AnyHashable, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "with id \(id)") { view in
            view.ids.contains(id)
        }
    }

    /// The first view whose accessibility identifier is `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "with accessibility identifier \(identifier.debugDescription)") { view in
            (try? view.accessibilityIdentifier()) == identifier
        }
    }

    /// The first view of type `V` for which `predicate` is true, among the views `relation`
    /// names, after the first `skipFound` such views.
    public func find<V>(
        _ type: V.Type, relation: SearchRelation = .child, traversal: Traversal = .breadthFirst, skipFound: Int = 0,
        where predicate: (InspectableView) throws -> Bool = { _ in true }
    ) throws -> TypedInspectableView<V> {
        TypedInspectableView(try search(relation: relation, traversal: traversal, skipFound: skipFound, "of type \(V.self)") { view in
            view.matches(V.self) ? try predicate(view) : false
        })
    }

    /// Every view of type `V` for which `predicate` is true, in the order they are written by default.
    public func findAll<V>(
        _ type: V.Type, traversal: Traversal = .depthFirst, where predicate: (InspectableView) throws -> Bool = { _ in true }
    ) throws -> [TypedInspectableView<V>] {
        try findAll(traversal: traversal) { view in
            view.matches(V.self) ? try predicate(view) : false
        }.map(TypedInspectableView.init)
    }

    /// The first view whose accessibility label reads `label`.
    public func find(viewWithAccessibilityLabel label: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "with accessibility label \(label.debugDescription)") { view in
            (try? view.accessibilityLabel().string()) == label
        }
    }

    /// The first view of `kind` for which `predicate` is true, among the views `relation` names,
    /// after the first `skipFound` such views, as ViewInspector's `find(ViewType.Button.self)`:
    /// `find(.button)`.
    public func find(
        _ kind: ViewKind, relation: SearchRelation = .child, traversal: Traversal = .breadthFirst, skipFound: Int = 0,
        where predicate: (InspectableView) throws -> Bool = { _ in true }
    ) throws -> InspectableView {
        try search(relation: relation, traversal: traversal, skipFound: skipFound, "of kind \(kind.typeName)") { view in
            view.kind == kind ? try predicate(view) : false
        }
    }

    /// The first view of `kind` with a Text reading `text` at or below it, as ViewInspector's
    /// `find(ViewType.Button.self, containing: "Save")`.
    public func find(_ kind: ViewKind, containing text: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "of kind \(kind.typeName) containing Text \(text.debugDescription)") { view in
            view.kind == kind && (try? view.find(text: text)) != nil
        }
    }

    /// The first view of type `V` with a Text reading `text` at or below it.
    public func find<V>(_ type: V.Type, containing text: String, traversal: Traversal = .breadthFirst) throws -> TypedInspectableView<V> {
        TypedInspectableView(try find(traversal: traversal, "of type \(V.self) containing Text \(text.debugDescription)") { view in
            view.matches(V.self) && (try? view.find(text: text)) != nil
        })
    }

    /// Every view of `kind` for which `predicate` is true, in traversal order (by default depth
    /// first, the order the views are written in), as ViewInspector's `findAll(ViewType.Text.self)`. As there, it does not throw: a view whose predicate throws
    /// is not a match, and a view whose children cannot be read is not searched below.
    public func findAll(_ kind: ViewKind, traversal: Traversal = .depthFirst, where predicate: (InspectableView) throws -> Bool = { _ in true }) -> [InspectableView] {
        var found: [InspectableView] = []
        try? visit(traversal, skippingUnreadable: true) { view in
            if view.kind == kind, (try? predicate(view)) == true { found.append(view) }
            return true
        }
        return found
    }

    /// Visits this view and every view below it in `traversal` order, with an
    /// explicit queue (or stack), until `body` returns false. With `skippingUnreadable`, a view
    /// whose children cannot be read is visited but not opened, rather than ending the walk.
    func visit(_ traversal: Traversal, skippingUnreadable: Bool = false, _ body: (InspectableView) throws -> Bool) throws {
        func children(of view: InspectableView) throws -> [InspectableView] {
            guard skippingUnreadable else { return try view.children() }
            return (try? view.children()) ?? []
        }
        switch traversal {
        case .breadthFirst:
            // A search names the root (`hStack().text(0)`), as in ViewInspector.
            var queue: [InspectableView] = [isUnnamedRoot ? with() : self]
            var head = 0
            while head < queue.count {
                let view = queue[head]
                head += 1
                // Drop the visited prefix now and then, so memory stays proportional to the frontier.
                if head > 4096, head * 2 > queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                guard try body(view) else { return }
                guard !view.repeatsAnEnclosingView else { continue }
                queue.append(contentsOf: try children(of: view))
                queue.append(contentsOf: view.supplementaryViews())
            }
        case .depthFirst:
            // In the order views are written: a view, its label (or header), its children, then
            // the views its modifiers hold (an overlay, a sheet).
            var stack: [InspectableView] = [isUnnamedRoot ? with() : self]
            while let view = stack.popLast() {
                guard try body(view) else { return }
                guard !view.repeatsAnEnclosingView else { continue }
                let supplementary = view.supplementaryViewsByPlace()
                stack.append(contentsOf: supplementary.held.reversed())
                stack.append(contentsOf: try children(of: view).reversed())
                stack.append(contentsOf: supplementary.own.reversed())
            }
        }
    }

    /// How many times a custom view may be nested in views of its own type before a search
    /// stops opening it: as deep as the renderer draws custom views.
    static let searchNestingLimit = 256

    /// Whether a search visits this view without opening it, because the views below it would
    /// never end: a custom view that repeats an enclosing one of the same type with a step such
    /// as `destination` between them (a navigation link to the screen that holds it, or a sheet
    /// that presents it again), or one nested in views of its own type ``searchNestingLimit`` times.
    var repeatsAnEnclosingView: Bool {
        guard kind == .custom else { return false }
        var throughStep = pathNode.stepName != nil
        var repeats = 0
        var node = pathNode.parent
        while let current = node {
            if current.kind == .custom, current.type == pathNode.type, current.standInName == pathNode.standInName {
                repeats += 1
                if throughStep || repeats >= Self.searchNestingLimit { return true }
            }
            if current.stepName != nil { throughStep = true }
            node = current.parent
        }
        return false
    }
}
