extension View {
    /// Names the view's coordinate space `name`, so that views below give coordinates in it
    /// (`CoordinateSpace.named(name)`).
    public nonisolated func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier<T>> {
        modifier(_CoordinateSpaceModifier(name: name))
    }
}

extension _CoordinateSpaceModifier: ViewModifier, _PrimitiveModifier {}
