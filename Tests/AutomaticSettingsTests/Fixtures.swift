import AutomaticSettings
import Foundation
import Testing

/// The sample settings of AutomaticSettings' README, one level deeper, with every supported type.
struct BetaSettings: AutomaticSettingsStruct {
    enum Mode: String, Codable, CaseIterable { case linearRegression, weightedAverage }
    enum Algorithm: String, Codable, CaseIterable { case movingAverage, exponential }

    struct Calculation: Codable, Equatable {
        var text = ""
        var mode = Mode.linearRegression
        var timePeriod = 7
    }

    struct Smoothing: Codable, Equatable {
        struct Grouped: Codable, Equatable {
            struct Deep: Codable, Equatable {
                var threshold = 0.5
            }
            var level: Float = 1
            var prettyCool = true
            var deep = Deep()
        }
        var dayPeriod = 7
        var algorithm = Algorithm.movingAverage
        var grouped = Grouped()
    }

    var calculation = Calculation()
    var smoothing = Smoothing()
    var counter: UInt8 = 0
    var tags: [String] = []
    var internalID = 0

    static let settingsOptions: SettingsOptions<BetaSettings> = [
        .range(\.smoothing.grouped.level, 1...4, step: 0.5),
        .range(\.smoothing.dayPeriod, 1...30),
        .requiresRestart(\.calculation),
        .displayName(\.smoothing.dayPeriod, "Days"),
        .help(\.smoothing.dayPeriod, "How many days are averaged"),
        .header(\.smoothing, "Smoothing of the series"),
        .footer(\.smoothing, "Applies to every chart"),
        .skip(\.internalID),
    ]
}

/// A directory of its own for one test, removed at the end.
final class Scratch {
    let directory: String

    init() throws {
        directory = NSTemporaryDirectory() + "settings-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        chmod(directory, 0o755)
        try? FileManager.default.removeItem(atPath: directory)
    }

    var file: String { directory + "/settings.json" }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func read() throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
    }

    /// The file's bytes and modification time.
    func snapshot() throws -> (Data, Int, Int) {
        var status = stat()
        guard stat(file, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return (try Data(contentsOf: URL(fileURLWithPath: file)), status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
    }

    /// Every entry of the directory.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}

/// A log that closures of any isolation can write.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    var lines: [String] { lock.withLock { _lines } }
    func append(_ line: String) { lock.withLock { _lines.append(line) } }
}

func field(_ id: String, in model: AutomaticSettingsViewModel<BetaSettings>) throws -> SettingsField {
    try #require(model.description.field(id))
}

/// Runs the built `settings-crash-helper` and returns its exit status and output.
func runHelper(_ arguments: [String]) throws -> (status: Int32, output: String) {
    var directories: [URL] = []
    if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
    let helper = try #require(directories.map { $0.appendingPathComponent("settings-crash-helper") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) })
    let process = Process()
    process.executableURL = helper
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
