@testable import FormExample
import Builders
import Foundation
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// `Examples/settings-live.swift`, the settings form app's views as a file of structs and a
/// `#Preview`, run live (`inspect run`'s engine) and the app compiled, driven with the same keys
/// through every control: the screens are the same after every key.
@MainActor @Suite struct LiveFormExampleTests {
    static var exampleFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/settings-live.swift")
    }

    @Test func theSettingsFileRunsAsTheCompiledFormAfterEveryKey() throws {
        let source = try String(contentsOf: Self.exampleFile, encoding: .utf8)
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "settings-live.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 80, height: 24) }
        let live = open(reading.view)
        let compiled = open(FormView())
        expectEqual(live.text, compiled.text)
        // Wi-Fi, Bluetooth, the theme's three segments, Save, Name, Password, Font size, Volume,
        // Backup, Units, Tint, Advanced (then Debug inside it), About, Website.
        let keys: [Key] = [
            .space, .tab, .space, .tab, .enter, .right, .enter, .tab, .tab, .tab, .enter,
            .tab, .character("A"), .character("d"), .character("a"), .left, .backspace,
            .tab, .character("p"), .character("w"),
            .tab, .character("+"), .right, .left,
            .tab, .right, .right, .end,
            .tab, .up, .right, .down,
            .tab, .enter, .space,
            .tab, .enter, .space,
            .tab, .enter, .tab, .space,
            .tab, .enter, .escape,
            .backTab, .backTab, .enter,
        ]
        for (index, key) in keys.enumerated() {
            live.press(key)
            compiled.press(key)
            guard live.text == compiled.text else {
                Issue.record("after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
                return
            }
        }
        expectContains(live.text, "Wi-Fi off, Bluetooth on")
        expectContains(live.text, "saved 1×")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
