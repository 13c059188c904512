extension InspectableView {
    /// The view a ``pathToRoot`` leads to, such as `vStack().group().forEach(0).text(2)`,
    /// starting at this view as the path's root.
    public func descendant(atPath path: String) throws -> InspectableView {
        var current = self
        for step in try PathStep.parse(path) {
            if step.name == "view" {
                guard let typeName = step.typeName else {
                    throw InspectionError.notSupported("the path step \(step.text): view(_:) needs a type", path: current.place)
                }
                current = try current.view(named: typeName, step.index)
            } else if step.index == nil, KindDescriptor.contentSteps[current.kind] == step.name {
                current = current.contentStepView
            } else if KnownTypes.isSupplementaryStep(step.name) {
                // Before kinds: a presentation's step (`sheet()`) reaches a node of its own kind,
                // unless the path starts at that node (a presentation inspected as a root of its own).
                if step.index == nil, !current.isEntered, current.pathNode.parent == nil, current.kind.rawValue == step.name {
                    current = current.with(isEntered: true)
                } else {
                    current = try current.supplementary(step.name, step.index)
                }
            } else if step.name == "tupleView", let index = step.index {
                current = try current.tupleView(index)
            } else if let kind = KindDescriptor.kindsByStep[step.name], kind != .custom, kind != .unknown {
                current = try current.child(kind, step.index)
            } else {
                throw InspectionError.notSupported("the path step \(step.text): no navigation method \(step.name)", path: current.place)
            }
        }
        return current
    }

    /// The child whose type's full name is `typeName` (a path's generic arguments, written
    /// `<EmptyView>`, match any); the root itself when it matches and no index is given.
    func view(named typeName: String, _ index: Int?) throws -> InspectableView {
        let matches = { (view: InspectableView) in
            view.fullTypeName == typeName || TypeCache.placeholderGenerics(in: view.fullTypeName) == typeName
        }
        if index == nil, !isEntered, matches(self) {
            return with(isEntered: true)
        }
        let view = try child(at: index ?? 0)
        guard matches(view) else {
            throw InspectionError.typeMismatch(expected: typeName, found: view.fullTypeName, path: view.place)
        }
        return view.with(isEntered: true)
    }
}

/// One call of a path: `text(2)`, `vStack()`, `view(Row.self, 1)`.
struct PathStep {
    var text: String
    var name: String
    var typeName: String?
    var index: Int?

    /// The steps of a path, split at the dots between calls (not those inside parentheses).
    static func parse(_ path: String) throws -> [PathStep] {
        var steps: [PathStep] = []
        var depth = 0
        var current = ""
        var previous: Character?
        for character in path {
            switch character {
            case "(", "<", "[": depth += 1
            case ">" where previous == "-": break
            case ")", ">", "]": depth -= 1
            default: break
            }
            previous = character
            if character == ".", depth == 0 {
                steps.append(try step(current, in: path))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { steps.append(try step(current, in: path)) }
        return steps
    }

    private static func step(_ text: String, in path: String) throws -> PathStep {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw InspectionError.notSupported("the path step \(text.debugDescription): expected a call such as text(0)", path: path)
        }
        let name = String(text[..<open])
        let arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        var step = PathStep(text: text, name: name)
        if name == "view" {
            // view(Type.self) or view(Type.self, N): the index follows the last ", ".
            var typePart = arguments
            if let comma = arguments.range(of: ", ", options: .backwards), let index = Int(arguments[comma.upperBound...]) {
                step.index = index
                typePart = String(arguments[..<comma.lowerBound])
            }
            step.typeName = typePart.hasSuffix(".self") ? String(typePart.dropLast(5)) : typePart
        } else if !arguments.isEmpty {
            guard let index = Int(arguments) else {
                throw InspectionError.notSupported("the path step \(text.debugDescription): expected an index, found \(arguments.debugDescription)", path: path)
            }
            step.index = index
        }
        return step
    }
}
