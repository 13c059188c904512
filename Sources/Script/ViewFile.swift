import Builders
import ScriptSyntax

/// Reads SwiftUI view files — the subset of Swift they use — and builds the same typed tree
/// compiled code builds.
///
///     let view = try ViewFile.build(source: "Text(\"First\").tag(0)", file: "picker.swift")
///
/// The root is found as Xcode's preview finds it: the file's `#Preview` (the one
/// ``Options/preview`` picks), else a `PreviewProvider`'s `previews`, else the last
/// top-level view expression, else the only view struct that can be made without
/// arguments; ``Options/root`` overrides them. Several files read together are one module.
/// A view struct becomes a ``DefinedView`` stand-in that keeps its name and body.
public enum ViewFile {
    /// The largest file read, in bytes.
    public static let sizeLimit = 16 << 20

    /// How the root view is chosen.
    public struct Options: Sendable, Equatable {
        /// Which `#Preview` is the root (`--preview NAME|INDEX`); nil for the first.
        public var preview: PreviewChoice?
        /// An expression that is the root (`--root 'ContentView(title: "x")'`), read as view code
        /// in the files' module; it overrides the previews.
        public var root: String?
        /// The app's folder, when the files were gathered from one (`inspect run FOLDER`): where
        /// `Bundle.main` finds resources. Nil: the common folder of the files' paths.
        public var folder: String?

        /// Creates options; the defaults pick the first preview.
        public init(preview: PreviewChoice? = nil, root: String? = nil, folder: String? = nil) {
            self.preview = preview
            self.root = root
            self.folder = folder
        }
    }

    /// A file to read: its name (for messages) and its text.
    public struct Source: Sendable {
        /// The file's name as given (`-` for standard input).
        public var name: String
        /// The file's text.
        public var text: String

        /// Creates a source.
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// What reading gives: the root view, and the action closures of the code, parsed and
    /// checked (this tree's actions do nothing; ``live(files:options:)`` gives a tree whose actions run).
    public struct Reading {
        /// The root view.
        public let view: any View
        /// Where each action closure met while building the tree begins, in the order met.
        public let actionLocations: [SourceLocation]
        /// The number of statements in each of those closures.
        public let actionStatementCounts: [Int]
    }

    /// The root view of the UTF-8 text `bytes`, as a file's contents: checks the size before
    /// the encoding, so a larger input cut at one byte past the limit is reported as too large
    /// even when the cut splits a character. Throws a ``ScriptError`` whose ``ScriptError/kind``
    /// tells a whole-file problem (too large, not UTF-8) from a problem in the code.
    public static func build(utf8 bytes: some Collection<UInt8>, file: String, options: Options = Options()) throws -> any View {
        try build(files: [try source(utf8: bytes, file: file)], options: options)
    }

