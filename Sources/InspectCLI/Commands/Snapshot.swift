import Builders
import Foundation
import Inspect
import Render
import Script
import SnapshotReferences

/// `inspect snapshot`: draws every preview of the Swift files under a folder into reference
/// files beside them, or checks the drawings against the references (`--check`), as snapshot
/// tests do without a test target.
struct SnapshotCommand: Subcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "snapshot",
        abstract: "write the previews' drawings as reference files, or check them",
        operands: "DIR",
        discussion: """
            Draws every #Preview and PreviewProvider of each Swift file under DIR (each file read on
            its own; a file without previews: its root, as render draws it) at N columns, default 80,
            into DIR/__Snapshots__/PATH/NAME.txt: PATH is the file's path under DIR without .swift,
            NAME the preview's name, preview-N for the Nth #Preview without one, the provider's type
            name, or root. Writes the references that changed and prints them. With --check, writes
            nothing and fails (exit 1) when a drawing differs from its reference or has none, showing
            the rows that differ. A file that cannot be read or drawn (exit 65), or a reference that
            cannot be read (exit 66), fails the run before anything is written. Previews are read and
            drawn at 2001-01-01 00:00 UTC (Date() and .now are that time, dates are drawn in UTC), so
            that references are the same at every run and on every machine.
            """)

    /// Checking the references rather than writing them.
    static let check = Flag("--check", help: "write nothing; fail when a drawing differs from its reference or has none")

    /// Checking, and the width (`inspect render`'s option).
    static let options: [any CommandOption] = [check, RenderCommand.width]

    /// The width when none is given: the same on every machine, whatever its terminal.
    static let defaultWidth = 80

    /// The operands as given: one folder.
    var operands: [String]
    /// Whether the references are checked rather than written.
    var checking: Bool
    /// The width in columns.
    var width: Int

    /// Reads the folder, `--check` and the width.
    init(parsing arguments: ParsedArguments) throws {
        operands = arguments.operands
        checking = arguments.isSet(Self.check)
        width = try arguments.value(of: RenderCommand.width) ?? Self.defaultWidth
    }

    /// One folder, checked before its files are read.
    func validate() throws {
        guard operands.count == 1, let operand = operands.first else {
            throw Self.failure("expected one folder DIR, found \(operands.count) operands\n\(Help.usage(of: Self.self))", .usage)
        }
        guard operand != "-" else {
            throw Self.failure("the view code must come from the files of a folder DIR, not standard input", .usage)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: operand, isDirectory: &isDirectory) else {
            throw Self.failure("\(operand): no such folder", .noInput)
        }
        guard isDirectory.boolValue else {
            throw Self.failure("expected a folder DIR, found the file \(operand)\n\(Help.usage(of: Self.self))", .usage)
        }
    }

    /// Draws every preview, reads every reference, then compares or writes.
    func run(_ input: Input) throws -> Output {
        // Read and drawn at a fixed time, in a fixed time zone, so that a reference is the same
        // at every run and on every machine.
        let drawings = try DrawingClock.fixed { try draw(input.sources) }
        var references: [String?] = []
        var unreadable: [String] = []
        for drawing in drawings {
            do throws(ReferenceFileError) {
                references.append(try ReferenceFile.readText(drawing.reference))
            } catch {
                unreadable.append(Self.failure(error.localizedDescription, .noInput).message)
                references.append(nil)
            }
        }
        guard unreadable.isEmpty else {
            throw CommandError(message: unreadable.joined(separator: "\n"), code: .noInput)
        }
        return checking ? try compare(drawings, with: references) : try write(drawings, over: references)
    }

    /// One preview drawn: where it comes from, its reference file and its text.
    struct Drawing {
        /// The Swift file, as the folder's listing names it.
        var file: String
        /// The preview, as messages name it: `#Preview 1`, `#Preview "Dark"`, `ContentView_Previews`, `root`.
        var preview: String
        /// The reference file's path.
        var reference: String
        /// The drawing: one line per row, trailing spaces trimmed, a final newline.
        var text: String
    }

    /// Every preview of every file, drawn; throws every file's read and drawing errors at once
    /// (exit 65), so that nothing is written for a folder that does not read whole.
    func draw(_ sources: [ViewFile.Source]) throws -> [Drawing] {
        let folder = operands.first.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "."
        var drawings: [Drawing] = []
        var errors: [String] = []
        for source in sources {
            let roots: [ViewFile.PreviewRoot]
            do {
                roots = try ViewFile.previewRoots(files: [source], options: ViewFile.Options(folder: folder))
            } catch let error as ScriptError {
                errors.append(Commands.readFailure(error).message)
                continue
            }
            let relative = source.name.hasPrefix(folder + "/") ? String(source.name.dropFirst(folder.count + 1)) : (source.name as NSString).lastPathComponent
            let stem = relative.hasSuffix(".swift") ? String(relative.dropLast(6)) : relative
            var used: Set<String> = []
            for root in roots {
                let name = Self.referenceName(of: root.origin, used: &used)
                let preview = Self.describe(root.origin)
                do {
                    let screen = try Renderer.render(inspect(root.view), width: width)
                    drawings.append(Drawing(
                        file: source.name, preview: preview, reference: "\(folder)/__Snapshots__/\(stem)/\(name).txt",
                        text: screen.canvas.plainText + "\n"))
                } catch let error as RenderError {
                    errors.append(Self.failure("\(source.name), \(preview): \(error)", .dataError).message)
                } catch let error as InspectionError {
                    errors.append(Self.failure("\(source.name), \(preview): \(error)", .dataError).message)
                }
            }
        }
        guard errors.isEmpty else { throw CommandError(message: errors.joined(separator: "\n"), code: .dataError) }
        return drawings
    }

    /// `--check`: every drawing against its reference; a failure (exit 1) naming each that
    /// differs, with the rows that differ, or has none.
    func compare(_ drawings: [Drawing], with references: [String?]) throws -> Output {
        var failures: [String] = []
        for (drawing, reference) in zip(drawings, references) {
            guard let reference else {
                failures.append(Self.failure("\(drawing.file), \(drawing.preview): no reference \(drawing.reference)", .failure).message)
                continue
            }
            if let difference = TextDiff.rows(reference: reference, snapshot: drawing.text) {
                failures.append(Self.failure("\(drawing.file), \(drawing.preview): the drawing differs from \(drawing.reference):\n\(difference)", .failure).message)
            }
        }
        guard failures.isEmpty else {
            let summary = "drawings that differ from their references or have none: \(failures.count) of \(drawings.count); run without --check to write them"
            throw CommandError(message: (failures + [Self.failure(summary, .failure).message]).joined(separator: "\n"), code: .failure)
        }
        var output = Output()
        output.line(drawings.count == 1 ? "1 drawing matches its reference" : "\(drawings.count) drawings match their references")
        return output
    }

    /// Writes the references that are missing or differ, each whole or not at all; prints each
    /// written (`recorded` when new, `updated` when changed) and a count.
    func write(_ drawings: [Drawing], over references: [String?]) throws -> Output {
        var output = Output()
        var recorded = 0, updated = 0
        for (drawing, reference) in zip(drawings, references) where reference != drawing.text {
            do throws(ReferenceFileError) {
                try ReferenceFile.write(Array(drawing.text.utf8), to: drawing.reference)
            } catch {
                let written = recorded + updated
                throw Self.failure("\(error.localizedDescription); \(written) reference\(written == 1 ? "" : "s") before it written", .ioError)
            }
            if reference == nil {
                recorded += 1
                output.line("recorded \(drawing.reference)")
            } else {
                updated += 1
                output.line("updated \(drawing.reference)")
            }
        }
        output.line("\(drawings.count) drawing\(drawings.count == 1 ? "" : "s"): \(recorded) recorded, \(updated) updated, \(drawings.count - recorded - updated) unchanged")
        return output
    }

    /// The reference file's name (without `.txt`) of a preview: its name made safe for a file
    /// name, `preview-N` for the Nth `#Preview` without one, the provider's type name, `root`; a
    /// name the file has used already gets `-2`, `-3`….
    static func referenceName(of origin: ViewFile.PreviewRoot.Origin, used: inout Set<String>) -> String {
        let name = switch origin {
        case .preview(let number, let name): name.flatMap(ReferenceName.sanitized) ?? "preview-\(number)"
        case .provider(let type): ReferenceName.sanitized(type) ?? "provider"
        case .root: "root"
        }
        var unique = name
        var suffix = 2
        while used.contains(unique) {
            unique = "\(name)-\(suffix)"
            suffix += 1
        }
        used.insert(unique)
        return unique
    }

    /// A preview as messages name it.
    static func describe(_ origin: ViewFile.PreviewRoot.Origin) -> String {
        switch origin {
        case .preview(let number, nil): "#Preview \(number)"
        case .preview(_, let name?): "#Preview \"\(name)\""
        case .provider(let type): type
        case .root: "root"
        }
    }
}
