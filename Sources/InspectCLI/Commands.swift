import Builders
import Foundation
import Inspect
import Render
import Script

/// The `inspect` command: finds the subcommand, parses, validates, reads FILE and runs.
enum Commands {
    /// What `inspect --version` prints.
    static let version = "inspect 0.1.0"

    /// Every subcommand, in the overview's order: adding a subcommand is adding its file
    /// (under Commands/) and a line here.
    static var all: [any Subcommand.Type] {
        [
            DumpCommand.self,
            TagsCommand.self,
            FindCommand.self,
            RenderCommand.self,
            PickCommand.self,
            CheckCommand.self,
            RunCommand.self,
            SnapshotCommand.self,
        ]
    }

    /// `inspect --help`, made from ``all``.
    static var overview: String { Help.overview(all) }

    /// Runs `arguments` (without the program name), returning stdout's text.
    static func run(_ arguments: [String], stdin: () -> Data?, isTerminal: Bool, environment: [String: String]) throws -> Output {
        var output = Output()
        guard let first = arguments.first else {
            throw CommandError(message: overview, code: .usage)
        }
        if first == "--help" || first == "-h" || first == "help" {
            output.line(overview)
            return output
        }
        if first == "--version" {
            output.line(version)
            return output
        }
        guard let command = all.first(where: { $0.configuration.name == first }) else {
            let hint = Suggestion.nearest(to: first, in: all.map { $0.configuration.name }).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandError(message: "inspect: unknown command '\(first)'\(hint)\n\(overview)", code: .usage)
        }
        return try command.main(Array(arguments.dropFirst()), stdin: stdin, isTerminal: isTerminal, environment: environment)
    }

    /// Reads and builds the files (stdin for `-`) as one module, the root chosen by `options`.
    /// The reader checks each file's size and encoding: one byte past its limit is read, so
    /// that it can tell a larger file without reading all of it.
    static func read(_ files: [String], options: ViewFile.Options = ViewFile.Options(), stdin: () -> Data?) throws -> any View {
        try build(try sources(files, stdin: stdin), options: options)
    }

    /// The files' texts (stdin for `-`), each checked for size and encoding.
    static func sources(_ files: [String], stdin: () -> Data?) throws -> [ViewFile.Source] {
        var sources: [ViewFile.Source] = []
        for file in files {
            let data: Data
            if file == "-" {
                guard let input = stdin() else { throw CommandError(message: "inspect: cannot read standard input", code: .noInput) }
                data = input
            } else {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                    throw CommandError(message: "inspect: \(file): no such file", code: .noInput)
                }
                guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: file),
                      let contents = try? handle.read(upToCount: ViewFileLimits.readLimit) ?? Data()
                else {
                    throw CommandError(message: "inspect: \(file): cannot read the file", code: .noInput)
                }
                try? handle.close()
                data = contents
            }
            do {
                sources.append(try ViewFile.source(utf8: data, file: file))
            } catch let error as ScriptError {
                throw CommandError(message: "inspect: \(file): \(error.message)", code: .dataError)
            }
        }
        return sources
    }

    /// The root view of `sources` read as one module, the root chosen by `options`.
    static func build(_ sources: [ViewFile.Source], options: ViewFile.Options) throws -> any View {
        do {
            return try ViewFile.build(files: sources, options: options)
        } catch let error as ScriptError {
            throw readFailure(error)
        }
    }

    /// The command's error for a reading that failed: the reader's message, with FILE:LINE:COLUMN
    /// and the line for a problem in the code; `inspect: FILE: MESSAGE` for a problem with the
    /// whole file, which has no line to show.
    static func readFailure(_ error: ScriptError) -> CommandError {
        let message = error.kind == .code ? error.description : "inspect: \(error.file): \(error.message)"
        return CommandError(message: message, code: .dataError)
    }
}

extension Subcommand {
    /// Runs the command on the arguments after its name: its help, or parse, validate, read
    /// FILE and run (a ``TreeSubcommand`` builds its tree first). An inspection or rendering
    /// error is bad input (65).
    static func main(_ arguments: [String], stdin: () -> Data?, isTerminal: Bool, environment: [String: String]) throws -> Output {
        if arguments.contains("--help") || arguments.contains("-h") {
            var output = Output()
            output.line(Help.help(of: Self.self))
            return output
        }
        let parsed = try ParsedArguments(arguments, for: Self.self)
        let command = try Self(parsing: parsed)
        try command.validate()
        let file = parsed.file
        let input = Input(file: file, files: parsed.files, sources: try Commands.sources(parsed.files, stdin: stdin),
                          options: try parsed.readingOptions(), isTerminal: isTerminal, environment: environment)
        do {
            return try command.run(input)
        } catch let error as InspectionError {
            throw failure("\(file): \(error)", .dataError)
        } catch let error as RenderError {
            throw failure("\(file): \(error)", .dataError)
        }
    }
}
