/// The role of a view's toolbar, as `toolbarRole(_:)` sets it (recorded: a terminal draws a
/// toolbar one way).
public struct ToolbarRole: Sendable, Hashable, CustomStringConvertible {
    /// The role's name.
    package let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// The platform chooses.
    public static let automatic = ToolbarRole("automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole("navigationStack")
    /// A browser's toolbar.
    public static let browser = ToolbarRole("browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole("editor")

    /// The role's name, such as `editor`.
    public var description: String { name }
}
