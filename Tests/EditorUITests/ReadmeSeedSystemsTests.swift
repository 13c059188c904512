// README.md's examples of MirrorUI and AutomaticSettings ("The systems this package grew from"),
// compiled and run: the README's declarations at the top level, its statements in the tests, each
// line as the README writes it, with the checks between them. The README's import lines are this
// file's. The picker, ViewState and ViewKit examples are in RuntimeTests
// (ReadmeSeedSystemsRuntimeTests.swift), whose target has Pickers.
import AutomaticSettings
import Builders
import EditorRuntime
import Foundation
import Inspect
import ReflectionUI
import Runtime
import Testing
import Expectations

// MARK: README, MirrorUI

final class Tuning {
    @MirrorUI var lives = 3
    @MirrorUI(range: 0...1) var volume = 0.5
    @MirrorUI var playerName = "Ada"
    @MirrorUI var hardMode = false

    init() {
        $lives.min = 1
        $lives.max = 9
        $hardMode.didSet = { print("hard mode:", $0) }
    }
}

// MARK: README, AutomaticSettings

struct AppSettings: AutomaticSettingsStruct {
    enum Theme: String, Codable, CaseIterable { case light, dark, system }

    struct Editor: Codable, Equatable {
        var fontSize = 12
        var showsLineNumbers = true
    }

    var theme = Theme.system
    var editor = Editor()

    static let settingsOptions: SettingsOptions<AppSettings> = [
        .range(\.editor.fontSize, 8...32),
        .requiresRestart(\.theme),
        .footer(\.editor, "Applies to every open file."),
    ]
}

@Suite @MainActor struct ReadmeSeedSystemsTests {
    @Test func theMirrorViewListsTheMarkedPropertiesAndShowsAClampedWriteFromCode() throws {
        let tuning = Tuning()
        let editor = MirrorView(object: tuning)   // Lives: a stepper, Volume: a slider, Player Name: a text field, Hard Mode: a toggle
        expectEqual(editor.groups.map { $0.title }, [nil])
        expectEqual(editor.groups.map { $0.properties.map(\.displayName) }, [["Lives", "Volume", "Player Name", "Hard Mode"]])
        let app = HeadlessDriver(editor)          // full screen: try runEditor(editor)
        expectContains(app.text, "Lives  − 3 +")
        tuning.lives = 12                         // clamped to 9, and the editor shows "Lives  − 9 +" at once
        expectEqual(tuning.lives, 9)
        expectContains(app.text, "Lives  − 9 +")
        // The editor writes through the box: the toggle switches the object's property.
        try app.inspect().control(.toggle, "Hard Mode").tap()
        #expect(tuning.hardMode)
        expectEqual(tuning.$volume.range, 0.0...1.0)
    }

    @Test func theSettingsAreClampedReviewedSavedAndReadBackFromTheFile() throws {
        let scratch = try ScratchDirectory()
        let settingsPath = scratch.file
        let model = try AutomaticSettingsViewModel<AppSettings>(file: settingsPath)   // the defaults while the file is missing
        expectEqual(model.current, AppSettings())
        #expect(!FileManager.default.fileExists(atPath: settingsPath))
        try model.edit { $0.editor.fontSize = 40 }                                   // the draft, clamped to 32
        expectEqual(model.draft.editor.fontSize, 32)
        expectEqual(model.current.editor.fontSize, 12)
        let review = model.applicableChanges.map(\.description)                     // ["Editor › Font Size: 12 → 32"]
        expectEqual(review, ["Editor › Font Size: 12 → 32"])
        #expect(!model.needsRestart)
        try model.saveChanges()                                                      // written durably as JSON
        let saved = try JSONDecoder().decode(AppSettings.self, from: Data(contentsOf: URL(fileURLWithPath: settingsPath)))
        expectEqual(saved, model.current)
        expectEqual(saved.editor.fontSize, 32)
        expectEqual(try AutomaticSettingsViewModel<AppSettings>(file: settingsPath).current, saved)
        let screens = SettingsScreen(editor: SettingsEditor(model: model), title: "Settings")
        // try runEditor(screens)   // a control per field, a link per nested struct, Review, then Save or Cancel
        let root = try screens.inspect()
        expectThrows(Never.self) { try root.control(.picker, "Theme") }
        let links = try root.findAll(where: { $0.kind == .navigationLink })
        expectEqual(try links.map { try $0.labelView().text().string() }, ["Editor"])
        let editorScreen = try root.find(navigationLink: "Editor").navigate()
        expectThrows(Never.self) { try editorScreen.control(.stepper, "Font Size") }
        expectThrows(Never.self) { try editorScreen.control(.toggle, "Shows Line Numbers") }
        let footers = try editorScreen.findAll(where: { $0.kind == .section }).compactMap { try? $0.footer().text().string() }
        expectEqual(footers, ["Applies to every open file."])
    }

    /// Each README example is in the test file that runs it: here, or in RuntimeTests for the
    /// examples that need the picker's module.
    @Test func theReadmeShowsTheCodeTheTestsRun() throws {
        let runtimeFile = SeedSystemsReadme.root.appendingPathComponent("Tests/RuntimeTests/ReadmeSeedSystemsRuntimeTests.swift")
        let files = [
            "MirrorUI": SeedSystemsReadme.thisFile, "AutomaticSettings": SeedSystemsReadme.thisFile,
            "The segmented picker": runtimeFile, "ViewState": runtimeFile, "ViewKit": runtimeFile,
        ]
        for (title, file) in files {
            #expect(try SeedSystemsReadme.codeLines(under: title).count > 10, "README: no example under ### \(title)")
            #expect(try SeedSystemsReadme.lineMissing(under: title, in: file) == nil, "README, ### \(title): a line \(file.lastPathComponent) does not run")
        }
    }
}

/// README.md's code under "## The systems this package grew from", one block per `###` heading.
private enum SeedSystemsReadme {
    static let thisFile = URL(fileURLWithPath: #filePath)
    static let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme = root.appendingPathComponent("README.md")

    /// The code lines of the first block under the `###` heading starting with `title`: trimmed,
    /// without blank lines and imports (this file's imports cover them).
    static func codeLines(under title: String) throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let section = lines.firstIndex(of: "## The systems this package grew from") else { return [] }
        let end = lines[(section + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        guard let heading = lines[section..<end].firstIndex(where: { $0.hasPrefix("### \(title)") }),
              let open = lines[heading..<end].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)..<end].firstIndex(where: { $0.hasPrefix("```") })
        else { return [] }
        return lines[(open + 1)..<close]
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// The first code line of `title`'s block that `file` does not hold in the same order, if any.
    static func lineMissing(under title: String, in file: URL) throws -> String? {
        let here = try String(contentsOf: file, encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = here.startIndex
        for line in try codeLines(under: title) {
            guard let found = here[position...].firstIndex(of: line) else { return line }
            position = found + 1
        }
        return nil
    }
}
