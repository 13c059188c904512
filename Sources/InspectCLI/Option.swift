/// An option that takes a value, declared once as a static member of its command: its name,
/// placeholder and help (for the help and the parser), and how its text becomes a value. The
/// command's ``Subcommand/options`` lists it, and its initialiser reads it with
/// ``ParsedArguments/value(of:)``.
///
///     static let count = Option<Int>("--count", placeholder: "N", help: "how many", expected: "a whole number") { Int($0) }
///     static let options: [any CommandOption] = [count]
///     init(parsing arguments: ParsedArguments) throws { count = try arguments.value(of: Self.count) ?? 1 }
struct Option<Value>: CommandOption {
    /// The option's name with its dashes: `--width`.
    let name: String
    /// What the value looks like: `N`.
    let placeholder: String?
    /// One line on what the option does.
    let help: String
    /// What a valid value is, for the usage error when the text is not one: `--width takes
    /// EXPECTED, found 'TEXT'`.
    let expected: String
    /// The value of the option's text, or nil when the text is not a valid value.
    let value: @Sendable (String) -> Value?

    /// An option whose text becomes a value by `value`, nil when the text is not ``expected``.
    init(_ name: String, placeholder: String, help: String, expected: String, value: @escaping @Sendable (String) -> Value?) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.expected = expected
        self.value = value
    }
}

extension Option where Value == String {
    /// An option whose value is its text, such as `--text S`.
    init(_ name: String, placeholder: String, help: String) {
        self.init(name, placeholder: placeholder, help: help, expected: "a value") { $0 }
    }
}

extension Option where Value: CaseIterable & RawRepresentable<String> & Sendable {
    /// An option that takes one of `Value`'s raw values: the placeholder lists them
    /// (`tree|json|mirror`), and a usage error names them (`tree, json or mirror`).
    init(choice name: String, help: String) {
        let names = Value.allCases.map(\.rawValue)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
        self.init(name, placeholder: names.joined(separator: "|"), help: help, expected: list) { Value(rawValue: $0) }
    }
}
