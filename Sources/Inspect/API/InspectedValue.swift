import Builders
import Foundation

/// A view's value whose stored properties are read by name, as ViewInspector's `actualView()`
/// gives the view with its type known: `try view.actualView().isOn`. A property wrapper's value
/// is read through it (`@State var isOn` reads as `isOn`), and a property read with no type the
/// context gives is another `InspectedValue`, so reads chain (`actualView().model.title`).
///
/// ``InspectableView/actualView(_:)`` with a type gives the value itself.
@dynamicMemberLookup
public struct InspectedValue {
    /// The value read.
    public let value: Any
    /// Where it was read: the view's path, then the properties read.
    let path: String

    init(value: Any, path: String) {
        self.value = value
        self.path = path
    }

    /// The stored property `name` (or the value of the property wrapper stored for it) as a `T`.
    /// Throws when the value has no such property, or it is not a `T`.
    public subscript<T>(dynamicMember name: String) -> T {
        get throws {
            let property = try self[dynamicMember: name] as InspectedValue
            guard let typed = property.value as? T ?? Self.converted(property.value, to: T.self) else {
                throw InspectionError.typeMismatch(
                    expected: String(describing: T.self), found: String(describing: type(of: property.value)), path: property.path)
            }
            return typed
        }
    }

    /// A number read as another number type when it converts exactly, as a literal beside it would:
    /// `XCTAssertEqual(try view.actualView().scale, 2.0)` reads a `CGFloat` property as the `Double`
    /// the literal defaults to.
    private static func converted<T>(_ value: Any, to type: T.Type) -> T? {
        let number: Double
        switch value {
        case let value as CGFloat: number = Double(value)
        case let value as Double: number = value
        case let value as Float: number = Double(value)
        case let value as Int: number = Double(value)
        default: return nil
        }
        switch type {
        case is Double.Type: return number as? T
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Float.Type: return Float(exactly: number) as? T
        case is Int.Type: return Int(exactly: number) as? T
        default: return nil
        }
    }

    /// The stored property `name` (or the value of the property wrapper stored for it), to read on.
    public subscript(dynamicMember name: String) -> InspectedValue {
        get throws {
            let typeName = String(describing: type(of: value))
            var mirror: Mirror? = Mirror(reflecting: value)
            var wrapped: Any?
            while let current = mirror {
                for child in current.children {
                    if child.label == name { return InspectedValue(value: child.value, path: path + "." + name) }
                    if child.label == "_" + name { wrapped = child.value }
                }
                mirror = current.superclassMirror
            }
            guard let wrapper = wrapped else {
                throw InspectionError.attributeNotFound("a stored property '\(name)'", in: typeName, path: path)
            }
            guard let reading = wrapper as? any WrappedValueReading else {
                return InspectedValue(value: wrapper, path: path + "." + name)
            }
            guard let current = reading.inspectedWrappedValue else {
                throw InspectionError.attributeNotFound(
                    "a value of '\(name)' (\(String(describing: type(of: wrapper))) has none outside the view's place)", in: typeName, path: path)
            }
            return InspectedValue(value: current, path: path + "." + name)
        }
    }
}

extension InspectableView {
    /// The view's value, whose stored properties are read by name with their types inferred, as
    /// ViewInspector's `actualView()` reads a custom view: `XCTAssertTrue(try view.actualView().isOn)`.
    /// A cursor whose view's type a step named (``TypedInspectableView``) gives the view itself.
    /// A cursor on a value that is neither a view nor a view modifier (a cursor made on any
    /// content, as ViewInspector's `InspectableView(Content("…"), parent:index:)`) throws.
    @_disfavoredOverload
    public func actualView() throws -> InspectedValue {
        guard value is any View || value is any ViewModifier else {
            throw InspectionError.typeMismatch(expected: "a view", found: fullTypeName, path: place)
        }
        return InspectedValue(value: value, path: place.isEmpty ? "actualView()" : place + ".actualView()")
    }
}
