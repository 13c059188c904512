import Render
import Terminal

/// `inspect render`: draws the tree as terminal text.
struct RenderCommand: TreeSubcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "draw the tree as terminal text",
        discussion: """
            Draws the tree as terminal text at N columns (default: the terminal's width, else 80).
            Colours only on a terminal, and never with NO_COLOR or TERM=dumb.
            """)

    /// The width: a whole number of columns from 1 to the renderer's limit.
    static let width = Option<Int>(
        "--width", placeholder: "N", help: "the width in columns, 1 to \(Renderer.sizeLimit)",
        expected: "a number from 1 to \(Renderer.sizeLimit)"
    ) { text in
        Int(text).flatMap { (1...Renderer.sizeLimit).contains($0) ? $0 : nil }
    }

    /// The width, and the root's options.
    static let options: [any CommandOption] = [width] + RootOptions.all

    /// The width asked for, if any.
    var width: Int?

    /// Reads the width.
    init(parsing arguments: ParsedArguments) throws {
        width = try arguments.value(of: Self.width)
    }

    /// The drawing, styled only on a terminal that takes colour.
    func run(_ context: Context) throws -> Output {
        let columns = width ?? (context.isTerminal ? TerminalSize.columns() ?? 80 : 80)
        let screen = try Renderer.render(context.root, width: columns)
        let styled = TerminalCapabilities(environment: context.environment, isTerminal: context.isTerminal).isStyled
        var output = Output()
        output.line(styled ? screen.canvas.styledText : screen.canvas.plainText)
        return output
    }
}
