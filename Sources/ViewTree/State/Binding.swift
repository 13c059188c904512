/// A read-write reference to a value owned elsewhere, such as a picker's selection.
///
/// Use it as in SwiftUI: `@Binding var selection: Int` in a view, `$selection`
/// for the binding itself, `$model.name` to bind to a property, and
/// `.constant(v)` for a binding that never changes. Setting `wrappedValue`
/// does not mutate the view (`nonmutating set`), so a view's `body` can assign it.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    package let getValue: () -> Value
    package let setValue: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// Creates a binding from another binding (what `@Binding var x: T` receives from `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; setting it does nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, as `$name`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value, as `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            }
        )
    }

    /// An optional binding that reads and writes through a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to the unwrapped value, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
    }
}
