// MARK: Traits, reading order, activation point, selection and grouping of the accessibility element.

extension View {
    /// Adds `traits` to what the view is to assistive technologies.
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(addTraits: traits))
    }

    /// Removes `traits` from what the view is to assistive technologies.
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(removeTraits: traits))
    }

    /// Sets where the view comes in reading order among its siblings: higher first.
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(sortPriority: sortPriority))
    }

    /// Sets the point of the view that activating it touches.
    public nonisolated func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(activationPoint: activationPoint))
    }

    /// Makes one accessibility element of the view, its children ignored, kept or merged as
    /// `children` says.
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(childBehavior: children))
    }

    /// Hides the view from assistive technologies (deprecated in SwiftUI for `accessibilityHidden(_:)`).
    public nonisolated func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds traits (deprecated in SwiftUI for `accessibilityAddTraits(_:)`).
    public nonisolated func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    /// Removes traits (deprecated in SwiftUI for `accessibilityRemoveTraits(_:)`).
    public nonisolated func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }

    /// Sets the reading order (deprecated in SwiftUI for `accessibilitySortPriority(_:)`).
    public nonisolated func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets the activation point (deprecated in SwiftUI for `accessibilityActivationPoint(_:)`).
    public nonisolated func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityActivationPoint(activationPoint)
    }

    /// Sets the value a selection made through assistive technologies gives (deprecated in
    /// SwiftUI, with no replacement).
    public nonisolated func accessibility<ID: Hashable>(selectionIdentifier: ID) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityProperties(AccessibilityProperties(selectionIdentifier: AnyHashable(selectionIdentifier)))
    }

    private nonisolated func accessibilityProperties(_ properties: AccessibilityProperties) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment: AccessibilityAttachment(properties: properties)))
    }
}
