/// Where a toolbar item goes, as `ToolbarItem(placement:)` takes it.
public struct ToolbarItemPlacement: Sendable, Hashable, CustomStringConvertible {
    /// The placement's name, such as `navigationBarTrailing`.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The name, as the placement is written after a dot.
    public var description: String { name }

    /// The platform chooses.
    public static let automatic = ToolbarItemPlacement("automatic")
    /// Where navigation controls go (the leading end).
    public static let navigation = ToolbarItemPlacement("navigation")
    /// The most important action.
    public static let primaryAction = ToolbarItemPlacement("primaryAction")
    /// An action that confirms.
    public static let confirmationAction = ToolbarItemPlacement("confirmationAction")
    /// An action that cancels.
    public static let cancellationAction = ToolbarItemPlacement("cancellationAction")
    /// An action that destroys.
    public static let destructiveAction = ToolbarItemPlacement("destructiveAction")
    /// The centre of the bar, where the title goes.
    public static let principal = ToolbarItemPlacement("principal")
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading")
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement("topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement("bottomBar")
    /// Above the software keyboard.
    public static let keyboard = ToolbarItemPlacement("keyboard")
    /// A status area.
    public static let status = ToolbarItemPlacement("status")
}
