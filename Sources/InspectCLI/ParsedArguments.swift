import Script

/// A subcommand's arguments parsed against its declared options: the options' values and
/// flags, and its one FILE operand.
struct ParsedArguments {
    /// The values of the valued options given, by name (`--format`: `json`); the last one wins.
    private(set) var values: [String: String] = [:]
    /// The flags given (`--json`).
    private(set) var flags: Set<String> = []
    /// The FILE operand (`-` for stdin).
    let file: String
    /// The command's name, for messages.
    private let command: String

    /// Parses `arguments` for `Command`: an option it declares with a placeholder takes the next
    /// argument (or the text after `=`) as its value; anything not starting with `-`, and `-`
    /// itself, is an operand, and there must be exactly one.
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
        guard operands.count == 1, let file = operands.first else {
            throw Command.failure("expected one FILE (or - for stdin), found \(operands.count)\n\(Help.usage(of: Command.self))", .usage)
        }
        self.file = file
        self.command = name
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
