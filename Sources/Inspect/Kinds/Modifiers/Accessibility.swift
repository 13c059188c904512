import Builders

extension ModifierDescriptor {
    /// An accessibility attachment: named by the property it sets (`accessibilityIdentifier`,
    /// `accessibilityValue`, `accessibilityHint`, `accessibilityHidden`, the traits', the sort
    /// priority's, the activation point's, `accessibilityElement`, an action's method), else
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
            for (property, method) in ModifierReader.accessibilityMethods where ModifierReader.accessibilityProperty(property, of: modifier) != nil {
                return method
            }
            return "accessibilityLabel"
        })
}

extension ModifierReader {
    /// The methods that set the other accessibility properties, by property.
    static let accessibilityMethods: [(property: String, method: String)] = [
        ("addTraits", "accessibilityAddTraits"), ("removeTraits", "accessibilityRemoveTraits"),
        ("sortPriority", "accessibilitySortPriority"), ("activationPoint", "accessibilityActivationPoint"),
        ("selectionIdentifier", "accessibilitySelectionIdentifier"), ("childBehavior", "accessibilityElement"),
    ]

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
    /// A Text labelled with its own `accessibilityLabel(_:)` gives that label.
    public func accessibilityLabel() throws -> InspectableView {
        if kind == .text, let label = try? attributes().accessibilityLabel() {
            return supplementaryView("accessibilityLabel", label, index: nil)
        }
        return try accessibilityText("label", "an accessibility label")
    }

    /// The view's accessibility identifier, set by `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        for modifier in modifierValues {
            if let identifier = ModifierReader.accessibilityProperty("identifier", of: modifier) as? String {
                return identifier
            }
        }
        throw InspectionError.attributeNotFound("an accessibility identifier", in: typeName, path: place)
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

    /// The reading order `accessibilitySortPriority(_:)` sets, as ViewInspector's `accessibilitySortPriority()`.
    public func accessibilitySortPriority() throws -> Double {
        try accessibilityProperty("sortPriority", Double.self, "an accessibility sort priority")
    }

    /// The point `accessibilityActivationPoint(_:)` sets, as ViewInspector's `accessibilityActivationPoint()`.
    public func accessibilityActivationPoint() throws -> UnitPoint {
        try accessibilityProperty("activationPoint", UnitPoint.self, "an accessibility activation point")
    }

    /// The value `accessibility(selectionIdentifier:)` sets, as ViewInspector's `accessibilitySelectionIdentifier()`.
    public func accessibilitySelectionIdentifier() throws -> AnyHashable {
        try accessibilityProperty("selectionIdentifier", AnyHashable.self, "an accessibility selection identifier")
    }

    /// The traits `accessibilityAddTraits(_:)` adds, all of the view's modifiers together.
    public func accessibilityAddedTraits() throws -> AccessibilityTraits {
        try accessibilityTraits("addTraits", "accessibility traits added")
    }

    /// The traits `accessibilityRemoveTraits(_:)` removes, all of the view's modifiers together.
    public func accessibilityRemovedTraits() throws -> AccessibilityTraits {
        try accessibilityTraits("removeTraits", "accessibility traits removed")
    }

    /// How `accessibilityElement(children:)` makes one element of the view and its children.
    public func accessibilityChildBehavior() throws -> AccessibilityChildBehavior {
        try accessibilityProperty("childBehavior", AccessibilityChildBehavior.self, "an accessibility element")
    }

    private func accessibilityProperty<T>(_ property: String, _ type: T.Type, _ description: String) throws -> T {
        for modifier in modifierValues {
            if let value = ModifierReader.accessibilityProperty(property, of: modifier) as? T { return value }
        }
        throw InspectionError.attributeNotFound(description, in: typeName, path: place)
    }

    private func accessibilityTraits(_ property: String, _ description: String) throws -> AccessibilityTraits {
        let sets = modifierValues.compactMap { ModifierReader.accessibilityProperty(property, of: $0) as? AccessibilityTraits }
        guard !sets.isEmpty else { throw InspectionError.attributeNotFound(description, in: typeName, path: place) }
        return sets.reduce(AccessibilityTraits()) { $0.union($1) }
    }

    private func accessibilityText(_ property: String, _ description: String) throws -> InspectableView {
        for modifier in modifierValues {
            if let text = ModifierReader.accessibilityProperty(property, of: modifier), TextReader.string(of: text, reader: context.reader) != nil {
                return supplementaryView("accessibility" + property.prefix(1).uppercased() + property.dropFirst(), text, index: nil)
            }
        }
        throw InspectionError.attributeNotFound(description, in: typeName, path: place)
    }
}

extension TextAttributes {
    /// The label the innermost `accessibilityLabel(_:)` of a Text's characters sets, over any
    /// part of the range (as ViewInspector reads it).
    func accessibilityLabel() -> Text? {
        for chunk in chunks {
            for modifier in chunk.modifiers {
                if case .anyTextModifier(let other)? = modifier as? Text.Modifier, let accessibility = other as? AccessibilityTextModifier,
                   let label = accessibility.value.label {
                    return label
                }
            }
        }
        return nil
    }
}
