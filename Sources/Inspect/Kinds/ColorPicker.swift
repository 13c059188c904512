import Builders

extension KindDescriptor {
    /// ColorPicker: a control named by its label, reached by `labelView()`.
    static let colorPicker = KindDescriptor(
        kind: .colorPicker, typeNames: ["ColorPicker"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension InspectableView {
    /// The ColorPicker at `index`.
    public func colorPicker(_ index: Int? = nil) throws -> InspectableView { try child(.colorPicker, index) }

    /// Picks `color` in a ColorPicker, as ViewInspector's `select(color:)`. Throws when the picker is disabled.
    public func select(color: Color) throws {
        try expect([.colorPicker], "select(color:)")
        guard let binding = MirrorReader.descendant(value, "_color") as? Binding<Color> else {
            throw InspectionError.attributeNotFound("a Binding<Color> at _color", in: fullTypeName, path: place)
        }
        try refuseIfDisabled("select(color:)")
        binding.wrappedValue = color
    }

    /// Picks a Core Graphics colour in a ColorPicker, as ViewInspector's `select(color:)`: a
    /// picker of a `CGColor` binding stores its components.
    @_disfavoredOverload
    public func select(color: CGColor) throws {
        try select(color: Color(cgColor: color))
    }

    /// Picks a UIKit colour in a ColorPicker, as ViewInspector's `select(color:)`.
    @_disfavoredOverload
    public func select(color: UIColor) throws {
        try select(color: Color(uiColor: color))
    }
}
