extension View {
    /// Pads the given edges by `length`, or by the default amount when `length` is nil.
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        let insets = length.map { length in
            EdgeInsets(
                top: edges.contains(.top) ? length : 0,
                leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0,
                trailing: edges.contains(.trailing) ? length : 0
            )
        }
        return modifier(_PaddingLayout(edges: edges, insets: insets))
    }

    /// Pads every edge by `length`.
    public nonisolated func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// Pads each edge by its own amount.
    public nonisolated func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

extension _PaddingLayout: _PrimitiveModifier {}
