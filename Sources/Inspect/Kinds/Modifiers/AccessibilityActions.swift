import Builders

// The actions `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)`,
// `accessibilityAdjustableAction(_:)` and `accessibilityScrollAction(_:)` add, run as assistive
// technologies run them, with ViewInspector's verbs. They are named with the attachment
// (`ModifierDescriptor.accessibility`).

extension InspectableView {
    /// Runs the accessibility action named `name`, as ViewInspector's `callAccessibilityAction(_:)`.
    public func callAccessibilityAction<S: StringProtocol>(_ name: S) throws {
        try callAccessibilityAction(AccessibilityActionKind(named: Text(name)))
    }

    /// Runs the view's accessibility action of `kind` (a named one is found by its text).
    public func callAccessibilityAction(_ kind: AccessibilityActionKind) throws {
        let name = actionName(of: kind)
        for action in accessibilityActions() {
            if case .action(let candidate, let handler) = action, actionName(of: candidate) == name {
                handler()
                return
            }
        }
        throw InspectionError.attributeNotFound("the modifier accessibilityAction(\(name))", in: typeName, path: place)
    }

    /// Adjusts the view's value as assistive technologies do: runs its `accessibilityAdjustableAction` with `direction`.
    public func callAccessibilityAdjustableAction(_ direction: AccessibilityAdjustmentDirection = .increment) throws {
        for action in accessibilityActions() {
            if case .adjustable(let handler) = action {
                handler(direction)
                return
            }
        }
        throw InspectionError.attributeNotFound("the modifier accessibilityAdjustableAction(_:)", in: typeName, path: place)
    }

    /// Scrolls the view towards `edge` as assistive technologies do: runs its `accessibilityScrollAction`.
    public func callAccessibilityScrollAction(_ edge: Edge) throws {
        for action in accessibilityActions() {
            if case .scroll(let handler) = action {
                handler(edge)
                return
            }
        }
        throw InspectionError.attributeNotFound("the modifier accessibilityScrollAction(_:)", in: typeName, path: place)
    }

    /// The actions of the view's accessibility modifiers, innermost first.
    private func accessibilityActions() -> [AccessibilityActionHandler] {
        modifiers(where: { $0 == "AccessibilityAttachmentModifier" }).flatMap(ModifierReader.accessibilityActions(of:))
    }

    /// How an action is written in a call: `.escape`, or `named: "Archive"` for a named one.
    private func actionName(of kind: AccessibilityActionKind) -> String {
        switch kind.kind {
        case .named(let text): "named: \"\(TextReader.string(of: text, reader: context.reader) ?? "")\""
        case .default: ".default"
        case .escape: ".escape"
        case .magicTap: ".magicTap"
        case .delete: ".delete"
        case .showMenu: ".showMenu"
        }
    }
}
