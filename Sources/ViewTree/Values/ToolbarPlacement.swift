/// A bar that `toolbar(_:for:)`, `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`
/// set, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable, CustomStringConvertible {
    /// The bar's name, as written after a dot.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The name, as written after a dot.
    public var description: String { name }

    /// The platform chooses the bar.
    public static let automatic = ToolbarPlacement("automatic")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement("bottomBar")
    /// The navigation bar, where the title and toolbar lines are drawn.
    public static let navigationBar = ToolbarPlacement("navigationBar")
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement("tabBar")
    /// A window's toolbar.
    public static let windowToolbar = ToolbarPlacement("windowToolbar")
}
