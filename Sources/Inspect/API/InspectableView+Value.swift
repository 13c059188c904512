import Builders

extension InspectableView {
    /// The value the view holds, as the type the call names or its context infers, as
    /// ViewInspector's `value()`: a slider's Double, a colour, or the value a
    /// `NavigationLink(value:)` presents (`try link.value(Int.self)`,
    /// `XCTAssertEqual(try link.value(), "Details")`). A value of another type is a type mismatch
    /// naming both types.
    public func value<V>(_ type: V.Type = V.self) throws -> V {
        let held: Any
        switch kind {
        case .slider: held = try sliderValue()
        case .color: held = try colorValue()
        default:
            guard let presented = linkValue else {
                throw InspectionError.typeMismatch(expected: "a slider, a colour or a navigation link with a value", found: typeName, path: place)
            }
            held = presented.base
        }
        guard let typed = held as? V else {
            throw InspectionError.typeMismatch(expected: "\(V.self)", found: "\(Swift.type(of: held))", path: place)
        }
        return typed
    }
}
