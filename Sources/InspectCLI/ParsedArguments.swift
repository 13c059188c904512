import Script

/// A subcommand's arguments parsed against its declared options: the options' values and
/// flags, and its FILE operands (one or more; `-` for stdin, alone).
struct ParsedArguments {
    /// The values of the valued options given, by name (`--format`: `json`); the last one wins.
    private(set) var values: [String: String] = [:]
    /// The flags given (`--json`).
    private(set) var flags: Set<String> = []
    /// The FILE operands, in order (`-` for stdin).
    let files: [String]
    /// The FILE operands as messages name them: joined by spaces.
    var file: String { files.joined(separator: " ") }
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
            throw Command.failure("expected one or more FILEs (or - for stdin), found \(found)\n\(Help.usage(of: Command.self))", .usage)
        }
        self.files = operands
        self.command = name
    }

    /// How `--preview` and `--root` choose the root view.
    func readingOptions() throws -> ViewFile.Options {
        var options = ViewFile.Options(root: values["--root"])
        if let preview = values["--preview"] {
            if let number = Int(preview) {
                guard number >= 1 else {
                    throw CommandError(message: "inspect \(command): --preview takes a name or a number from 1, found '\(preview)'", code: .usage)
                }
                options.preview = .index(number)
            } else {
                options.preview = .name(preview)
            }
        }
        return options
    }

    /// The value of the valued option `name`, if given.
    subscript(_ name: String) -> String? { values[name] }

    /// Whether the flag `name` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of `name` as one of `Choice`'s cases, if given; a usage error names the choices.
    func choice<Choice: CaseIterable & RawRepresentable<String>>(_ name: String, as _: Choice.Type) throws -> Choice? {
        guard let text = values[name] else { return nil }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
            throw CommandError(message: "inspect \(command): \(name) takes \(list), found '\(text)'", code: .usage)
        }
        return choice
    }
}
