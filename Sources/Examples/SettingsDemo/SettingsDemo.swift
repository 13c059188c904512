import AutomaticSettings
import Builders
import EditorRuntime
import Foundation

/// The sample settings of AutomaticSettings' README: a calculation section with a mode and a
/// day period, a smoothing section with an algorithm and a nested group.
struct DemoSettings: AutomaticSettingsStruct {
    /// How values are calculated.
    enum Mode: String, Codable, CaseIterable { case linearRegression, weightedAverage }
    /// How series are smoothed.
    enum Algorithm: String, Codable, CaseIterable { case movingAverage, exponential }

    struct Calculation: Codable, Equatable {
        var mode = Mode.linearRegression
        var dayPeriod = 7
    }

    struct Smoothing: Codable, Equatable {
        struct Grouped: Codable, Equatable {
            var level: Float = 1
            var prettyCool = true
        }
        var algorithm = Algorithm.movingAverage
        var grouped = Grouped()
    }

    var calculation = Calculation()
    var smoothing = Smoothing()

    static let settingsOptions: SettingsOptions<DemoSettings> = [
        .requiresRestart(\.calculation.mode),
        .range(\.calculation.dayPeriod, 1...30),
        .range(\.smoothing.grouped.level, 1...4, step: 1),
        .footer(\.smoothing, "Smoothing applies to every chart."),
    ]
}

/// What the command line asked for, or why it cannot be done, with its exit status.
enum DemoCommand: Equatable {
    /// Edit the settings file at the path.
    case edit(String)
    /// Print the usage (asked for with --help).
    case help

    /// The usage line.
    static let usage = "usage: settings-demo FILE.json   (edits the settings in FILE.json; a missing file means defaults)"

    /// Reads the arguments (without the program's name); throws a ``DemoFailure`` with status 64.
    static func parse(_ arguments: [String]) throws(DemoFailure) -> DemoCommand {
        if arguments == ["--help"] || arguments == ["-h"] { return .help }
        guard arguments.count == 1, let path = arguments.first else {
            throw DemoFailure(status: 64, message: "settings-demo: expected one settings file, got \(arguments.count) arguments\n\(usage)")
        }
        guard !path.isEmpty, !path.hasPrefix("-") else {
            throw DemoFailure(status: 64, message: "settings-demo: unknown option \(path.debugDescription)\n\(usage)")
        }
        return .edit(path)
    }
}

/// A failure before the screen opens: a message for standard error and an exit status
/// (64 usage, 65 a file that does not decode, 66 a file that cannot be read).
struct DemoFailure: Error, Equatable {
    let status: Int32
    let message: String

    /// The failure of loading the settings.
    init(loading error: SettingsError) {
        switch error {
        case .unreadable: status = 66
        case .invalidJSON, .invalidValue: status = 65
        default: status = 70
        }
        message = "settings-demo: \(error)"
    }

    init(status: Int32, message: String) {
        self.status = status
        self.message = message
    }
}

/// Loads the model for `path`; a file that cannot be read or decoded is left untouched.
func loadEditor(path: String, onRestart: @escaping () -> Void) throws(DemoFailure) -> SettingsEditor<DemoSettings> {
    do throws(SettingsError) {
        let model = try AutomaticSettingsViewModel<DemoSettings>(file: path, onRestart: onRestart)
        return SettingsEditor(model: model)
    } catch {
        throw DemoFailure(loading: error)
    }
}

/// `settings-demo FILE.json`: the settings screens over a JSON file, with review and save.
@main
enum SettingsDemoMain {
    static func main() {
        let command: DemoCommand
        let editor: SettingsEditor<DemoSettings>
        var restartRequested = false
        do throws(DemoFailure) {
            command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
            guard case .edit(let path) = command else {
                print(DemoCommand.usage)
                return
            }
            editor = try loadEditor(path: path, onRestart: { restartRequested = true })
        } catch {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            exit(error.status)
        }
        for clamped in editor.model.clampedOnLoad {
            FileHandle.standardError.write(Data("settings-demo: \(clamped)\n".utf8))
        }
        do {
            try runEditor(SettingsScreen(editor: editor, title: "Beta Settings"))
        } catch {
            FileHandle.standardError.write(Data("settings-demo: \(error)\n".utf8))
            exit(1)
        }
        if restartRequested {
            FileHandle.standardError.write(Data("settings-demo: a saved change requires a restart\n".utf8))
        }
    }
}
