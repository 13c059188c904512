/// What `@Environment(\.dismiss)` gives a view, as SwiftUI's `DismissAction`: called, it closes
/// the presentation the view is in (a sheet, cover or popover: its binding is set false) or goes
/// back from the destination a navigation stack pushed; elsewhere it does nothing.
///
///     @Environment(\.dismiss) private var dismiss
///     …
///     Button("Done") { dismiss() }
public struct DismissAction: @unchecked Sendable, Equatable {
    /// Where the action dismisses (the presentation's or destination's position), so that the
    /// action of one place is the same from frame to frame.
    package let identity: AnyHashable?
    package let action: (() -> Void)?

    /// An action that dismisses what `identity` names by running `action`.
    package init(identity: AnyHashable?, action: (() -> Void)?) {
        self.identity = identity
        self.action = action
    }

    /// The action of a view in no presentation: it does nothing.
    package static let none = DismissAction(identity: nil, action: nil)

    /// Closes the presentation, or goes back from the destination, the view is in.
    public func callAsFunction() {
        action?()
    }

    /// Two actions are the same when they dismiss the same place.
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.identity == rhs.identity
    }
}

/// Whether a view is presented, as SwiftUI's `PresentationMode`, which
/// `@Environment(\.presentationMode)` binds: `presentationMode.wrappedValue.dismiss()` closes
/// the presentation or goes back from the destination, as ``DismissAction`` does.
public struct PresentationMode: Sendable, Equatable {
    /// Whether the view is in a presentation or a pushed destination.
    public private(set) var isPresented: Bool
    private let dismissAction: DismissAction

    /// The mode of a view in the environment `isPresented`, dismissed by `dismissAction`.
    package init(isPresented: Bool, dismissAction: DismissAction) {
        self.isPresented = isPresented
        self.dismissAction = dismissAction
    }

    /// Closes the presentation, or goes back from the destination; the binding's setter runs it.
    public mutating func dismiss() {
        isPresented = false
    }

    /// Runs the dismiss action (the binding's setter calls it when `isPresented` was cleared).
    package func runDismiss() {
        dismissAction()
    }
}
