import Script

/// `--preview` and `--root`: how the root view of the files is chosen. Every command that
/// reads view files declares them (``all``); ``ParsedArguments/readingOptions()`` reads them.
enum RootOptions {
    /// A preview by its name, or by its number from 1.
    static let preview = Option<PreviewChoice>(
        "--preview", placeholder: "NAME|INDEX", help: "the #Preview named NAME, or the INDEXth from 1 (default: the first)",
        expected: "a name or a number from 1"
    ) { text in
        guard let number = Int(text) else { return .name(text) }
        return number >= 1 ? .index(number) : nil
    }

    /// The root written as view code.
    static let root = Option<String>("--root", placeholder: "EXPR", help: #"the root view, written as view code: 'ContentView(title: "x")'"#)

    /// Both, in the help's order.
    static let all: [any CommandOption] = [preview, root]
}
