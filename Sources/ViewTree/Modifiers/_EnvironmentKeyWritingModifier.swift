/// The modifier that sets one environment value, as `font(_:)` and `foregroundColor(_:)` do.
public struct _EnvironmentKeyWritingModifier<Value> {
    /// The value's place in ``EnvironmentValues``.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    /// The value written there.
    public var value: Value

    /// Creates an environment-writing modifier.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

extension _EnvironmentKeyWritingModifier: Sendable where Value: Sendable {}

/// The modifier that changes one environment value in place, as `disabled(_:)` does.
public struct _EnvironmentKeyTransformModifier<Value> {
    /// The value's place in ``EnvironmentValues``.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    /// The change made to it.
    public var transform: @Sendable (inout Value) -> Void

    /// Creates an environment-transforming modifier.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, transform: @escaping @Sendable (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }
}

extension _EnvironmentKeyTransformModifier: Sendable where Value: Sendable {}
