import Script

/// A command's arguments: its options (`--format json`, `--json`) and its operands.
struct Options {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var operands: [String] = []

    /// Parses `arguments`; options named in `valued` take the next argument as their value.
    init(_ arguments: [String], valued: Set<String>, flags allowed: Set<String>, command: String) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if valued.contains(name) {
                guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw CommandError(message: "inspect \(command): option \(name) needs a value", code: .usage)
                }
                if inline == nil { index += 1 }
                values[name] = value
            } else if allowed.contains(name), inline == nil {
                flags.insert(name)
            } else {
                let known = (valued.union(allowed)).sorted()
                let hint = Suggestion.nearest(to: name, in: known).map { "; did you mean \($0)?" } ?? ""
                throw CommandError(message: "inspect \(command): unknown option \(name)\(hint)", code: .usage)
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
