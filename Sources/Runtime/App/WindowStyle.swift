/// How a window is framed, as SwiftUI's `WindowStyle`: a terminal draws no frame or title bar.
public protocol WindowStyle {}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// A window with a title bar.
    public init() {}
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// A window without a title bar.
    public init() {}
}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window without a title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// How a window may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable, Hashable {
    private let rule: String

    /// The platform's rule.
    public static let automatic = WindowResizability(rule: "automatic")
    /// Sized by the content's size.
    public static let contentSize = WindowResizability(rule: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(rule: "contentMinSize")
}
