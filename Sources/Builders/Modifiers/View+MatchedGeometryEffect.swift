extension View {
    /// Matches the view's geometry with the other views of `id` in `namespace` (a terminal draws
    /// the view where its own layout puts it: nothing moves between them).
    public nonisolated func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> ModifiedContent<Self, _MatchedGeometryEffect<ID>> {
        modifier(_MatchedGeometryEffect(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}

extension _MatchedGeometryEffect: ViewModifier, _PrimitiveModifier {}
