/// The modifier `alert(_:isPresented:actions:message:)` applies: `title` (a Text), the
/// `actions` (buttons) and the `message`, shown while `isPresented` is true.
public struct AlertModifier<Actions, Message> {
    /// The title.
    public var title: Text
    /// Whether the alert is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// The buttons.
    public var actions: Actions
    /// The message below the title (an EmptyView when there is none).
    public var message: Message

    /// Creates the modifier.
    public init(title: Text, isPresented: Binding<Bool>, actions: Actions, message: Message) {
        self.title = title
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }
}

/// The modifier `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` applies.
public struct ConfirmationDialogModifier<Actions, Message> {
    /// The title.
    public var title: Text
    /// Whether the title is shown.
    public var titleVisibility: Visibility
    /// Whether the dialog is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// The buttons.
    public var actions: Actions
    /// The message below the title (an EmptyView when there is none).
    public var message: Message

    /// Creates the modifier.
    public init(title: Text, titleVisibility: Visibility, isPresented: Binding<Bool>, actions: Actions, message: Message) {
        self.title = title
        self.titleVisibility = titleVisibility
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }
}

/// An alert of the first SwiftUI API, as `alert(isPresented:content:)` takes it: a title, a
/// message and one or two buttons.
public struct Alert {
    /// The title.
    public var title: Text
    /// The message, or nil.
    public var message: Text?
    /// The first button.
    public var primaryButton: Alert.Button
    /// The second button, or nil.
    public var secondaryButton: Alert.Button?

    /// An alert with one button (OK by default).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.primaryButton = dismissButton ?? .default(Text("OK"))
        self.secondaryButton = nil
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    /// A button of an alert: its label, its style and its action.
    public struct Button {
        /// The label.
        public var label: Text
        /// How it is shown.
        public var style: Style
        /// Runs when it is chosen.
        public var action: (() -> Void)?

        /// How an alert button is shown.
        public enum Style: Sendable, Hashable {
            /// An ordinary button.
            case `default`
            /// The button that cancels.
            case cancel
            /// A button that destroys.
            case destructive
        }

        /// An ordinary button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, style: .default, action: action)
        }

        /// A cancel button with the given label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, style: .cancel, action: action)
        }

        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), style: .cancel, action: action)
        }

        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, style: .destructive, action: action)
        }
    }
}

/// The modifier `alert(isPresented:content:)` applies: the `Alert` at `modifier|popup`, shown
/// while `isPresented` is true.
public struct AlertTransformModifier {
    /// Whether the alert is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// The alert.
    public var popup: Alert

    /// Creates the modifier.
    public init(isPresented: Binding<Bool>, popup: Alert) {
        self.isPresented = isPresented
        self.popup = popup
    }
}

/// The modifier `alert(item:content:)` applies: the ``Alert`` its closure makes for `item`,
/// shown while `item` is not nil.
public struct ItemAlertTransformModifier<Item> {
    /// The presented item; dismissing the alert sets it nil.
    public var item: Binding<Item?>
    /// Makes the alert for an item.
    public var content: (Item) -> Alert

    /// Creates the modifier.
    public init(item: Binding<Item?>, content: @escaping (Item) -> Alert) {
        self.item = item
        self.content = content
    }
}
