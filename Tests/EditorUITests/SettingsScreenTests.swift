import AutomaticSettings
import Builders
import Foundation
import Inspect
import Runtime
@testable import SettingsDemo
import Testing
import Expectations

/// A directory of its own for one test, removed at the end.
final class ScratchDirectory {
    let path = NSTemporaryDirectory() + "settings-screen-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    var file: String { path + "/settings.json" }
}

@MainActor @Suite struct SettingsScreenTests {
    let scratch: ScratchDirectory
    let editor: SettingsEditor<DemoSettings>

    init() throws {
        scratch = try ScratchDirectory()
        editor = SettingsEditor(model: try AutomaticSettingsViewModel<DemoSettings>(file: scratch.file))
    }

    func screen() throws -> InspectableView {
        try SettingsScreen(editor: editor, title: "Beta Settings").inspect()
    }

    func section(_ name: String) throws -> InspectableView {
        try screen().find(navigationLink: name).navigate()
    }

    @Test func topLevelSectionsAreNavigationLinksInDeclarationOrder() throws {
        let links = try screen().findAll(where: { $0.kind == .navigationLink })
        expectEqual(try links.map { try $0.labelView().text().string() }, ["Calculation", "Smoothing"])
    }

    @Test func fieldsBecomeControlsByTypeAndNestedStructsInlineSections() throws {
        let calculation = try section("Calculation")
        expectThrows(Never.self) { try calculation.control(.picker, "Mode") }
        expectThrows(Never.self) { try calculation.control(.stepper, "Day Period") }
        let smoothing = try section("Smoothing")
        let sections = try smoothing.sections()
        try #require(sections.count == 2)
        expectThrows(Never.self) { try sections[0].control(.picker, "Algorithm") }
        expectEqual(try sections[0].footer().text().string(), "Smoothing applies to every chart.")
        expectEqual(try sections[1].header().text().string(), "Grouped")
        expectThrows(Never.self) { try sections[1].control(.slider, "Level") }
        expectThrows(Never.self) { try sections[1].control(.toggle, "Pretty Cool") }
    }

    @Test func editsGoToTheDraftAndTheReviewListsThemInDeclarationOrder() throws {
        try section("Smoothing").control(.toggle, "Pretty Cool").tap()
        try section("Calculation").control(.stepper, "Day Period").increment()
        try section("Calculation").control(.picker, "Mode").select(value: "weightedAverage")
        expectEqual(editor.model.current, DemoSettings())
        try screen().find(button: "Review").tap()
        let review = try screen()
        let lines = try review.findAll(where: { $0.kind == .text }).map { try $0.string() }
        #expect(lines.contains("Calculation › Mode: Linear Regression → Weighted Average (restart)"))
        let changes = editor.model.applicableChanges.map(\.reviewLine)
        #expect(changes == [
            "Calculation › Mode: Linear Regression → Weighted Average (restart)",
            "Calculation › Day Period: 7 → 8",
            "Smoothing › Grouped › Pretty Cool: On → Off",
        ])
        expectThrows(Never.self) { try review.find(button: "Save & Restart") }
    }

    @Test func aValueSetBackIsNoChange() throws {
        try section("Calculation").control(.stepper, "Day Period").increment()
        try section("Calculation").control(.stepper, "Day Period").decrement()
        #expect(editor.model.applicableChanges.isEmpty)
        expectThrows((any Error).self) { try screen().find(button: "Review") }
    }

    @Test func saveWritesTheFileAndShowsTheSettingsAgain() throws {
        try section("Smoothing").control(.slider, "Level").setValue(3)
        try screen().find(button: "Review").tap()
        try screen().find(button: "Save").tap()
        expectEqual(editor.screen, .settings)
        expectEqual(editor.message, "Saved 1 change.")
        let saved = try JSONDecoder().decode(DemoSettings.self, from: Data(contentsOf: URL(fileURLWithPath: scratch.file)))
        expectEqual(saved.smoothing.grouped.level, 3)
    }

    @Test func cancelWritesNothingAndDropsTheDraft() throws {
        try section("Calculation").control(.stepper, "Day Period").increment()
        try screen().find(button: "Review").tap()
        try screen().find(button: "Cancel").tap()
        #expect(!FileManager.default.fileExists(atPath: scratch.file))
        #expect(editor.model.applicableChanges.isEmpty)
        expectEqual(editor.screen, .settings)
    }

    @Test func aSliderStaysWithinItsRange() throws {
        try section("Smoothing").control(.slider, "Level").setValue(9)
        expectEqual(editor.model.draft.smoothing.grouped.level, 4)
    }

    @Test func aCustomSectionHeaderViewReplacesTheText() throws {
        let view = try SettingsSectionScreen(editor: editor, section: try #require(sectionNamed("smoothing")), header: { section in
            AnyView(Text(verbatim: "Custom \(section.displayName)"))
        }).inspect()
        expectEqual(try view.sections().first?.header().text().string(), "Custom Smoothing")
    }

    func sectionNamed(_ name: String) -> SettingsSection? {
        for item in editor.model.description.items {
            if case .section(let section) = item, section.name == name { return section }
        }
        return nil
    }
}

@Suite @MainActor struct SettingsScreenHeadlessTests {
    @Test func theReviewOpensFromTheKeyboardAndSaveWritesTheFile() throws {
        let scratch = try ScratchDirectory()
        let editor = SettingsEditor(model: try AutomaticSettingsViewModel<DemoSettings>(file: scratch.file))
        let app = HeadlessDriver(SettingsScreen(editor: editor, title: "Beta Settings"), width: 80, height: 24)
        expectContains(app.text, "Beta Settings")
        expectNotContains(app.text, "Review")
        editor.set(try #require(editor.model.description.field("smoothing.grouped.prettyCool")), to: .bool(false))
        expectContains(app.text, "Review")
        try app.inspect().find(button: "Review").tap()
        expectContains(app.text, "Smoothing › Grouped › Pretty Cool: On → Off")
        try app.inspect().find(button: "Save").tap()
        expectContains(app.text, "Saved 1 change.")
        #expect(FileManager.default.fileExists(atPath: scratch.file))
    }
}

@MainActor @Suite struct SettingsDemoCommandLineTests {
    @Test func oneFileIsTheOnlyAcceptedArgument() throws {
        expectEqual(try DemoCommand.parse(["a.json"]), .edit("a.json"))
        expectThrows(DemoFailure.self) { try DemoCommand.parse([]) }
        expectThrows(DemoFailure.self) { try DemoCommand.parse(["a.json", "b.json"]) }
        expectThrows(DemoFailure.self) { try DemoCommand.parse(["--verbose"]) }
    }

    @Test func aCorruptFileFailsWith65AndIsLeftUntouched() throws {
        let scratch = try ScratchDirectory()
        let bytes = Data("{ \"calculation\": [ }".utf8)
        try bytes.write(to: URL(fileURLWithPath: scratch.file))
        do {
            _ = try loadEditor(path: scratch.file, onRestart: {})
            Issue.record("a corrupt file loaded")
        } catch {
            expectEqual(error.status, 65)
            expectContains(error.message, scratch.file)
        }
        expectEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.file)), bytes)
    }

    @Test func aFileThatCannotBeReadFailsWith66() throws {
        let scratch = try ScratchDirectory()
        do {
            _ = try loadEditor(path: scratch.path, onRestart: {})
            Issue.record("a directory loaded as settings")
        } catch {
            expectEqual(error.status, 66)
        }
    }
}
