extension View {
    /// Gives the view an explicit identity.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(self, id: id)
    }
}
