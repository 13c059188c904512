/// What `refreshable(action:)` puts in the environment, as SwiftUI's `RefreshAction`, read with
/// `@Environment(\.refresh)`: called, it runs the refresh and returns when it is done. A running
/// app runs it when the user asks for a refresh (the `r` key).
public struct RefreshAction: @unchecked Sendable {
    package let action: @Sendable () async -> Void

    /// An action running `action`.
    package init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    /// Runs the refresh.
    public func callAsFunction() async {
        await action()
    }
}

extension EnvironmentValues {
    /// The refresh `refreshable(action:)` sets above the view, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}
