// MARK: The settings of a presented sheet (its detents, drag indicator, and whether it may be
// swiped away), of the toolbar's role and of the status bar, written as preferences for the
// presentation or window around the view. A terminal draws a sheet over the whole screen (Esc
// dismisses it whatever these say) and has no status bar: the values are recorded.

extension View {
    /// Sets the heights the sheet the view is in may rest at.
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PreferenceWritingModifier<PresentationDetentsKey>> {
        modifier(_PreferenceWritingModifier(value: detents))
    }

    /// Shows or hides the drag indicator of the sheet the view is in.
    public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _PreferenceWritingModifier<PresentationDragIndicatorKey>> {
        modifier(_PreferenceWritingModifier(value: visibility))
    }

    /// Keeps the sheet the view is in from being swiped away while `isDisabled`.
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _PreferenceWritingModifier<InteractiveDismissDisabledKey>> {
        modifier(_PreferenceWritingModifier(value: isDisabled))
    }

    /// Sets the role of the view's toolbar.
    public nonisolated func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _PreferenceWritingModifier<ToolbarRoleKey>> {
        modifier(_PreferenceWritingModifier(value: role))
    }

    /// Hides (or shows) the status bar while the view is shown.
    public nonisolated func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, TransactionalPreferenceModifier<Bool, StatusBarKey>> {
        modifier(TransactionalPreferenceModifier(value: hidden))
    }

    /// Hides or shows the status bar while the view is shown (SwiftUI's older spelling of
    /// `statusBarHidden(_:)`, writing the same preference).
    public nonisolated func statusBar(hidden: Bool) -> ModifiedContent<Self, TransactionalPreferenceModifier<Bool, StatusBarKey>> {
        modifier(TransactionalPreferenceModifier(value: hidden))
    }
}

extension TransactionalPreferenceModifier: ViewModifier, _PrimitiveModifier {}
