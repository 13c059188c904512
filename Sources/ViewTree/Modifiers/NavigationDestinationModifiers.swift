/// The modifier `navigationDestination(for:destination:)` applies: the view a navigation stack
/// shows for a pushed value of type `Data` (`destination`, called with the value).
public struct NavigationDestinationModifier<Data, Destination> {
    /// The type of the values it shows.
    public var data: Data.Type
    /// Makes the destination of a value.
    public var destination: (Data) -> Destination

    /// Creates the modifier.
    public init(data: Data.Type, destination: @escaping (Data) -> Destination) {
        self.data = data
        self.destination = destination
    }
}

/// The modifier `navigationDestination(isPresented:destination:)` applies: `destination` is
/// pushed while `_isPresented` is true; going back sets it false. The labels are SwiftUI's.
public struct ViewDestinationNavigationDestinationModifier<Destination> {
    /// Whether the destination is pushed.
    public var _isPresented: Binding<Bool>
    /// The destination.
    public var destination: Destination

    /// Creates the modifier.
    public init(isPresented: Binding<Bool>, destination: Destination) {
        self._isPresented = isPresented
        self.destination = destination
    }
}

/// The modifier `navigationDestination(item:destination:)` applies: the destination of the
/// item is pushed while `item` is not nil; going back sets it nil.
public struct ItemDestinationNavigationDestinationModifier<Data, Destination> {
    /// The pushed item.
    public var item: Binding<Data?>
    /// Makes the destination of an item.
    public var destination: (Data) -> Destination

    /// Creates the modifier.
    public init(item: Binding<Data?>, destination: @escaping (Data) -> Destination) {
        self.item = item
        self.destination = destination
    }
}

extension ItemDestinationNavigationDestinationModifier: _ItemPresentation {
    /// The destination of the current item, as the modifier `navigationDestination(isPresented:)`
    /// makes it: going back clears the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return ViewDestinationNavigationDestinationModifier(isPresented: isPresented, destination: destination(current))
    }
}
