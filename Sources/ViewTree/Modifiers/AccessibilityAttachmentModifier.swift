/// The modifier that `accessibilityLabel(_:)`, `accessibilityIdentifier(_:)`,
/// `accessibilityValue(_:)`, `accessibilityHint(_:)`, `accessibilityHidden(_:)` and the
/// accessibility actions apply.
///
/// Each property is at `modifier|attachment|some|properties|<name>`: `label`,
/// `identifier`, `value`, `hint`, `hidden`, `actions`. It is not `Sendable`: an action's
/// handler is any closure, as in SwiftUI.
public struct AccessibilityAttachmentModifier {
    /// The attached accessibility information.
    public var attachment: AccessibilityAttachment?

    /// Creates a modifier that attaches `attachment`.
    public init(attachment: AccessibilityAttachment?) {
        self.attachment = attachment
    }
}

/// Accessibility information attached to a view.
public struct AccessibilityAttachment {
    /// The attached properties.
    public var properties: AccessibilityProperties

    /// Creates an attachment.
    public init(properties: AccessibilityProperties) {
        self.properties = properties
    }
}

/// The accessibility properties of a view.
public struct AccessibilityProperties {
    /// What assistive technologies read for the view.
    public var label: Text?
    /// The identifier UI tests find the view by.
    public var identifier: String?
    // MARK: Value, hint and hidden
    /// What assistive technologies read as the view's value.
    public var value: Text?
    /// What assistive technologies read as a hint of what the view does.
    public var hint: Text?
    /// Whether assistive technologies skip the view.
    public var hidden: Bool?
    /// The actions assistive technologies can perform on the view.
    public var actions: [AccessibilityActionHandler]

    /// Creates accessibility properties.
    public init(
        label: Text? = nil, identifier: String? = nil, value: Text? = nil, hint: Text? = nil, hidden: Bool? = nil,
        actions: [AccessibilityActionHandler] = []
    ) {
        self.label = label
        self.identifier = identifier
        self.value = value
        self.hint = hint
        self.hidden = hidden
        self.actions = actions
    }
}
