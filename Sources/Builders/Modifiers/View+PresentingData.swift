// Alerts and confirmation dialogs presenting a value: their actions and message are made from
// the value, and they are shown only while `isPresented` is true and the value is not nil, as in
// SwiftUI. Without a value their actions and message are nil, and the dialog is never shown.

extension View {
    /// Presents an alert whose actions are made from `data`, while `isPresented` is true and
    /// `data` is not nil.
    public nonisolated func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, AlertModifier<A?, EmptyView>> {
        modifier(AlertModifier(title: title, isPresented: Self.presenting(data, isPresented), actions: data.map(actions), message: EmptyView()))
    }

    /// Presents an alert titled by a localized key, whose actions are made from `data`.
    public nonisolated func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, AlertModifier<A?, EmptyView>> {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled by a string, shown verbatim, whose actions are made from `data`.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, AlertModifier<A?, EmptyView>> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert whose actions and message are made from `data`, while `isPresented` is
    /// true and `data` is not nil.
    public nonisolated func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, AlertModifier<A?, M?>> {
        modifier(AlertModifier(
            title: title, isPresented: Self.presenting(data, isPresented), actions: data.map(actions), message: data.map(message)))
    }

    /// Presents an alert titled by a localized key, whose actions and message are made from `data`.
    public nonisolated func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, AlertModifier<A?, M?>> {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert titled by a string, shown verbatim, whose actions and message are made from `data`.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, AlertModifier<A?, M?>> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents a dialog whose actions are made from `data`, while `isPresented` is true and
    /// `data` is not nil.
    public nonisolated func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, EmptyView>> {
        modifier(ConfirmationDialogModifier(
            title: title, titleVisibility: titleVisibility, isPresented: Self.presenting(data, isPresented),
            actions: data.map(actions), message: EmptyView()))
    }

    /// Presents a dialog titled by a localized key, whose actions are made from `data`.
    public nonisolated func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, EmptyView>> {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Presents a dialog titled by a string, shown verbatim, whose actions are made from `data`.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, EmptyView>> {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Presents a dialog whose actions and message are made from `data`, while `isPresented` is
    /// true and `data` is not nil.
    public nonisolated func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, M?>> {
        modifier(ConfirmationDialogModifier(
            title: title, titleVisibility: titleVisibility, isPresented: Self.presenting(data, isPresented),
            actions: data.map(actions), message: data.map(message)))
    }

    /// Presents a dialog titled by a localized key, whose actions and message are made from `data`.
    public nonisolated func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, M?>> {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// Presents a dialog titled by a string, shown verbatim, whose actions and message are made from `data`.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedContent<Self, ConfirmationDialogModifier<A?, M?>> {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
    }

    /// The binding showing a dialog that presents `data`: true only while `isPresented` is true and
    /// there is a value; dismissing the dialog sets `isPresented` false.
    private nonisolated static func presenting<T>(_ data: T?, _ isPresented: Binding<Bool>) -> Binding<Bool> {
        let hasData = data != nil
        return Binding(get: { hasData && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }
}
