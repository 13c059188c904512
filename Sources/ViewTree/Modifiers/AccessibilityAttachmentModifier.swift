/// The modifier that `accessibilityLabel(_:)` and `accessibilityIdentifier(_:)` apply.
///
/// The label is at `modifier|attachment|some|properties|label` and the
/// identifier at `modifier|attachment|some|properties|identifier`.
public struct AccessibilityAttachmentModifier: Sendable {
    /// The attached accessibility information.
    public var attachment: AccessibilityAttachment?

    /// Creates a modifier that attaches `attachment`.
    public init(attachment: AccessibilityAttachment?) {
        self.attachment = attachment
    }
}

/// Accessibility information attached to a view.
public struct AccessibilityAttachment: Sendable {
    /// The attached properties.
    public var properties: AccessibilityProperties

    /// Creates an attachment.
    public init(properties: AccessibilityProperties) {
        self.properties = properties
    }
}

/// The accessibility properties of a view.
public struct AccessibilityProperties: Sendable {
    /// What assistive technologies read for the view.
    public var label: Text?
    /// The identifier UI tests find the view by.
    public var identifier: String?

    /// Creates accessibility properties.
    public init(label: Text? = nil, identifier: String? = nil) {
        self.label = label
        self.identifier = identifier
    }
}
