import Builders

// The alerts and confirmation dialogs share one shape with the presentations (Presentations.swift):
// a modifier holding its dialog only while presented, reached by its step (`alert()`) as a node of
// its own kind, whose children are its actions, reached through the `actions()` step, and whose
// title and message are reached by their steps. The first API's alerts and action sheets hold an
// `Alert` or `ActionSheet` at `popup`.

extension KindDescriptor {
    /// The views of an alert of the first API (AlertTransformModifier, its `Alert` at `popup`),
    /// as ViewInspector reaches them: `title()`, `message()`, `primaryButton()`, `secondaryButton()`.
    static let oldAlertPaths = [
        ("title", "popup|title"), ("message", "popup|message|some"),
        ("primaryButton", "popup|primaryButton"), ("secondaryButton", "popup|secondaryButton|some"),
    ]

    /// A presented alert (an AlertModifier, or an AlertTransformModifier of the first API): its
    /// actions are its children, reached through `actions()` (an alert of the first API has none:
    /// its buttons are reached by steps).
    /// Its title and the first API's buttons are reached by their steps alone (`title()`, not `title().text()`).
    static let alert = KindDescriptor(
        kind: .alert, typeNames: ["AlertModifier", "AlertTransformModifier"], listRole: .stack, contentPath: "actions",
        supplementaryPaths: [("title", "title"), ("message", "message")] + oldAlertPaths, holdsOneView: true,
        heldViewSteps: ["title", "primaryButton", "secondaryButton"], contentStep: "actions")

    /// A presented confirmation dialog (a ConfirmationDialogModifier): its actions are its children,
    /// reached through `actions()`.
    static let confirmationDialog = KindDescriptor(
        kind: .confirmationDialog, typeNames: ["ConfirmationDialogModifier"], listRole: .stack, contentPath: "actions",
        supplementaryPaths: [("title", "title"), ("message", "message")] + oldAlertPaths, holdsOneView: true,
        heldViewSteps: ["title"], contentStep: "actions")

    /// A presented action sheet of the first API (an ActionSheetTransformModifier): its buttons,
    /// at `popup|buttons`, are its children; its title and message are reached by their steps alone.
    static let actionSheet = KindDescriptor(
        kind: .actionSheet, typeNames: ["ActionSheetTransformModifier"], listRole: .stack,
        supplementaryPaths: [("title", "popup|title"), ("message", "popup|message|some")],
        heldViewSteps: ["title", "message"])
}

extension ModifierDescriptor {
    /// `alert(_:isPresented:actions:message:)`, and `alert(isPresented:content:)` and
    /// `alert(item:content:)` of the first API (an alert of an item presents the alert its item makes).
    static let alert = ModifierDescriptor(
        typeNames: ["AlertModifier", "AlertTransformModifier", "ItemAlertTransformModifier"], method: "alert",
        heldViews: [("AlertModifier<", "alert", ""), ("AlertTransformModifier", "alert", ""), ("ItemAlertTransformModifier<", "alert", "")],
        isPresentation: true)

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    static let confirmationDialog = ModifierDescriptor(
        typeNames: ["ConfirmationDialogModifier"], method: "confirmationDialog",
        heldViews: [("ConfirmationDialogModifier<", "confirmationDialog", "")], isPresentation: true)

    /// `actionSheet(isPresented:content:)` and `actionSheet(item:content:)` of the first API.
    static let actionSheet = ModifierDescriptor(
        typeNames: ["ActionSheetTransformModifier", "ItemActionSheetTransformModifier"], method: "actionSheet",
        heldViews: [("ActionSheetTransformModifier", "actionSheet", ""), ("ItemActionSheetTransformModifier<", "actionSheet", "")],
        isPresentation: true)
}

extension AlertModifier: FastContent {
    package var inspectionContent: Any { actions }
}

extension ConfirmationDialogModifier: FastContent {
    package var inspectionContent: Any { actions }
}

extension InspectableView {
    /// The presented alert (its actions are its children); throws when it is not presented.
    public func alert(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("alert", index)
    }

    /// The presented confirmation dialog (its actions are its children); throws when it is not presented.
    public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("confirmationDialog", index)
    }

    /// The message of an alert or a confirmation dialog.
    public func message() throws -> InspectableView {
        try supplementary("message")
    }

    /// The actions of an alert or a confirmation dialog, as ViewInspector's `actions()`: the
    /// dialog's children, the step every path to them names (`alert().actions().button(1)`).
    public func actions() throws -> InspectableView {
        guard kind == .alert || kind == .confirmationDialog else {
            throw InspectionError.typeMismatch(expected: "Alert or ConfirmationDialog", found: typeName, path: place)
        }
        return contentStepView
    }

    /// Whether a confirmation dialog shows its title.
    public func titleVisibility() throws -> Visibility {
        guard kind == .confirmationDialog, let visibility = MirrorReader.descendant(value, "titleVisibility") as? Visibility else {
            throw InspectionError.attributeNotFound("titleVisibility", in: typeName, path: place)
        }
        return visibility
    }

    // MARK: The alert and action sheet of the first API

    /// The presented action sheet of the first API (`actionSheet(isPresented:content:)`), as
    /// ViewInspector's `actionSheet()`: `title()`, `message()`, and its buttons as `button(_:)`;
    /// throws when it is not presented.
    public func actionSheet(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("actionSheet", index)
    }

    /// The first button of an alert of the first API (`alert(isPresented:content:)` with an
    /// `Alert`), as ViewInspector's `primaryButton()`: its `labelView()`, `style()` and `tap()`,
    /// which dismisses the alert, then runs the button's action.
    public func primaryButton() throws -> InspectableView {
        try supplementary("primaryButton")
    }

    /// The second button of an alert of the first API, as ViewInspector's `secondaryButton()`;
    /// throws when the alert has one button.
    public func secondaryButton() throws -> InspectableView {
        try supplementary("secondaryButton")
    }

    /// How a button of an alert of the first API is shown, as ViewInspector's `style()`.
    public func style() throws -> Alert.Button.Style {
        if let button = value as? Alert.Button { return button.style }
        guard kind == .button, let stored = MirrorReader.descendant(value, "style") else {
            throw InspectionError.typeMismatch(expected: "Alert.Button", found: fullTypeName, path: place)
        }
        // A SwiftUI-shaped replica's style, read by the name of its case.
        switch String(describing: stored) {
        case "default": return .default
        case "cancel": return .cancel
        case "destructive": return .destructive
        case let other: throw InspectionError.notSupported("Unknown Alert.Button.Style: \(other)", path: place)
        }
    }
}
