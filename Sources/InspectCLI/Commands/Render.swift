import Render
import Terminal

/// `inspect render`: draws the tree as terminal text, or as a picture of the terminal's cells.
struct RenderCommand: TreeSubcommand {
    /// `--format`'s values.
    enum Format: String, CaseIterable {
        /// Styled text on a terminal that takes colour, plain text elsewhere.
        case auto
        /// Plain text.
        case text
        /// Text with ANSI styles and colours.
        case ansi
        /// An SVG picture of the cells.
        case svg
        /// An HTML page showing the SVG picture.
        case html
    }

    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "draw the tree as terminal text or as a picture",
        discussion: """
            Draws the tree at N columns (default: the terminal's width, else 80) in the format asked:
            auto (the default) styles the text only on a terminal, never with NO_COLOR or TERM=dumb;
            text is plain; ansi is always styled; svg is a picture of the cells (9 by 18 pixels each,
            xterm's colours, dark text on white); html is a page showing that picture.
            """)

    /// The output format.
    static let format = Option<Format>(choice: "--format", help: "the output format (default: auto)")

    /// The width: a whole number of columns from 1 to the renderer's limit.
    static let width = Option<Int>(
        "--width", placeholder: "N", help: "the width in columns, 1 to \(Renderer.sizeLimit)",
        expected: "a number from 1 to \(Renderer.sizeLimit)"
    ) { text in
        Int(text).flatMap { (1...Renderer.sizeLimit).contains($0) ? $0 : nil }
    }

    /// The width, the format, and the root's options.
    static let options: [any CommandOption] = [width, format] + RootOptions.all

    /// The width asked for, if any.
    var width: Int?
    /// The output format.
    var format: Format

    /// Reads the width and the format.
    init(parsing arguments: ParsedArguments) throws {
        width = try arguments.value(of: Self.width)
        format = try arguments.value(of: Self.format) ?? .auto
    }

    /// The drawing in the chosen format; `auto` styled only on a terminal that takes colour.
    func run(_ context: Context) throws -> Output {
        let columns = width ?? (context.isTerminal ? TerminalSize.columns() ?? 80 : 80)
        let canvas = try Renderer.render(context.root, width: columns).canvas
        var output = Output()
        switch format {
        case .auto:
            let styled = TerminalCapabilities(environment: context.environment, isTerminal: context.isTerminal).isStyled
            output.line(styled ? canvas.styledText : canvas.plainText)
        case .text: output.line(canvas.plainText)
        case .ansi: output.line(canvas.styledText)
        case .svg: output.line(canvas.svg())
        case .html: output.line(canvas.html())
        }
        return output
    }
}
