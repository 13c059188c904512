import Foundation
import Inspect
import SwiftUI
import Testing
@testable import Lumen
import Expectations

@MainActor @Suite(.serialized) struct LumenTests {
    static let keys = ["lumen.appearance", "lumen.textSize", "lumen.showsWordCount"]

    /// The values below `root` (its stored properties, theirs, and so on) whose type's name starts
    /// with `prefix`, depth first.
    private func values(in root: Any, named prefix: String) -> [Any] {
        var found: [Any] = []
        var stack: [(value: Any, depth: Int)] = [(root, 0)]
        while let (value, depth) = stack.popLast(), depth < 40 {
            if String(describing: type(of: value)).hasPrefix(prefix) { found.append(value) }
            stack.append(contentsOf: Mirror(reflecting: value).children.reversed().map { ($0.value, depth + 1) })
        }
        return found
    }

    @Test func theAppearanceChosenIsTheSchemeTheWindowReads() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: LumenApp(), width: 60, height: 14)
        // System: the app asks for no scheme, and a terminal's is light.
        expectContains(app.text, "Light appearance")
        // The focus starts on the picker's first segment; → chooses the one beside it.
        app.press(.right, times: 2)
        expectContains(app.text, "[Dark]")
        expectContains(app.text, "Dark appearance")
        expectEqual(AppStorageFile.standard.value(forKey: "lumen.appearance") as? String, "dark")
        app.press(.left)
        expectContains(app.text, "Light appearance")
        app.press(.left)
        expectContains(app.text, "[System]")
        expectContains(app.text, "Light appearance")
    }

    @Test func theTextSizeStepsWithinItsRange() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: LumenApp(), width: 60, height: 14)
        expectContains(app.text, "9 words at 14 pt")
        // Past the three segments: the stepper.
        app.press(.tab, times: 3)
        app.press(.right)
        expectContains(app.text, "Text size: 15")
        expectContains(app.text, "9 words at 15 pt")
        app.press(.left, times: 10)
        expectContains(app.text, "Text size: 10")
    }

    @Test func theSettingsWindowsToggleIsTheMainWindowsSetting() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let settings = HeadlessDriver(ReadingSettingsView(), width: 50, height: 4)
        expectContains(settings.text, "[x] Show word count")
        settings.press(.space)
        expectContains(settings.text, "[ ] Show word count")
        let app = try HeadlessDriver(app: LumenApp(), width: 60, height: 14)
        expectNotContains(app.text, "words at")
    }

    @Test func theScenesKeepTheirSettingsCommandsAndShortcuts() throws {
        let body = LumenApp().body
        expectEqual(values(in: body, named: "Settings<SettingsView>").count, 1)
        let size = values(in: body, named: "DefaultSize").first.flatMap { Mirror(reflecting: $0).descendant("size") as? CGSize }
        expectEqual(size, CGSize(width: 640, height: 420))
        expectEqual(values(in: body, named: "HiddenTitleBarWindowStyle").count, 1)
        let menu = try #require(values(in: body, named: "CommandMenu<").first)
        expectEqual(Mirror(reflecting: menu).descendant("name") as? String, "Text")
        let items = inspect(try #require(Mirror(reflecting: menu).descendant("content")))
        expectEqual(try items.find(button: "Bigger").keyboardShortcut(), KeyboardShortcut("+"))
        expectEqual(try items.find(button: "Actual Size").keyboardShortcut(), KeyboardShortcut("0", modifiers: [.command, .option]))
        let help = try #require(values(in: body, named: "CommandGroup<").first)
        expectEqual(Mirror(reflecting: help).descendant("placement") as? CommandGroupPlacement, .help)
    }

    @Test func theSettingsTabsAndTheSchemeAskedForAreInspectable() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let tabs = try SettingsView().inspect().find(where: { $0.kind == .tabView })
        #expect(try tabs.findAll(where: { $0.kind == .label }).count >= 2)
        expectEqual(try SettingsView().inspect().find(GeneralSettingsView.self).find(text: "Appearance:").string(), "Appearance:")
        #expect(Appearance.dark.colorScheme == .dark && Appearance.system.colorScheme == nil)
    }

    @Test func thePreviewsAskForTheirSchemes() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let found = previews(of: "Lumen")
        expectEqual(found.map(\.name), ["Light", "Dark", "Settings"])
        expectEqual(try inspect(found[0].makeView()).preferredColorScheme(), .light)
        expectEqual(try inspect(found[1].makeView()).preferredColorScheme(), .dark)
        expectEqual(found[1].layout, .fixed(width: 480, height: 320))
        // Run, the dark preview reads the scheme it asks for.
        let dark = HeadlessDriver(found[1].makeView(), width: 60, height: 14)
        expectContains(dark.text, "Dark appearance")
    }
}
