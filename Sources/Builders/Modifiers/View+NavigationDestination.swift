extension View {
    /// Says which view a navigation stack shows for a pushed value of type `data`
    /// (`NavigationLink(value:)`, or a value appended to the stack's path).
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, NavigationDestinationModifier<D, C>> {
        modifier(NavigationDestinationModifier(data: data, destination: destination))
    }

    /// Pushes `destination` while `isPresented` is true; going back sets it false.
    public nonisolated func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedContent<Self, ViewDestinationNavigationDestinationModifier<V>> {
        modifier(ViewDestinationNavigationDestinationModifier(isPresented: isPresented, destination: destination()))
    }

    /// Pushes the destination of `item` while it is not nil; going back sets it nil.
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, ItemDestinationNavigationDestinationModifier<D, C>> {
        modifier(ItemDestinationNavigationDestinationModifier(item: item, destination: destination))
    }
}

extension NavigationDestinationModifier: ViewModifier, _PrimitiveModifier {}
extension ViewDestinationNavigationDestinationModifier: ViewModifier, _PrimitiveModifier {}
extension ItemDestinationNavigationDestinationModifier: ViewModifier, _PrimitiveModifier {}
