/// The purpose of a button, as SwiftUI's `ButtonRole`: `.destructive` for a button that
/// deletes data, `.cancel` for one that dismisses without acting. A button with no role
/// (`nil`) is an ordinary action.
public struct ButtonRole: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The roles SwiftUI names.
    enum Role: String, Sendable {
        case destructive, cancel, confirm, close
    }

    let role: Role

    /// A button that deletes user data or performs an irreversible action.
    public static let destructive = ButtonRole(role: .destructive)
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(role: .cancel)
    /// A button that confirms the current operation.
    public static let confirm = ButtonRole(role: .confirm)
    /// A button that closes the current view.
    public static let close = ButtonRole(role: .close)

    /// The role's name: `destructive`.
    public var description: String { role.rawValue }
}
