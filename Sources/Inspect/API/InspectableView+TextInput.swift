import Builders

// The verbs of the text and value controls that several kinds share, named as ViewInspector
// names them; each kind's descriptor gives the label paths they read (`text`, `onCommit`,
// `onEditingChanged`), and a verb accepts the kinds that have them.

extension InspectableView {
    /// The text of a text field, secure field or text editor, as ViewInspector's `input()`.
    public func input() throws -> String {
        try textBinding("input()").wrappedValue
    }

    /// Writes the text of a text field, secure field or text editor, as ViewInspector's
    /// `setInput(_:)`. Throws when the control is disabled.
    public func setInput(_ value: String) throws {
        let binding = try textBinding("setInput(_:)")
        try refuseIfDisabled("setInput(_:)")
        binding.wrappedValue = value
    }

    /// Runs the `onCommit` action of a text field or secure field, as ViewInspector's `callOnCommit()`.
    /// Throws when the control is disabled.
    public func callOnCommit() throws {
        let paths = try valuePaths("onCommit", verb: "callOnCommit()")
        guard let action = paths.lazy.compactMap({ MirrorReader.descendant(self.value, path: $0) as? () -> Void }).first else {
            throw InspectionError.attributeNotFound("an action at \(paths.first ?? "")", in: fullTypeName, path: place)
        }
        try refuseIfDisabled("callOnCommit()")
        action()
    }

    /// Runs the `onEditingChanged` action of a text field, stepper or slider with `false` (editing
    /// ended), as ViewInspector's `callOnEditingChanged()`. Throws when the control is disabled.
    public func callOnEditingChanged() throws {
        let paths = try valuePaths("onEditingChanged", verb: "callOnEditingChanged()")
        // The package's controls hand their action over typed (see _EditingChangedControl);
        // another view's is read by label, as ViewInspector reads SwiftUI's.
        let typed = (value as? any _EditingChangedControl)?._editingChanged
        let labelled = paths.lazy.compactMap { MirrorReader.descendant(self.value, path: $0) as? (Bool) -> Void }.first
        guard let action = typed ?? labelled else {
            throw InspectionError.attributeNotFound("an action at \(paths.first ?? "")", in: fullTypeName, path: place)
        }
        try refuseIfDisabled("callOnEditingChanged()")
        action(false)
    }

    /// The text binding of a text control, at its kind's `text` paths (`_text`).
    private func textBinding(_ verb: String) throws -> Binding<String> {
        let paths = try valuePaths("text", verb: verb)
        guard let binding = paths.lazy.compactMap({ MirrorReader.descendant(self.value, path: $0) }).first as? Binding<String> else {
            throw InspectionError.attributeNotFound("a Binding<String> at _text", in: fullTypeName, path: place)
        }
        return binding
    }
}
