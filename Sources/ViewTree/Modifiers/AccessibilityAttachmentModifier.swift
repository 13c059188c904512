/// The modifier that `accessibilityLabel(_:)`, `accessibilityIdentifier(_:)`,
/// `accessibilityValue(_:)`, `accessibilityHint(_:)`, `accessibilityHidden(_:)`, the traits,
/// the sort priority, the activation point, `accessibilityElement(children:)` and the
/// accessibility actions apply.
///
/// Each property is at `modifier|attachment|some|properties|<name>`: `label`,
/// `identifier`, `value`, `hint`, `hidden`, `actions`, `addTraits`, `removeTraits`,
/// `sortPriority`, `activationPoint`, `selectionIdentifier`, `childBehavior`. It is not `Sendable`: an action's
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
    // MARK: Traits, order, activation and grouping
    /// The traits added to the view's.
    public var addTraits: AccessibilityTraits?
    /// The traits removed from the view's.
    public var removeTraits: AccessibilityTraits?
    /// Where the view comes in reading order among its siblings: higher first.
    public var sortPriority: Double?
    /// The point of the view that activating it touches.
    public var activationPoint: UnitPoint?
    /// The value a selection made through assistive technologies gives.
    public var selectionIdentifier: AnyHashable?
    /// How the view makes one element of itself and the elements in it.
    public var childBehavior: AccessibilityChildBehavior?

    /// Creates accessibility properties.
    public init(
        label: Text? = nil, identifier: String? = nil, value: Text? = nil, hint: Text? = nil, hidden: Bool? = nil,
        actions: [AccessibilityActionHandler] = [], addTraits: AccessibilityTraits? = nil, removeTraits: AccessibilityTraits? = nil,
        sortPriority: Double? = nil, activationPoint: UnitPoint? = nil, selectionIdentifier: AnyHashable? = nil,
        childBehavior: AccessibilityChildBehavior? = nil
    ) {
        self.addTraits = addTraits
        self.removeTraits = removeTraits
        self.sortPriority = sortPriority
        self.activationPoint = activationPoint
        self.selectionIdentifier = selectionIdentifier
        self.childBehavior = childBehavior
        self.label = label
        self.identifier = identifier
        self.value = value
        self.hint = hint
        self.hidden = hidden
        self.actions = actions
    }
}
