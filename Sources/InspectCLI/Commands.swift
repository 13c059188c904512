import Builders
import Foundation
import Inspect
import Render
import Script
import Terminal

/// The subcommands of `inspect`, each with its usage text.
enum Command: String, CaseIterable {
    case dump, tags, find, render, pick, check

    var usage: String {
        switch self {
        case .dump: """
            usage: inspect dump FILE|- [--format tree|json|mirror] [--types short|full]
              Prints the view tree: one view per line with its text, tag, id and modifiers (tree),
              as JSON with a schema version (json), or as the standard library's dump (mirror).
            """
        case .tags: """
            usage: inspect tags FILE|- [--json]
              Prints the (text, tag) pairs a picker would use: the content of the first picker
              in the tree, or else the root's view list.
            """
        case .find: """
            usage: inspect find FILE|- (--text S | --tag V | --id V | --type T)
              Prints the path of every matching view, one per line; exits 1 when none matches.
            """
        case .render: """
            usage: inspect render FILE|- [--width N]
              Draws the tree as terminal text at N columns (default: the terminal's width, else 80).
              Colours only on a terminal, and never with NO_COLOR or TERM=dumb.
            """
        case .pick: """
            usage: inspect pick FILE|-
              Runs the first segmented picker of the tree in the terminal: ←/→, h/l or Tab move,
              Enter or Space chooses, q or Esc cancels. Prints the chosen tag; exits 1 when cancelled.
            """
        case .check: """
            usage: inspect check FILE|-
              Reads and builds the view code only; prints "FILE: ok".
            """
        }
    }
}

/// What the command writes to stdout, written only when the command succeeds.
struct Output {
    var text = ""
    mutating func line(_ string: String) { text += string + "\n" }
}

enum Commands {
    static let version = "inspect 0.1.0"

    static let overview = """
        usage: inspect <command> FILE|- [options]

        Reads view code (SwiftUI's result-builder syntax) from FILE, or stdin for -, builds the
        same typed tree compiled code builds, and shows what is inside it.

        commands:
          dump     print the tree (tree, json or mirror format)
          tags     print the (text, tag) pairs a picker would use
          find     print the paths of matching views
          render   draw the tree as terminal text
          pick     choose a segment of the tree's picker interactively
          check    read and build only

        options:
          --help      show help (also after a command)
          --version   show the version

        exit status: 0 success, 1 nothing found or pick cancelled, 64 bad usage,
        65 bad input, 66 missing or unreadable file
        """

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
        guard let command = Command(rawValue: first) else {
            let hint = Suggestion.nearest(to: first, in: Command.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandError(message: "inspect: unknown command '\(first)'\(hint)\n\(overview)", code: .usage)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            output.line(command.usage)
            return output
        }
        let options: Options
        switch command {
        case .dump: options = try Options(rest, valued: ["--format", "--types"], flags: [], command: command.rawValue)
        case .tags: options = try Options(rest, valued: [], flags: ["--json"], command: command.rawValue)
        case .find: options = try Options(rest, valued: ["--text", "--tag", "--id", "--type"], flags: [], command: command.rawValue)
        case .render: options = try Options(rest, valued: ["--width"], flags: [], command: command.rawValue)
        case .pick, .check: options = try Options(rest, valued: [], flags: [], command: command.rawValue)
        }
        guard options.operands.count == 1, let file = options.operands.first else {
            throw CommandError(message: "inspect \(command.rawValue): expected one FILE (or - for stdin), found \(options.operands.count)\n\(command.usage)", code: .usage)
        }
        try validate(command, options)
        let tree = try read(file, stdin: stdin)
        let root = inspect(tree)
        do {
            switch command {
            case .check:
                output.line("\(file): ok")
            case .dump:
                output.text = try dump(tree, root, options)
            case .tags:
                output.text = try tags(root, json: options.has("--json"))
            case .find:
                let paths = try find(root, options)
                guard !paths.isEmpty else { throw CommandError(message: "inspect find: no view matches", code: .failure) }
                for path in paths { output.line(path) }
            case .render:
                let width = try options["--width"].map(parseWidth) ?? (isTerminal ? TerminalSize.columns() ?? 80 : 80)
                let screen = try Renderer.render(root, width: width)
                let styled = TerminalCapabilities(environment: environment, isTerminal: isTerminal).isStyled
                output.line(styled ? screen.canvas.styledText : screen.canvas.plainText)
            case .pick:
                output.text = try Pick.run(root, file: file)
            }
        } catch let error as InspectionError {
            throw CommandError(message: "inspect \(command.rawValue): \(file): \(error)", code: .dataError)
        } catch let error as RenderError {
            throw CommandError(message: "inspect \(command.rawValue): \(file): \(error)", code: .dataError)
        }
        return output
    }

