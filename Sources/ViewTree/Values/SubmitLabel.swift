/// The word the return key of a text field's keyboard shows, as `submitLabel(_:)` takes it
/// (SwiftUI's `SubmitLabel`); recorded, a terminal's Enter submits whatever it says.
public struct SubmitLabel: Sendable, Hashable, CustomStringConvertible {
    /// The label's name, as written after a dot.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The name, as written after a dot.
    public var description: String { name }

    /// "Done".
    public static let done = SubmitLabel("done")
    /// "Go".
    public static let go = SubmitLabel("go")
    /// "Send".
    public static let send = SubmitLabel("send")
    /// "Join".
    public static let join = SubmitLabel("join")
    /// "Route".
    public static let route = SubmitLabel("route")
    /// "Search".
    public static let search = SubmitLabel("search")
    /// "Return".
    public static let `return` = SubmitLabel("return")
    /// "Next".
    public static let next = SubmitLabel("next")
    /// "Continue".
    public static let `continue` = SubmitLabel("continue")
}
