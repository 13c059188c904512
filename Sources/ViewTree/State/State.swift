/// A value a view owns and can change from its `body`, as `@State var count = 0`.
///
/// The value lives in a shared box, so copies of the view see the same value;
/// `$count` is a ``Binding`` to it.
@propertyWrapper
public struct State<Value> {
    package let _location: StoredLocation<Value>

    /// Creates state with an initial value, as `@State var count = 0`.
    public init(wrappedValue value: Value) {
        _location = StoredLocation(value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { _location.value }
        nonmutating set { _location.value = newValue }
    }

    /// A binding to the value, as `$count`.
    public var projectedValue: Binding<Value> {
        let location = _location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The box that holds a ``State`` value.
public final class StoredLocation<Value> {
    package var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
