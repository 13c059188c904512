import Foundation

/// An object whose changes views follow, as in SwiftUI (Combine's protocol, without Combine):
/// `@Published` properties announce a change through ``objectWillChange`` before it happens.
///
/// A class with at least one `@Published` property gets ``objectWillChange`` for free; a class
/// without one that announces changes itself declares `let objectWillChange = ObservableObjectPublisher()`.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedWiring.publisher(of: self)
    }
}

/// Announces that an ``ObservableObject`` is about to change; ``sink(receiveValue:)`` follows it.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    /// A publisher no one follows yet.
    public init() {}

    /// Tells every follower that the object is about to change.
    public func send() {
        lock.lock()
        let handlers = Array(subscribers.values)
        lock.unlock()
        for handler in handlers { handler() }
    }

    /// Calls `receiveValue` before every change until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable (()) -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        subscribers[id] = { receiveValue(()) }
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        subscribers[id] = nil
        lock.unlock()
    }
}

/// A subscription: cancelled by ``cancel()`` or when released, as Combine's.
public final class AnyCancellable: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        onCancel = cancel
    }

    /// Ends the subscription.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps the token in `set`, as `.store(in: &cancellables)`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    deinit {
        cancel()
    }

    /// Tokens are equal when they are the same token.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A property of an ``ObservableObject`` that announces its changes, as `@Published var name = ""`.
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
        nonmutating set { _box.value = newValue }
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
            let publisher = box.publisher ?? object.objectWillChange
            publisher.send()
            box.value = newValue
        }
    }
}

/// The storage of a ``Published`` property and the publisher of the object it belongs to.
package final class PublishedBox<Value>: PublishedField {
    package var value: Value
    package var publisher: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
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

/// Gives all `@Published` properties of an object one publisher, on first use.
enum PublishedWiring {
    private static let lock = NSLock()

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            fields += current.children.compactMap { ($0.value as? any _PublishedProperty)?.field }
            mirror = current.superclassMirror
        }
        lock.lock()
        defer { lock.unlock() }
        if let existing = fields.lazy.compactMap({ $0.publisher }).first { return existing }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }
}