    /// The file's text from its UTF-8 bytes, checking its size and encoding.
    public static func source(utf8 bytes: some Collection<UInt8>, file: String) throws -> Source {
        try checkSize(bytes.count, file: file)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: file, location: SourceLocation(line: 1, column: 1), message: "the file is not UTF-8 text", lineText: "", kind: .notUTF8)
        }
        return Source(name: file, text: text)
    }

    /// The root view of `source`; throws a ``ScriptError`` naming FILE:LINE:COLUMN.
    public static func build(source: String, file: String, options: Options = Options()) throws -> any View {
        try build(files: [Source(name: file, text: source)], options: options)
    }

    /// The root view of several files read together as one module.
    public static func build(files: [Source], options: Options = Options()) throws -> any View {
        try read(files: files, options: options).view
    }

    /// Reads several files together as one module: the root view and the actions met.
    public static func read(files: [Source], options: Options = Options()) throws -> Reading {
        for file in files { try checkSize(file.text.utf8.count, file: file.name) }
        return try translatingDiagnostics(files: files, options: options) {
            // Parsing and evaluating recurse as deep as the code nests (bounded): give them room.
            try LargeStack.run { try staticReading(of: try parse(files, options: options), preview: options.preview) }
        }
    }

    /// The files parsed as one module, with the `--root` expression: what a static reading, a
    /// live one and the previews' readings evaluate.
    struct Parsed {
        /// The files' declarations, one module.
        let module: Module
        /// The root `--root` gives, if any.
        let root: Expr?
    }

    /// Parses each file's text, and the `--root` expression, once.
    static func parse(_ files: [Source], options: Options) throws -> Parsed {
        let declarations = try files.enumerated().map { try Parser.parse($0.element.text, file: $0.offset) }
        let root = try options.root.map { try Parser.parseExpression($0, file: files.count) }
        let module = try Module(files: declarations)
        module.resourceFolder = options.folder.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? AppBundle.folder(of: files.map(\.name))
        return Parsed(module: module, root: root)
    }

    /// Evaluates the parsed files' root statically: every branch and every action checked, so
    /// an error anywhere in the program is thrown.
    private static func staticReading(of parsed: Parsed, preview: PreviewChoice?) throws -> Reading {
        let evaluator = Evaluator(module: parsed.module)
        let view = try evaluator.root(preview: preview, root: parsed.root)
        return Reading(view: view, actionLocations: evaluator.actions.map(\.location),
                       actionStatementCounts: evaluator.actions.map(\.body.count))
    }

    /// A file run live (`inspect run`): the root view and the session that reports what goes
    /// wrong while it runs.
    public struct LiveReading {
        /// The root: a ``LiveView`` whose body is evaluated by a running app, with the state of
        /// each view struct kept by the app per position, actions that run, and bindings that write.
        public let view: any View
        /// The errors met while running.
        public let session: LiveSession
    }

    /// Reads several files as one module to run them: the whole program is read first, as
    /// ``read(files:options:)`` reads it, so that an error anywhere — an action's statement
    /// outside the reader's subset included — is thrown before anything runs.
    public static func live(files: [Source], options: Options = Options()) throws -> LiveReading {
        let (reading, check) = try liveStartingCheck(files: files, options: options)
        try check.wait()
        return reading
    }

    /// Reads several files as one module to run them, as ``live(files:options:)`` does, but
    /// checks the whole program meanwhile, on a thread of its own: the reading can be prepared to
    /// run (its first frame made) while the check goes on, and ``LiveCheck/wait()`` throws what
    /// the check finds. Nothing may be shown before it returns.
    ///
    /// Once the check has passed, `afterCheck` (if given) is called on its thread with the tree
    /// the static reading built, while the caller goes on: `inspect run` lays it out there, so
    /// that the first frame's layout, of the same view types, finds the runtime's type lookups done.
    public static func liveStartingCheck(
        files: [Source], options: Options = Options(), afterCheck: ((any View) -> Void)? = nil
    ) throws -> (reading: LiveReading, check: LiveCheck) {
        for file in files { try checkSize(file.text.utf8.count, file: file.name) }
        let session = LiveSession(fileNames: files.map(\.name))
        let check = LiveCheck(files: files, options: options)
        do {
            let view = try translatingDiagnostics(files: files, options: options) {
                let parsed = try LargeStack.run { try parse(files, options: options) }
                // The static reading checks the whole program; the live root is made from the same
                // module, which neither reading changes.
                check.start(then: afterCheck) { try staticReading(of: parsed, preview: options.preview).view }
                let evaluator = Evaluator(module: parsed.module, live: session)
                session.rootText = evaluator.rootText(root: options.root, preview: options.preview, files: files.map(\.text))
                return try evaluator.liveRoot(preview: options.preview, root: parsed.root)
            }
            return (LiveReading(view: view, session: session), check)
        } catch {
            // The check's error, when it meets one, is the program's first.
            try check.wait()
            throw error
        }
    }

    /// The whole-program check of a reading run live, going on while the reading is prepared.
    public final class LiveCheck: @unchecked Sendable {
        private let files: [Source]
        private let options: Options
        private var running: LargeStack.Running?
        private var failure: (any Error)?
        /// Signalled when the check has ended, before what follows it on its thread.
        private let ended = DispatchSemaphore(value: 0)
        /// Whether something follows the check on its thread (then the thread is not waited for).
        private var followed = false

        fileprivate init(files: [Source], options: Options) {
            self.files = files
            self.options = options
        }

        /// Starts `check` on a thread of its own (here, when no thread can be started), then
        /// `next` there with the tree the check built, when it passed.
        fileprivate func start(then next: ((any View) -> Void)?, _ check: @escaping () throws -> any View) {
            let work = { [self] in
                var built: (any View)?
                do { built = try check() } catch { failure = error }
                ended.signal()
                if let built { next?(built) }
            }
            followed = next != nil
            running = LargeStack.start(work)
            if running == nil { work() }
        }

        /// Waits for the check to end (not for what follows it); throws the ``ScriptError`` it met.
        public func wait() throws {
            if let running {
                ended.wait()
                // The thread is joined when the check was all it did; else it ends on its own.
                if followed { running.detach() } else { running.join() }
            }
            running = nil
            if let failure {
                self.failure = nil
                try translatingDiagnostics(files: files, options: options) { throw failure }
            }
        }
    }

    /// `body` with its diagnostics thrown as ``ScriptError``s naming the file.
    static func translatingDiagnostics<T>(files: [Source], options: Options, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let diagnostic as Diagnostic {
            let index = diagnostic.location.file
            let (name, text) = files.indices.contains(index) ? (files[index].name, files[index].text) : ("--root", options.root ?? "")
            throw ScriptError(file: name, location: diagnostic.location, message: diagnostic.message, lineText: line(diagnostic.location.line, of: text))
        }
    }

    /// Throws the too-large error when `count` bytes are more than ``sizeLimit``: the one place the limit is checked.
    static func checkSize(_ count: Int, file: String) throws {
        guard count <= sizeLimit else {
            throw ScriptError(file: file, location: SourceLocation(line: 1, column: 1), message: "the file is larger than \(sizeLimit >> 20) MB", lineText: "", kind: .tooLarge)
        }
    }

    private static func line(_ number: Int, of source: String) -> String {
        var current = 1
        var start = source.startIndex
        for index in source.indices where source[index].isNewline {
            if current == number {
                return String(source[start..<index])
            }
            current += 1
            start = source.index(after: index)
        }
        return current == number ? String(source[start...]) : ""
    }
}
