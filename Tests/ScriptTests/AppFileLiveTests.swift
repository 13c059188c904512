import Builders
import Runtime
import Script
import Terminal
import Testing

/// Every app file of the reader's tests, run live (`inspect run`'s engine) and compiled, driven
/// with the same keys: the screens are the same after every key.
@MainActor @Suite struct AppFileLiveTests {
    /// Keys that reach every control: focus moves, presses, typing, arrows, +/-.
    static let keys: [Key] = [
        .enter, .space, .tab, .enter, .space, .character("a"), .right, .left, .tab, .space, .enter,
        .tab, .character("+"), .character("-"), .right, .enter, .tab, .space, .backTab, .enter, .tab, .tab, .enter,
    ]

    /// Apps whose live run differs from the compiled code's, skipped, each with the reason.
    static let notYetLive: Set<String> = []

    @Test(arguments: 0..<AppFileTests.apps.count)
    func aLiveAppFileShowsTheSameScreensAsTheCompiledOneAfterEveryKey(index: Int) throws {
        let app = AppFileTests.apps[index]
        guard !Self.notYetLive.contains(app.fileName) else { return }
        let reading = try ViewFile.live(files: [ViewFile.Source(name: app.fileName, text: try app.source())])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 70, height: 30) }
        let live = open(reading.view)
        let compiled = open(app.compiled)
        #expect(Self.agree(live, compiled), "\(app.fileName) at the start:\n\(live.text)\n--- compiled:\n\(compiled.text)")
        for (index, key) in Self.keys.enumerated() {
            compiled.press(key)
            live.press(key)
            guard Self.agree(live, compiled) else {
                Issue.record("\(app.fileName) after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
                return
            }
        }
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    /// Whether the two apps show the same screen. A screen that shows the time (a timer's
    /// progress) may be drawn a second apart in the two: both are drawn again, at most twice,
    /// before they are found to differ.
    static func agree(_ live: HeadlessDriver, _ compiled: HeadlessDriver) -> Bool {
        for _ in 0..<2 where live.text != compiled.text {
            compiled.update {}
            live.update {}
        }
        return live.text == compiled.text
    }
}
