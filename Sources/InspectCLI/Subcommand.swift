import Builders
import Inspect
import Script

/// One subcommand of `inspect` as a type that declares its name, help, options, validation and
/// run, the shape swift-argument-parser gives `ParsableCommand`. ``Commands`` parses the
/// arguments against ``options``, creates the command with ``init(parsing:)``, calls
/// ``validate()``, reads FILE, and calls ``run(_:)``; its help and the overview are made from
/// these declarations (``Help``). A command that inspects the tree the reader builds is a
/// ``TreeSubcommand``; one that reads the files its own way (`inspect run`) runs on them as read.
protocol Subcommand {
    /// The name, the overview's line, and the help text.
    static var configuration: CommandConfiguration { get }
    /// The options the command takes, besides its FILE and `--help`.
    static var options: [any CommandOption] { get }
    /// Reads the command's options from parsed arguments; throws a usage error for a value of the wrong form.
    init(parsing arguments: ParsedArguments) throws
    /// Checks the options together, before FILE is read; throws a usage error.
    func validate() throws
    /// Runs the command on the files as read, returning what it writes to stdout.
    func run(_ input: Input) throws -> Output
}

/// A subcommand that runs on the tree the reader builds from its files, built before it runs,
/// so that a read error is reported before anything else the command checks.
protocol TreeSubcommand: Subcommand {
    /// Runs the command on the built tree, returning what it writes to stdout.
    func run(_ context: Context) throws -> Output
}

extension TreeSubcommand {
    /// Builds the tree of the files, then runs on it.
    func run(_ input: Input) throws -> Output {
        let tree = try Commands.build(input.sources, options: input.options)
        return try run(Context(input: input, tree: tree, root: inspect(tree)))
    }
}

extension Subcommand {
    /// No options by default.
    static var options: [any CommandOption] { [] }

    /// Nothing to check by default.
    func validate() throws {}

    /// A failure of this command: `inspect NAME: MESSAGE` with `code`.
    static func failure(_ message: String, _ code: ExitCode) -> CommandError {
        CommandError(message: "inspect \(configuration.name): \(message)", code: code)
    }
}

/// What a subcommand says about itself.
struct CommandConfiguration {
    /// The name typed after `inspect`.
    var name: String
    /// One line for the overview's list of commands.
    var abstract: String
    /// What the command reads, as the synopsis names it after the command's name.
    var operands = Self.files

    /// The operands of a command that reads view files: one or more, or `-` for stdin.
    static let files = "FILE...|-"
    /// The synopsis after `inspect NAME OPERANDS`, when the one made from the options is not
    /// enough (required or exclusive options); nil to make it from the options.
    var usage: String? = nil
    /// What the command does, a few lines shown under the synopsis.
    var discussion: String
}

/// What a subcommand runs on: the files it read and where the output goes.
struct Input {
    /// FILE as given (`-` for stdin); several files joined by spaces.
    var file: String
    /// The FILE operands as given.
    var files: [String] = []
    /// The files' texts, as read.
    var sources: [ViewFile.Source] = []
    /// How the root is chosen (`--preview`, `--root`).
    var options = ViewFile.Options()
    /// Whether stdout is a terminal.
    var isTerminal: Bool
    /// The environment, for NO_COLOR and TERM.
    var environment: [String: String]
}

/// What a ``TreeSubcommand`` runs on: its input and the tree the reader built from it; the
/// input's properties read as the context's own (`context.file`).
@dynamicMemberLookup
struct Context {
    /// The files read and where the output goes.
    var input: Input
    /// The tree the reader built.
    var tree: any View
    /// The tree, inspectable.
    var root: InspectableView

    /// A property of ``input``.
    subscript<Value>(dynamicMember keyPath: KeyPath<Input, Value>) -> Value {
        input[keyPath: keyPath]
    }
}

/// What the command writes to stdout, written only when the command succeeds.
struct Output {
    /// The text, with its final newline.
    var text = ""

    /// Appends `string` and a newline.
    mutating func line(_ string: String) { text += string + "\n" }
}
