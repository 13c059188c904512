extension KindDescriptor {
    /// SecureField: a control named by its label (`labelView()`); `input()` and `callOnCommit()`
    /// read its text binding (at `text` in an older layout) and action.
    static let secureField = KindDescriptor(
        kind: .secureField, typeNames: ["SecureField"], listRole: .control, supplementaryPaths: [("labelView", "label")],
        valuePaths: ["text": ["text", "_text"], "onCommit": ["onCommit"]])
}

extension InspectableView {
    /// The SecureField at `index`.
    public func secureField(_ index: Int? = nil) throws -> InspectableView { try child(.secureField, index) }
}
