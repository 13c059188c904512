/// The help texts, made from the subcommands' declarations: `inspect --help` from
/// ``Commands/all``, and `inspect NAME --help` from the command's configuration and options.
enum Help {
    /// `usage: inspect NAME OPERANDS SYNOPSIS` (OPERANDS: `FILE...|-` unless the command says),
    /// with the synopsis made from the options (`[--format tree|json|mirror]`, `[--json]`) unless
    /// the command gives its own.
    static func synopsis<Command: Subcommand>(of _: Command.Type) -> String {
        let configuration = Command.configuration
        let made = Command.options.map { "[\($0.synopsis)]" }.joined(separator: " ")
        let rest = configuration.usage.map { ([$0] + RootOptions.all.map { "[\($0.synopsis)]" }).joined(separator: " ") } ?? made
        return "usage: inspect \(configuration.name) \(configuration.operands)" + (rest.isEmpty ? "" : " " + rest)
    }

    /// The synopsis and the discussion under it: what a usage error shows.
    static func usage<Command: Subcommand>(of command: Command.Type) -> String {
        let discussion = Command.configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
        return ([synopsis(of: command)] + discussion.map { "  " + $0 }).joined(separator: "\n")
    }

    /// `inspect NAME --help`: the usage, then every option with its help.
    static func help<Command: Subcommand>(of command: Command.Type) -> String {
        let rows = Command.options.map { ($0.synopsis, $0.help) } + [("-h, --help", "show this help")]
        return usage(of: command) + "\n\noptions:\n" + table(rows)
    }

    /// `inspect --help`: what the command does, every subcommand with its abstract, the
    /// options, and the exit statuses.
    static func overview(_ commands: [any Subcommand.Type]) -> String {
        let exitStatuses = ExitCode.allCases.map { "\($0.rawValue) \($0.summary)" }
        return """
            usage: inspect <command> FILE...|- [options]

            Reads SwiftUI view files or an app's folder (read together, as one module), or stdin
            for -, builds the same typed tree compiled code builds from the app's window, the
            file's #Preview (or --root), and shows what is inside it.

            commands:
            \(table(commands.map { ($0.configuration.name, $0.configuration.abstract) }))

            options:
            \(table([("--help", "show help (also after a command)"), ("--version", "show the version")]))

            \(wrap(exitStatuses, prefix: "exit status:", width: 92))
            """
    }

    /// Two columns, indented by 2, the second starting 3 spaces after the longest first.
    static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, text in
            "  " + name + String(repeating: " ", count: width - name.count + 3) + text
        }.joined(separator: "\n")
    }

    /// `prefix` and `items` joined by commas, broken into lines of at most `width` characters
    /// between items only, so that no item is split (a longer item stays whole).
    static func wrap(_ items: [String], prefix: String, width: Int) -> String {
        var lines: [String] = []
        var line = prefix
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            if line != prefix, line.count + 1 + piece.count > width {
                lines.append(line)
                line = piece
            } else {
                line += (line.isEmpty ? "" : " ") + piece
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
