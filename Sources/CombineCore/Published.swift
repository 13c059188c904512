import Foundation

/// A property of an ``ObservableObject`` that announces its changes, as `@Published var name = ""`;
/// `$name` is a publisher of its values (``Publisher``).
@propertyWrapper
public struct Published<Value> {
    package let _box: PublishedBox<Value>

    /// A published property with an initial value.
    public init(wrappedValue: Value) {
        _box = PublishedBox(wrappedValue)
    }

    /// A published property with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value (as read outside an object: inside one, the object's subscript is used).
    public var wrappedValue: Value {
        get { _box.value }
        nonmutating set { _box.set(newValue, announcing: _box.publisher) }
    }

    /// A publisher of the property's values, as `$name`: the value when subscribed, then each new
    /// value as it is set, before it is stored. A property's publisher is always the same, so
    /// setting it (as `assign(to: &$name)` passes it) changes nothing.
    public var projectedValue: Publisher {
        get { Publisher(box: _box) }
        set {}
    }

    /// The value of a property of `object`; setting it announces the change first.
    public static subscript<Enclosing: ObservableObject>(
        _enclosingInstance object: Enclosing,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Enclosing, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Enclosing, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath]._box.value }
        set {
            let box = object[keyPath: storageKeyPath]._box
            box.set(newValue, announcing: box.publisher ?? object.objectWillChange)
        }
    }
}

/// The storage of a ``Published`` property, the publisher of the object it belongs to, and the
/// subscribers of its own publisher (made when first subscribed).
package final class PublishedBox<Value>: PublishedField {
    package var value: Value
    package var publisher: ObservableObjectPublisher?
    /// The subscribers of `$name`; nil until one subscribes.
    private(set) var subscribers: SubscriberList<Value, Never>?
    /// The subscriptions `assign(to: &$name)` made: they last as long as the property.
    private var assignments: [AnyCancellable] = []
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    /// Sets the value: the object's announcement first (through `publisher`), then the value to
    /// `$name`'s subscribers, then the value stored (so a subscriber reading the property sees
    /// the old one).
    func set(_ newValue: Value, announcing publisher: ObservableObjectPublisher?) {
        publisher?.send()
        lock.lock()
        let subscribers = subscribers
        lock.unlock()
        subscribers?.send(newValue)
        value = newValue
    }

    /// The subscribers of `$name`, made on first use.
    func subscriberList() -> SubscriberList<Value, Never> {
        lock.lock()
        defer { lock.unlock() }
        if let subscribers { return subscribers }
        let made = SubscriberList<Value, Never>()
        subscribers = made
        return made
    }

    /// Keeps a subscription for as long as the property.
    func keep(_ assignment: AnyCancellable) {
        lock.lock()
        assignments.append(assignment)
        lock.unlock()
    }
}

/// A published property's storage, whatever its value's type.
package protocol PublishedField: AnyObject {
    var publisher: ObservableObjectPublisher? { get set }
}

extension Published: _PublishedProperty {
    package var field: any PublishedField { _box }
}

package protocol _PublishedProperty {
    var field: any PublishedField { get }
}
