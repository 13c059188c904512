import Script

/// A subcommand's arguments parsed against its declared options: the options' values and
/// flags, and its FILE operands (one or more files or folders; `-` for stdin, alone).
struct ParsedArguments {
    /// The values of the valued options given, by name (`--format`: `json`); the last one wins.
    private var values: [String: String] = [:]
    /// The flags given (`--json`).
    private var flags: Set<String> = []
    /// The files to read, in order (`-` for stdin): the FILE operands, each folder replaced by
    /// its Swift files (``AppFolder``).
    let files: [String]
    /// The FILE operands as given.
    let operands: [String]
    /// The FILE operands as messages name them: joined by spaces.
    var file: String { operands.joined(separator: " ") }
    /// The command's name, for messages.
    private let command: String

    /// Parses `arguments` for `Command`: an option it declares with a placeholder takes the next
    /// argument (or the text after `=`) as its value; anything not starting with `-`, and `-`
    /// itself, is an operand: one or more FILEs, or `-` alone.
    init<Command: Subcommand>(_ arguments: [String], for _: Command.Type) throws {
        let name = Command.configuration.name
        let specs = Command.options
        var operands: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            var option = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch specs.first(where: { $0.name == option }) {
            case let spec? where spec.placeholder != nil:
                guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw Command.failure("option \(option) needs a value", .usage)
                }
                if inline == nil { index += 1 }
                values[option] = value
            case .some where inline == nil:
                flags.insert(option)
            case .some:
                throw Command.failure("option \(option) takes no value", .usage)
            default:
                let hint = Suggestion.nearest(to: option, in: (specs.map(\.name) + ["--help"]).sorted()).map { "; did you mean \($0)?" } ?? ""
                throw Command.failure("unknown option \(option)\(hint)", .usage)
            }
        }
        guard !operands.isEmpty, operands.count == 1 || !operands.contains("-") else {
            let found = operands.isEmpty ? "none" : "- among other files"
            let expected = Command.configuration.operands == CommandConfiguration.files ? "one or more FILEs (or - for stdin)" : Command.configuration.operands
            throw Command.failure("expected \(expected), found \(found)\n\(Help.usage(of: Command.self))", .usage)
        }
        self.operands = operands
        self.files = try AppFolder.expand(operands)
        self.command = name
    }

    /// How `--preview` and `--root` choose the root view.
    func readingOptions() throws -> ViewFile.Options {
        ViewFile.Options(preview: try value(of: RootOptions.preview), root: try value(of: RootOptions.root), folder: AppFolder.folder(of: operands))
    }

    /// The value of `option`, if given; a usage error when its text is not a valid value:
    /// `inspect NAME: --option takes EXPECTED, found 'TEXT'`.
    func value<Value>(of option: Option<Value>) throws -> Value? {
        guard let text = values[option.name] else { return nil }
        guard let value = option.value(text) else {
            throw CommandError(message: "inspect \(command): \(option.name) takes \(option.expected), found '\(text)'", code: .usage)
        }
        return value
    }

    /// Whether `flag` was given.
    func isSet(_ flag: Flag) -> Bool { flags.contains(flag.name) }
}
