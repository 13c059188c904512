import Observation

/// A value a view reads from its environment, as `@Environment(\.isEnabled) var isEnabled`,
/// `@Environment(\.myKey) var value` for a custom ``EnvironmentKey``, or
/// `@Environment(Model.self) var model` for an `@Observable` model placed by `environment(_:)`.
///
/// A running app (the `Runtime` module) fills it in before the view's `body` runs; outside one
/// it reads the default values.
@propertyWrapper
public struct Environment<Value> {
    package let read: (EnvironmentValues) -> Value?
    package let _box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` model of type `objectType` placed above by `environment(_:)`.
    /// Reading it where none was placed is a programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[EnvironmentObjectKey<Value>()] }
    }

    /// Reads the `@Observable` model of type `objectType`, or nil where none was placed.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { .some($0[EnvironmentObjectKey<Object>()]) }
    }

    /// The value in the environment the view is in.
    public var wrappedValue: Value {
        let values = _box.values ?? EnvironmentValues()
        guard let value = read(values) else {
            missingEnvironmentObject(Value.self)
        }
        return value
    }
}

/// The environment a running app handed to one property.
package final class EnvironmentBox {
    package var values: EnvironmentValues?

    package init() {}
}

/// A property that reads the environment: a running app hands it the environment before `body`.
package protocol _EnvironmentReading {
    /// Hands the property the environment its view is in.
    func _setEnvironment(_ values: EnvironmentValues)
    /// Whether what the property reads differs between the two environments (true when unsure).
    func _readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool
    /// The type of the object the property needs and `values` lacks (an `@EnvironmentObject` that no
    /// view above placed), or nil when it can be read.
    func _missingObjectType(in values: EnvironmentValues) -> Any.Type?
    /// The environment last handed to the property (by a running app, or an inspection), if any.
    var _handedEnvironment: EnvironmentValues? { get }
}

extension _EnvironmentReading {
    package func _missingObjectType(in values: EnvironmentValues) -> Any.Type? { nil }
}

extension Environment: _EnvironmentReading {
    package var _handedEnvironment: EnvironmentValues? { _box.values }

    package func _setEnvironment(_ values: EnvironmentValues) {
        _box.values = values
    }

    package func _readsChange(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        !ValueComparison.isSame(read(old) as Any, read(new) as Any)
    }
}

/// The one place where reading an environment object that no view above placed (a programming
/// error, never input) stops the program, as SwiftUI does.
func missingEnvironmentObject(_ type: Any.Type) -> Never {
    fatalError("No object of type \(type) in the environment: place one with environment(_:) or environmentObject(_:) above this view")
}

/// Compares two values of unknown type: equal `Equatable` values, the same object, or two
/// empty values are the same; anything else (closures, values of other types) is not.
package enum ValueComparison {
    /// Whether `a` and `b` are known to be the same.
    package static func isSame(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable {
            return a.isEqual(toAny: b)
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
