import Builders

/// Menu commands, as SwiftUI's (`commands(content:)` on a scene): a terminal has no menu bar, so
/// commands are kept for tests to read, not shown.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body; reading it is a programming error, as in SwiftUI.
    public var body: Never {
        sceneBodyAccessed(Self.self)
    }
}

/// Builds commands: any number, in order.
@resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// One command.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Several commands.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(value: (repeat each content))
    }
}

/// Several commands.
public struct _TupleCommands<each Content: Commands> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The commands.
    public let value: (repeat each Content)
}

/// No commands.
public struct EmptyCommands {
    /// Primitive: no body.
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// A menu of its own in the menu bar, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The menu's name.
    public let name: String
    /// The menu's items.
    public let content: Content

    /// A menu named `name` holding `content`.
    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }
}

/// Items added to, or replacing, a standard group of the menu bar, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View> {
    /// Primitive: no body.
    public typealias Body = Never
    /// Where the items go, relative to the standard group.
    public enum Position: Sendable, Hashable {
        /// Before the group.
        case before
        /// After the group.
        case after
        /// Instead of the group.
        case replacing
    }

    /// The standard group.
    public let placement: CommandGroupPlacement
    /// Where the items go.
    public let position: Position
    /// The items.
    public let content: Content

    /// Items before a standard group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, position, content) = (group, .before, addition())
    }

    /// Items after a standard group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, position, content) = (group, .after, addition())
    }

    /// Items instead of a standard group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        (placement, position, content) = (group, .replacing, addition())
    }
}

/// A standard group of the menu bar, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable, Hashable {
    /// The group's name.
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// About the app.
    public static let appInfo = CommandGroupPlacement("appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement("appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement("systemServices")
    /// Hiding the app.
    public static let appVisibility = CommandGroupPlacement("appVisibility")
    /// Quitting.
    public static let appTermination = CommandGroupPlacement("appTermination")
    /// New items.
    public static let newItem = CommandGroupPlacement("newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement("saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement("importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement("printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement("undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement("pasteboard")
    /// Editing text.
    public static let textEditing = CommandGroupPlacement("textEditing")
    /// Formatting text.
    public static let textFormatting = CommandGroupPlacement("textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement("toolbar")
    /// The sidebar.
    public static let sidebar = CommandGroupPlacement("sidebar")
    /// The window's size.
    public static let windowSize = CommandGroupPlacement("windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement("windowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement("windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement("help")
}

/// The standard sidebar commands, as SwiftUI's `SidebarCommands`.
public struct SidebarCommands {
    /// Primitive: no body.
    public typealias Body = Never
    /// The standard sidebar commands.
    public init() {}
}

/// The standard toolbar commands, as SwiftUI's `ToolbarCommands`.
public struct ToolbarCommands {
    /// Primitive: no body.
    public typealias Body = Never
    /// The standard toolbar commands.
    public init() {}
}

/// The standard text-editing commands, as SwiftUI's `TextEditingCommands`.
public struct TextEditingCommands {
    /// Primitive: no body.
    public typealias Body = Never
    /// The standard text-editing commands.
    public init() {}
}

// The commands' conformances are declared apart from their types, so that the types are not
// isolated to the main actor as `Commands` is: the result builder and the runtime make and read them
// from code that is not isolated.
extension _TupleCommands: Commands {}
extension EmptyCommands: Commands {}
extension CommandMenu: Commands {}
extension CommandGroup: Commands {}
extension SidebarCommands: Commands {}
extension ToolbarCommands: Commands {}
extension TextEditingCommands: Commands {}
