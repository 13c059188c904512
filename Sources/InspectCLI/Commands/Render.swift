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

    /// `--width`.
    static let options: [OptionSpec] = [
        .valued("--width", placeholder: "N", help: "the width in columns, 1 to \(Renderer.sizeLimit)"),
    ] + OptionSpec.rootOptions

    /// The widths `--width` takes.
    static let widths = 1...Renderer.sizeLimit

    /// The width asked for, if any.
    var width: Int?
    /// `--width` as given, for the message.
    private var widthText = ""

    /// Reads `--width`, which must be a whole number.
    init(parsing arguments: ParsedArguments) throws {
        guard let text = arguments["--width"] else { return }
        guard let width = Int(text) else { throw Self.badWidth(text) }
        self.width = width
        widthText = text
    }

    /// The width must be in ``widths``.
    func validate() throws {
        if let width, !Self.widths.contains(width) { throw Self.badWidth(widthText) }
    }

    /// The usage error for a width that is not a number in ``widths``.
    private static func badWidth(_ text: String) -> CommandError {
        failure("--width takes a number from 1 to \(Renderer.sizeLimit), found '\(text)'", .usage)
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
