/// A flag, such as `--json`, declared once as a static member of its command: its name and
/// help. The command's ``Subcommand/options`` lists it, and its initialiser reads it with
/// ``ParsedArguments/isSet(_:)``.
struct Flag: CommandOption {
    /// The flag's name with its dashes: `--json`.
    let name: String
    /// One line on what the flag does.
    let help: String

    /// A flag takes no value.
    var placeholder: String? { nil }

    /// A flag named `name`.
    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
