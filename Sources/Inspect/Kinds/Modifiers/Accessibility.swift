import Builders

extension ModifierDescriptor {
    /// An accessibility attachment: named by the property it sets (`accessibilityIdentifier`,
    /// `accessibilityValue`, `accessibilityHint`, `accessibilityHidden`, an action's method), else
    /// `accessibilityLabel`.
    static let accessibility = ModifierDescriptor(
        typeNames: ["AccessibilityAttachmentModifier"],
        naming: .perValue { modifier, _ in
            if let action = ModifierReader.accessibilityActions(of: modifier).first {
                switch action {
                case .action: return "accessibilityAction"
                case .adjustable: return "accessibilityAdjustableAction"
                case .scroll: return "accessibilityScrollAction"
                }
            }
            if ModifierReader.accessibilityProperty("identifier", of: modifier) != nil { return "accessibilityIdentifier" }
            if ModifierReader.accessibilityProperty("value", of: modifier) != nil { return "accessibilityValue" }
            if ModifierReader.accessibilityProperty("hint", of: modifier) != nil { return "accessibilityHint" }
            if ModifierReader.accessibilityProperty("hidden", of: modifier) != nil { return "accessibilityHidden" }
            return "accessibilityLabel"
        })
}

extension ModifierReader {
    /// The actions an accessibility modifier adds.
    static func accessibilityActions(of modifier: Any) -> [AccessibilityActionHandler] {
        MirrorReader.descendant(modifier, "attachment", "some", "properties", "actions") as? [AccessibilityActionHandler] ?? []
    }

    /// An accessibility property (`label` or `identifier`) an accessibility modifier sets.
    static func accessibilityProperty(_ name: String, of modifier: Any) -> Any? {
        guard let property = MirrorReader.descendant(modifier, "attachment", "some", "properties", name) else { return nil }
        return Mirror(reflecting: property).children.first?.value
    }
}

extension InspectableView {
    /// The Text of the view's accessibility label, set by `accessibilityLabel(_:)`, as
    /// ViewInspector gives it: `accessibilityLabel().string()`.
    public func accessibilityLabel() throws -> InspectableView {
        try accessibilityText("label", "an accessibility label")
    }

    /// The view's accessibility identifier, set by `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        for modifier in modifierValues {
            if let identifier = ModifierReader.accessibilityProperty("identifier", of: modifier) as? String {
                return identifier
            }
        }
        throw InspectionError.attributeNotFound("an accessibility identifier", in: typeName, path: pathToRoot)
    }

    /// The Text assistive technologies read as the view's value, set by `accessibilityValue(_:)`.
    public func accessibilityValue() throws -> InspectableView {
        try accessibilityText("value", "an accessibility value")
    }

    /// The Text assistive technologies read as a hint, set by `accessibilityHint(_:)`.
    public func accessibilityHint() throws -> InspectableView {
        try accessibilityText("hint", "an accessibility hint")
    }

    /// Whether `accessibilityHidden(true)` hides the view from assistive technologies.
    public func accessibilityHidden() throws -> Bool {
        for modifier in modifierValues {
            if let hidden = ModifierReader.accessibilityProperty("hidden", of: modifier) as? Bool {
                return hidden
            }
        }
        return false
    }

    private func accessibilityText(_ property: String, _ description: String) throws -> InspectableView {
        for modifier in modifierValues {
            if let text = ModifierReader.accessibilityProperty(property, of: modifier), TextReader.string(of: text, reader: context.reader) != nil {
                return supplementaryView("accessibility" + property.prefix(1).uppercased() + property.dropFirst(), text, index: nil)
            }
        }
        throw InspectionError.attributeNotFound(description, in: typeName, path: pathToRoot)
    }
}
