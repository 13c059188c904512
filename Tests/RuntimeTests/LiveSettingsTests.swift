import Builders
import Observation
import Runtime
import Script
import Terminal
import Testing
import Expectations

// The compiled twin of `LiveSettingsTests.source`.
@Observable
private final class Volume {
    var level = 3
    var muted = false
}

/// A settings file (a model object, a Stepper, a Picker, a Slider) read and run live shows the
/// same screens as the same code compiled, key after key.
@MainActor @Suite struct LiveSettingsTests {
    static let source = """
        @Observable
        final class Volume {
            var level = 3
            var muted = false
        }

        struct SettingsScreen: View {
            @State private var volume = Volume()
            @State private var size = 1
            @State private var name = "Ada"
            @State private var brightness = 0.5

            var body: some View {
                VStack(alignment: .leading) {
                    Text("level \\(volume.level) size \\(size) name \\(name)")
                    Stepper("Level", value: $size, in: 0...3)
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    Button("Louder") { volume.level += 1 }
                    Slider(value: $brightness, in: 0...1, step: 0.25)
                    Text("brightness \\(brightness)")
                }
            }
        }

        #Preview { SettingsScreen() }
        """

    @Test func aReadSettingsFileShowsTheSameScreensAsTheCompiledOneAfterEveryKey() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "settings.swift", text: Self.source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 60, height: 12) }
        let live = open(reading.view)
        let compiled = HeadlessDriver(CompiledSettings(), width: 60, height: 12)
        expectEqual(live.text, compiled.text)
        let keys: [Key] = [
            .right, .right, .left, .character("+"), .character("-"), .enter, .space,
            .tab, .right, .right, .enter, .space, .left,
            .tab, .enter, .enter, .space,
            .tab, .right, .right, .left, .character("+"),
            .backTab, .backTab, .backTab, .left, .left, .left, .left,
        ]
        for (index, key) in keys.enumerated() {
            compiled.press(key)
            live.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
        }
        expectContains(live.text, "level 6 size 0")
        expectContains(live.text, "brightness 0.75")
        #expect(reading.session.errors.isEmpty)
    }
}

/// The compiled twin of the file's `SettingsScreen`.
private struct CompiledSettings: View {
    @State private var volume = Volume()
    @State private var size = 1
    @State private var name = "Ada"
    @State private var brightness = 0.5

    var body: some View {
        VStack(alignment: .leading) {
            Text("level \(volume.level) size \(size) name \(name)")
            Stepper("Level", value: $size, in: 0...3)
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            Button("Louder") { volume.level += 1 }
            Slider(value: $brightness, in: 0...1, step: 0.25)
            Text("brightness \(brightness)")
        }
    }
}
