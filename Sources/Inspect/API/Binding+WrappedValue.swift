import Builders

/// A binding that holds its own value, as ViewInspector's tests make one: `Binding(wrappedValue: false)`.
/// Writes through it are read back through it and every copy of it.
extension Binding {
    /// Creates a binding to a value it keeps itself, starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        let box = BindingValueBox(wrappedValue)
        self.init(get: { box.value }, set: { box.value = $0 })
    }
}

/// The value a self-contained ``Binding`` keeps.
private final class BindingValueBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
