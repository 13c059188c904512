/// What the help and the parser know of an option a subcommand takes: its name, its
/// placeholder (nil for a flag) and its help. An ``Option`` or a ``Flag`` declares it once.
protocol CommandOption: Sendable {
    /// The option's name with its dashes: `--format`.
    var name: String { get }
    /// For an option that takes a value, what the value looks like (`N`, `tree|json|mirror`);
    /// nil for a flag.
    var placeholder: String? { get }
    /// One line on what the option does.
    var help: String { get }
}

extension CommandOption {
    /// `--name PLACEHOLDER`, or `--name` for a flag.
    var synopsis: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }
}