    private static func validate(_ command: Command, _ options: Options) throws {
        switch command {
        case .dump:
            if let format = options["--format"], !["tree", "json", "mirror"].contains(format) {
                throw CommandError(message: "inspect dump: --format takes tree, json or mirror, found '\(format)'", code: .usage)
            }
            if let types = options["--types"], !["short", "full"].contains(types) {
                throw CommandError(message: "inspect dump: --types takes short or full, found '\(types)'", code: .usage)
            }
        case .find:
            let given = ["--text", "--tag", "--id", "--type"].filter { options[$0] != nil }
            guard given.count == 1 else {
                throw CommandError(message: "inspect find: expected exactly one of --text, --tag, --id, --type, found \(given.count)\n\(command.usage)", code: .usage)
            }
        case .render:
            if let width = options["--width"] { _ = try parseWidth(width) }
        default:
            break
        }
    }

    private static func parseWidth(_ text: String) throws -> Int {
        guard let width = Int(text), (1...Renderer.sizeLimit).contains(width) else {
            throw CommandError(message: "inspect render: --width takes a number from 1 to \(Renderer.sizeLimit), found '\(text)'", code: .usage)
        }
        return width
    }

    /// Reads and builds the file (stdin for `-`).
    static func read(_ file: String, stdin: () -> Data?) throws -> any View {
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
        guard data.count <= ViewFile.sizeLimit else {
            throw CommandError(message: "inspect: \(file): the file is larger than \(ViewFile.sizeLimit >> 20) MB", code: .dataError)
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw CommandError(message: "inspect: \(file): the file is not UTF-8 text", code: .dataError)
        }
        do {
            return try ViewFile.build(source: source, file: file)
        } catch let error as ScriptError {
            throw CommandError(message: error.description, code: .dataError)
        }
    }

    private static func dump(_ tree: any View, _ root: InspectableView, _ options: Options) throws -> String {
        let types: TypeNameStyle = options["--types"] == "full" ? .full : .short
        switch options["--format"] ?? "tree" {
        case "json": return try root.jsonDump(typeNames: types) + "\n"
        case "mirror": return MirrorDump.string(of: tree)
        default: return try root.treeDump(typeNames: types)
        }
    }

    /// The items a picker would use: the first picker's content, or the root's view list.
    static func pickerItems(_ root: InspectableView) throws -> [TaggedItem<AnyHashable>] {
        let picker = try? root.find { $0.kind == .custom && ["SegmentedPicker", "Picker"].contains($0.typeName) }
        if let picker, let content = Mirror(reflecting: picker.erasedValue).descendant("content") {
            return try inspect(content).taggedItems(of: AnyHashable.self)
        }
        return try root.taggedItems(of: AnyHashable.self)
    }

    private static func tags(_ root: InspectableView, json: Bool) throws -> String {
        let items = try pickerItems(root)
        let rows: [(text: String, tag: String, type: String, raw: AnyHashable?)] = items.map { item in
            switch item.tag {
            case .value(let tag): (item.text ?? "", String(describing: tag.base), "AnyHashable", tag)
            case .otherType(let tag, let type): (item.text ?? "", String(describing: tag.base), type, tag)
            case .untagged: (item.text ?? "", "", "", nil)
            }
        }
        if json {
            let entries = rows.enumerated().map { index, row in
                var entry = "{\"index\":\(index),\"text\":\(JSON.string(row.text))"
                if let raw = row.raw {
                    entry += ",\"tag\":\(JSON.value(raw.base)),\"tagType\":\(JSON.string(row.type))"
                }
                return entry + "}"
            }
            return "{\"schema\":\"view-inspection/tags\",\"version\":1,\"items\":[" + entries.joined(separator: ",") + "]}\n"
        }
        // Columns line up to 40 characters, so one long text cannot pad every row; nothing is cut.
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        let indexWidth = String(max(0, rows.count - 1)).count + 2
        let textWidth = min(40, max(4, rows.map(\.text.count).max() ?? 0))
        let tagWidth = min(40, max(3, rows.map(\.tag.count).max() ?? 0))
        var table = pad("#", indexWidth) + pad("text", textWidth) + "  " + pad("tag", tagWidth) + "  type\n"
        for (index, row) in rows.enumerated() {
            let tag = row.raw == nil ? "(untagged)" : row.tag
            var line = pad(String(index), indexWidth) + pad(row.text, textWidth) + "  " + pad(tag, tagWidth) + "  " + row.type
            while line.hasSuffix(" ") { line.removeLast() }
            table += line + "\n"
        }
        return table
    }

    private static func find(_ root: InspectableView, _ options: Options) throws -> [String] {
        let matches: [InspectableView]
        if let text = options["--text"] {
            matches = try root.findAll { $0.kind == .text && (try? $0.string()) == text }
        } else if let tag = options["--tag"] {
            matches = try root.findAll { view in (try? view.tag()).map { matchesValue($0, tag) } ?? false }
        } else if let id = options["--id"] {
            matches = try root.findAll { view in (try? view.id()).map { matchesValue($0, id) } ?? false }
        } else if let type = options["--type"] {
            matches = try root.findAll { $0.typeName == type || $0.fullTypeName == type || $0.kind.typeName == type }
        } else {
            matches = []
        }
        return matches.map(\.pathToRoot)
    }

    /// A tag or id matches its description: `1` for 1, `a` or `"a"` for "a".
    private static func matchesValue(_ value: AnyHashable, _ text: String) -> Bool {
        let description = String(describing: value.base)
        return description == text || String(reflecting: value.base) == text
    }
}
