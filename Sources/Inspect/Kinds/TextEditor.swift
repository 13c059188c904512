extension KindDescriptor {
    /// TextEditor: a leaf; `input()` reads its text binding.
    static let textEditor = KindDescriptor(
        kind: .textEditor, typeNames: ["TextEditor"], listRole: .leaf, valuePaths: ["text": ["_text"]])
}

extension InspectableView {
    /// The TextEditor at `index`.
    public func textEditor(_ index: Int? = nil) throws -> InspectableView { try child(.textEditor, index) }
}
