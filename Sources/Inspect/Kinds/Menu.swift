import Builders

extension KindDescriptor {
    /// Menu: a control whose actions are its children, shown under its label, reached by `labelView()`.
    static let menu = KindDescriptor(
        kind: .menu, typeNames: ["Menu"], listRole: .control, contentPath: "content", supplementaryPaths: [("labelView", "label")])
}

extension Menu: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The Menu at `index`.
    public func menu(_ index: Int? = nil) throws -> InspectableView { try child(.menu, index) }

    /// Runs a Menu's primary action, as ViewInspector's `callPrimaryAction()`. Throws when the
    /// menu is disabled or has no primary action.
    public func callPrimaryAction() throws {
        try requireKind(.menu)
        if isDisabled() {
            throw InspectionError.notSupported("callPrimaryAction() on a disabled Menu", path: place)
        }
        guard let action = MirrorReader.descendant(value, "primaryAction", "some") as? () -> Void else {
            throw InspectionError.attributeNotFound("a primaryAction", in: fullTypeName, path: place)
        }
        action()
    }
}
