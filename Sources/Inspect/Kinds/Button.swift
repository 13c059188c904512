import Builders

extension KindDescriptor {
    /// Button: a control named by its label, reached by `labelView()`.
    static let button = KindDescriptor(
        kind: .button, typeNames: ["Button"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension Button: FastContent {
    package var inspectionContent: Any { label }
}

extension InspectableView {
    /// The Button at `index`.
    public func button(_ index: Int? = nil) throws -> InspectableView { try child(.button, index) }

    /// A Button's role (`.destructive`, `.cancel`), or nil for an ordinary button, as ViewInspector's `role()`.
    public func role() throws -> ButtonRole? {
        try expect([.button], "role()")
        guard let role = MirrorReader.descendant(value, "role") else { return nil }
        return role as? ButtonRole
    }

    /// The first Button whose label holds a Text whose string is `button`.
    public func find(button: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Button labelled \(button.debugDescription)") { view in
            guard view.kind == .button else { return false }
            return (try? view.find(text: button)) != nil
        }
    }
}
