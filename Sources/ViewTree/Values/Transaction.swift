/// The context of one state change: the animation it runs with, and whether animations are off.
///
/// `withAnimation(_:_:)` and `withTransaction(_:_:)` run a change in one, and `transaction(_:)`
/// changes the one the views below see. On Linux a change is drawn at once in its final state,
/// whatever its transaction says.
public struct Transaction {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether the views' own animations (`animation(_:value:)`) are left out.
    public var disablesAnimations: Bool = false
    /// Whether the change is one of a continuous series, such as a drag.
    public var isContinuous: Bool = false
    /// Whether the animation follows the speed of the change.
    public var tracksVelocity: Bool = false
    /// The values of custom keys, by the key's type.
    package var custom: [ObjectIdentifier: TransactionEntry] = [:]

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of a custom key: the one set on this transaction, else the key's default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = TransactionEntry(newValue) }
    }
}

/// A key for a value of a ``Transaction`` of your own, as in SwiftUI.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no change sets one.
    static var defaultValue: Value { get }
}

/// One custom value of a transaction, which is handed down one running app's tree on its thread.
package struct TransactionEntry: @unchecked Sendable {
    package let value: Any

    package init(_ value: Any) {
        self.value = value
    }
}
