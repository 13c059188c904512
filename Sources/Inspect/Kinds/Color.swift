import Builders

extension KindDescriptor {
    /// Color: a leaf, whose value is read from its provider (`ColorReader`).
    static let color = KindDescriptor(kind: .color, typeNames: ["Color"], listRole: .leaf)
}

extension InspectableView {
    /// The Color at `index`.
    public func color(_ index: Int? = nil) throws -> InspectableView { try child(.color, index) }

    /// The asset name of a `Color("name")`; other colours throw "Color name is not available".
    public func name() throws -> String {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: place)
        }
        do {
            return try ColorReader.name(of: value)
        } catch {
            guard case .notSupported(let message) = error else { throw InspectionError.notSupported("", path: place) }
            throw InspectionError.notSupported(message, path: place)
        }
    }

    /// The Color itself, as ViewInspector's `value()` on a colour: `let color = try view.value()`
    /// (a slider's `value()` is a Double: `let fraction: Double = try slider.value()`; the type at
    /// the call picks the verb, a Color when nothing does). A SwiftUI-shaped replica colour, which
    /// is not this package's `Color`, throws a type mismatch.
    public func value(_ type: Color.Type = Color.self) throws -> Color {
        try colorValue()
    }

    /// The Color itself, for ``value(_:)`` of any type.
    func colorValue() throws -> Color {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: place)
        }
        guard let color = value as? Color else {
            throw InspectionError.typeMismatch(expected: "Color", found: fullTypeName, path: place)
        }
        return color
    }

    /// A Color's red, green, blue and alpha, as ViewInspector's `rgba()`: the stored components of
    /// a colour given by components (as given, in its own colour space), a documented table for
    /// system colours, the alpha multiplied by `opacity(_:)`; an asset colour throws
    /// "RGBA values are not available".
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: place)
        }
        do {
            return try ColorReader.rgba(of: value)
        } catch {
            guard case .notSupported(let message) = error else { throw InspectionError.notSupported("", path: place) }
            throw InspectionError.notSupported(message, path: place)
        }
    }
}
