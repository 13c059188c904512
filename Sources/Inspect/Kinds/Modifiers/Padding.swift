import Builders

extension ModifierDescriptor {
    /// `padding(_:_:)`.
    static let padding = ModifierDescriptor(typeNames: ["_PaddingLayout"], method: "padding")
}

extension InspectableView {
    /// The padding summed over this view's `padding` modifiers, edge by edge.
    ///
    /// A `padding()` of the default amount has no value: use ``hasPadding(_:)`` for it.
    public func padding() throws -> EdgeInsets {
        let layouts = paddingLayouts()
        guard !layouts.isEmpty else {
            throw InspectionError.attributeNotFound("the modifier padding(_:_:)", in: typeName, path: place)
        }
        var sum = EdgeInsets()
        for layout in layouts {
            guard let insets = layout.insets else {
                throw InspectionError.notSupported("padding() of a default padding: use hasPadding(_:) to check that a default padding is applied", path: place)
            }
            sum.top += insets.top
            sum.leading += insets.leading
            sum.bottom += insets.bottom
            sum.trailing += insets.trailing
        }
        return sum
    }

    /// The padding of `edges`, which must all have the same amount. Throws when no `padding`
    /// modifier pads them, as ViewInspector's `padding(_:)` does.
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        guard edges.isEmpty || hasPadding(edges) else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: "padding", index: 0)
        }
        let insets = try padding()
        var values: [CGFloat] = []
        if edges.contains(.top) { values.append(insets.top) }
        if edges.contains(.leading) { values.append(insets.leading) }
        if edges.contains(.bottom) { values.append(insets.bottom) }
        if edges.contains(.trailing) { values.append(insets.trailing) }
        guard let first = values.first else {
            throw InspectionError.notSupported("padding(_:) of no edge", path: place)
        }
        guard values.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("padding(_:) of edges with different amounts: ask for each edge", path: place)
        }
        return first
    }

    /// Whether `padding` modifiers pad every edge of `edges` (by any amount, the default included);
    /// for no edges, whether the view has a `padding` modifier at all.
    public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
        let padded = paddingLayouts().reduce(into: Edge.Set()) { result, layout in
            if let insets = layout.insets {
                if insets.top != 0 { result.insert(.top) }
                if insets.leading != 0 { result.insert(.leading) }
                if insets.bottom != 0 { result.insert(.bottom) }
                if insets.trailing != 0 { result.insert(.trailing) }
            } else {
                result.formUnion(layout.edges)
            }
        }
        return edges.isEmpty ? !paddingLayouts().isEmpty : padded.isSuperset(of: edges)
    }

    private func paddingLayouts() -> [(edges: Edge.Set, insets: EdgeInsets?)] {
        modifiers(where: { $0.hasPrefix("_PaddingLayout") }).compactMap { modifier in
            guard let edges = MirrorReader.descendant(modifier, "edges") as? Edge.Set else { return nil }
            return (edges, MirrorReader.descendant(modifier, "insets") as? EdgeInsets)
        }
    }
}
