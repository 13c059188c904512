import Builders

extension KindDescriptor {
    /// Toggle: a control named by its label, reached by `labelView()`.
    static let toggle = KindDescriptor(
        kind: .toggle, typeNames: ["Toggle"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension Toggle: FastContent {
    package var inspectionContent: Any { label }
}

extension InspectableView {
    /// The Toggle at `index`.
    public func toggle(_ index: Int? = nil) throws -> InspectableView { try child(.toggle, index) }

    /// Whether a Toggle is on, as ViewInspector's `isOn()`.
    public func isOn() throws -> Bool {
        try toggleBinding("isOn()").wrappedValue
    }

    /// The binding of a Toggle: `_isOn` (or SwiftUI's newer `__isOn`).
    func toggleBinding(_ verb: String) throws -> Binding<Bool> {
        try expect([.toggle], verb)
        guard let binding = (MirrorReader.descendant(value, "__isOn") ?? MirrorReader.descendant(value, "_isOn")) as? Binding<Bool> else {
            throw InspectionError.attributeNotFound("a Binding<Bool> at _isOn", in: fullTypeName, path: place)
        }
        return binding
    }
}
