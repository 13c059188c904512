import Builders
import Glibc

/// Files run live and read again when they change on disk (`inspect run --watch`).
///
/// ``view`` is the screen to run: the running root of the last good reading, under a status line.
/// ``reloadIfChanged()`` (called by the terminal loop between keys) notices a file whose size,
/// modification time or inode changed and reads all the files again: a good reading replaces the
/// running root, and each view struct whose position in the tree is unchanged keeps its state
/// (the runtime keeps state per position, and the new root takes the same positions); a reading
/// that fails leaves the last good tree running and shows the error in the status line.
/// Objects made by the old code (`@StateObject` models) are kept with their old methods.
public final class LiveReload {
    /// The files as read first; their names are the paths read again.
    private let files: [ViewFile.Source]
    private let options: ViewFile.Options
    private var signatures: [FileSignature?]
    /// The running root: the last good reading's.
    private(set) var root: any View
    /// The session of every good reading, the running one last.
    public private(set) var sessions: [LiveSession] = []
    /// The status line: the last read error, or the last error met while running; nil when all is well.
    public private(set) var status: String?
    /// How many readings succeeded, the first included.
    public private(set) var readings = 1
    /// Draws the screen again; set by the screen's body.
    var redraw: (() -> Void)?

    /// The first reading's whole-program check while it goes on (``waitForCheck()``).
    private var pendingCheck: ViewFile.LiveCheck?

    /// Reads `files` (whose names are paths) to run them; throws a ``ScriptError`` when the
    /// first reading fails, as ``ViewFile/live(files:options:)`` does. With `checkingMeanwhile`,
    /// the whole-program check of the first reading goes on on a thread of its own (so that the
    /// first frame can be made meanwhile) until ``waitForCheck()``, which must be called before
    /// anything is shown.
    public init(
        files: [ViewFile.Source], options: ViewFile.Options = ViewFile.Options(), checkingMeanwhile: Bool = false,
        afterCheck: ((any View) -> Void)? = nil
    ) throws {
        self.files = files
        self.options = options
        signatures = files.map { FileSignature(path: $0.name) }
        let (reading, check) = try ViewFile.liveStartingCheck(files: files, options: options, afterCheck: afterCheck)
        if checkingMeanwhile {
            pendingCheck = check
        } else {
            try check.wait()
        }
        root = reading.view
        adopt(reading.session)
    }

    /// Waits for the first reading's whole-program check; throws the ``ScriptError`` it met.
    public func waitForCheck() throws {
        let check = pendingCheck
        pendingCheck = nil
        try check?.wait()
    }

    /// The screen to run: the status line (when there is something to say) above the running root.
    public var view: LiveScreen { LiveScreen(reload: self) }

    /// Every error met while running, by every reading, in the order met.
    public var errors: [String] { sessions.flatMap(\.errors) }

    /// The work of the app's loop between keys: the bodies of `task` modifiers posted since run,
    /// then, when `watching`, the files are read again if they changed.
    public func idle(watching: Bool) {
        for session in sessions { session.tasks.runPending() }
        if watching { reloadIfChanged() }
    }

    /// Reads the files again when one of them changed on disk since the last look; returns whether one had.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        let now = files.map { FileSignature(path: $0.name) }
        guard now != signatures else { return false }
        signatures = now
        reload()
        return true
    }

    /// Reads the files again now: a good reading runs in place of the last one, an error is
    /// shown in the status line while the last good tree keeps running.
    public func reload() {
        do {
            let sources = try files.map { file in
                guard let bytes = FileManager.default.contents(atPath: file.name) else {
                    throw ScriptError(file: file.name, location: SourceLocation(line: 1, column: 1), message: "the file cannot be read", lineText: "")
                }
                return try ViewFile.source(utf8: bytes, file: file.name)
            }
            let reading = try ViewFile.live(files: sources, options: options)
            root = reading.view
            adopt(reading.session)
            readings += 1
            status = nil
        } catch let error as ScriptError {
            status = Self.firstLine(of: error.description) + " (the last good version runs)"
        } catch {
            status = "error: \(error) (the last good version runs)"
        }
        redraw?()
    }

    /// Keeps `session`, whose errors are shown in the status line as they are met. When its root's
    /// text is the last reading's, the objects the root made are kept too.
    private func adopt(_ session: LiveSession) {
        if let last = sessions.last, last.rootText != nil, last.rootText == session.rootText {
            session.rootObjects = last.rootObjects
        }
        sessions.append(session)
        session.reported = { [weak self] line in self?.show("error: " + line) }
    }

    /// Shows `line` in the status line; the screen is drawn again only when the line changed
    /// (an error met by a body, reported each time the body runs, draws once).
    private func show(_ line: String) {
        guard status != line else { return }
        status = line
        redraw?()
    }

    private static func firstLine(of text: String) -> String {
        String(text.prefix { !$0.isNewline })
    }
}

/// What tells a changed file: its inode (a save by rename), size and modification time, as
/// `stat` gives them (not FileManager's attributes, which also look up the owner's names).
struct FileSignature: Equatable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The signature of the file at `path`, or nil when it cannot be examined (it is being replaced, say).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
