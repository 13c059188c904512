import Observation

/// An ``ObservableObject`` a view creates and owns, as `@StateObject var model = Model()`.
///
/// The object is made once per view position in a running app (the `Runtime` module), on first
/// use, and kept while the view stays in the tree; outside one, once per view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    package let _storage: StateObjectStorage<ObjectType>

    /// An object made by `thunk` when first needed.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        _storage = StateObjectStorage(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { _storage.object }

    /// Bindings to the object's properties, as `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: _storage.object)
    }
}

/// Where a ``StateObject`` keeps its object.
package final class StateObjectStorage<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    private var target: StateObjectStorage<ObjectType>?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// The object, made on first use.
    package var object: ObjectType {
        if let target { return target.object }
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func redirect(to root: StateObjectStorage<ObjectType>) {
        guard root !== self else { return }
        target = root.target ?? root
    }
}

extension StateObject: _PositionalStorage {
    package func _adoptStorage(_ existing: AnyObject?, tracker: any StateTracker) -> AnyObject {
        if let root = existing as? StateObjectStorage<ObjectType> {
            _storage.redirect(to: root)
            return root
        }
        return _storage
    }
}

/// An ``ObservableObject`` a view is given and follows, as `@ObservedObject var model: Model`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Follows `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties, as `$model.name`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }
}

/// An ``ObservableObject`` placed above by `environmentObject(_:)`, as `@EnvironmentObject var settings: Settings`.
/// Reading it where none was placed is a programming error, as in SwiftUI.
///
/// Its stored properties begin as SwiftUI's do, `_store` (an object given to this property
/// itself) and `_seed`, so that Mirror paths and layouts written against SwiftUI read the same;
/// the environment a running app hands it is kept after them.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// An object given to this property itself, which it reads before the environment's.
    package var _store: ObjectType?
    /// SwiftUI's change counter, kept for its layout; always 0 here.
    package var _seed = 0
    package let _box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = _store ?? (_box.values ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>()] else {
            missingEnvironmentObject(ObjectType.self)
        }
        return object
    }

    /// Bindings to the object's properties, as `$settings.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: _EnvironmentReading {
    package var _handedEnvironment: EnvironmentValues? { _box.values }

    package func _setEnvironment(_ values: EnvironmentValues) {
        _box.values = values
    }

    package func _readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        old[EnvironmentObjectKey<ObjectType>()] !== new[EnvironmentObjectKey<ObjectType>()]
    }

    package func _missingObjectType(in values: EnvironmentValues) -> Any.Type? {
        _store == nil && values[EnvironmentObjectKey<ObjectType>()] == nil ? ObjectType.self : nil
    }
}

/// A property holding an object whose changes the view follows (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): a running app subscribes the view to it before `body` runs.
package protocol _ObjectWillChangeSource {
    /// The publisher of the object held, or nil when there is none yet.
    var _objectWillChange: ObservableObjectPublisher? { get }
}

extension StateObject: _ObjectWillChangeSource {
    package var _objectWillChange: ObservableObjectPublisher? { _storage.object.objectWillChange }
}

extension ObservedObject: _ObjectWillChangeSource {
    package var _objectWillChange: ObservableObjectPublisher? { wrappedValue.objectWillChange }
}

extension EnvironmentObject: _ObjectWillChangeSource {
    package var _objectWillChange: ObservableObjectPublisher? {
        (_store ?? (_box.values ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>()])?.objectWillChange
    }
}

/// Bindings to the properties of an `@Observable` model, as `@Bindable var model: Model` and `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `object`'s properties.
    public init(_ object: Value) {
        self.init(wrappedValue: object)
    }

    /// The wrapper itself, as `$model`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
