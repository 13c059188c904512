import Builders
import EditorRuntime
import Foundation
import Observation
import ReflectionUI

/// A difficulty, to show a CaseIterable enum as a picker.
enum Difficulty: String, CaseIterable {
    case easy, normal, hard
}

/// The lines the demo's `didSet` closures write: the last is shown on screen, all are printed
/// to standard output when the demo ends. Safe from any thread; `Observable`, so the screen follows it.
final class DemoLog: Observable, @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    private let registrar = ObservationRegistrar()

    /// Every line, in order.
    var lines: [String] {
        registrar.access(self, keyPath: \.lines)
        return lock.withLock { _lines }
    }

    /// Adds a line.
    func append(_ line: String) {
        registrar.withMutation(of: self, keyPath: \.lines) { lock.withLock { _lines.append(line) } }
    }
}

/// MirrorUI's README Settings object, with a difficulty enum; each `didSet` writes a log line.
final class DemoSettings {
    @MirrorUI var blurEnabled = true
    @MirrorUI var lives = 4
    @MirrorUI var startingHealth = 12.5
    @MirrorUI(range: 0...20) var damage = 5.3
    @MirrorUI var greeting = "Welcome"
    @MirrorUI var difficulty = Difficulty.normal
    let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        $lives.min = 0
        $lives.max = 99
        $blurEnabled.didSet = { log.append("blurEnabled = \($0)") }
        $lives.didSet = { log.append("lives = \($0)") }
        $startingHealth.didSet = { log.append("startingHealth = \($0)") }
        $damage.didSet = { log.append("damage = \($0)") }
        $greeting.didSet = { log.append("greeting = \($0)") }
        $difficulty.didSet = { log.append("difficulty = \($0)") }
    }
}

/// The demo's screen: a title, the editor, and the last log line.
struct MirrorDemoView: View {
    let settings: DemoSettings

    var body: some View {
        VStack(alignment: .leading) {
            Text("MirrorUI demo: Tab moves, Enter commits, Esc cancels, q quits").bold()
            MirrorView(object: settings)
            Text(verbatim: "Log: " + (settings.log.lines.last ?? "(no change yet)"))
        }
    }
}

/// `swift run mirror-demo`: edits the README's Settings object; prints every `didSet` line on exit.
@main
enum MirrorDemoMain {
    static func main() {
        let settings = DemoSettings(log: DemoLog())
        do {
            try runEditor(MirrorDemoView(settings: settings))
        } catch {
            FileHandle.standardError.write(Data("mirror-demo: \(error)\n".utf8))
            exit(1)
        }
        for line in settings.log.lines { print(line) }
    }
}
