import Inspect

/// `inspect dump`: prints the view tree as a tree, as JSON, or as the standard library's dump.
struct DumpCommand: TreeSubcommand {
    /// `--format`'s values.
    enum Format: String, CaseIterable {
        /// One view per line with its text, tag, id and modifiers.
        case tree
        /// JSON with a schema version.
        case json
        /// The standard library's `dump`.
        case mirror
    }

    /// `--types`' values.
    enum Types: String, CaseIterable {
        /// Type names without generic arguments.
        case short
        /// Type names in full.
        case full
    }

    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "dump",
        abstract: "print the tree (tree, json or mirror format)",
        discussion: """
            Prints the view tree: one view per line with its text, tag, id and modifiers (tree),
            as JSON with a schema version (json), or as the standard library's dump (mirror).
            """)

    /// The output format.
    static let format = Option<Format>(choice: "--format", help: "the output format (default: tree)")
    /// How type names are written.
    static let types = Option<Types>(choice: "--types", help: "type names without generic arguments (default: short), or in full")

    /// The format, the type names, and the root's options.
    static let options: [any CommandOption] = [format, types] + RootOptions.all

    /// The output format.
    var format: Format
    /// How type names are written.
    var types: Types

    /// Reads the format and the type names' style.
    init(parsing arguments: ParsedArguments) throws {
        format = try arguments.value(of: Self.format) ?? .tree
        types = try arguments.value(of: Self.types) ?? .short
    }

    /// The dump of the tree in the chosen format.
    func run(_ context: Context) throws -> Output {
        let typeNames: TypeNameStyle = types == .full ? .full : .short
        switch format {
        case .tree: return Output(text: try context.root.treeDump(typeNames: typeNames))
        case .json: return Output(text: try context.root.jsonDump(typeNames: typeNames) + "\n")
        case .mirror: return Output(text: MirrorDump.string(of: context.tree))
        }
    }
}
