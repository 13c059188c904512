import Builders

/// A property wrapper whose value ``InspectedValue`` reads through it: the value, or nil where it
/// has none without a view above (an environment object no view placed).
protocol WrappedValueReading {
    var inspectedWrappedValue: Any? { get }
}

extension State: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension Binding: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension ObservedObject: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension StateObject: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension EnvironmentObject: WrappedValueReading {
    var inspectedWrappedValue: Any? { _store ?? _box.values?[EnvironmentObjectKey<ObjectType>()] }
}

extension Bindable: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension GestureState: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension Published: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension AppStorage: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}

extension SceneStorage: WrappedValueReading {
    var inspectedWrappedValue: Any? { wrappedValue }
}
