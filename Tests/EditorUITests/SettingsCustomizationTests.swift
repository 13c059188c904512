import AutomaticSettings
import Builders
import Foundation
import Inspect
import ReflectionUI
import Testing
import Expectations

/// Settings with a type the screens have no control for, and section headers and footers as views.
struct PanelSettings: AutomaticSettingsStruct {
    struct Layout: Codable, Equatable {
        var columns = 2
    }

    struct Colors: Codable, Equatable {
        var dark = false
    }

    var tags = ["red"]
    var layout = Layout()
    var colors = Colors()

    static let settingsOptions: SettingsOptions<PanelSettings> = [
        .header(\.layout) { Text("Layout of the panel").bold() },
        .footer(\.layout) { Button("Reset the layout") {} },
        // A later entry for the same attribute wins: the text replaces the view.
        .header(\.colors) { Text("never shown") },
        .header(\.colors, "Colours"),
    ]
}

/// A text field showing tags as `a, b` and writing them back as a list.
let tagsMapping = ViewMapping(for: [String].self) { ref, context in
    AnyView(TextField(context.propertyName, text: Binding(
        get: { ref.value.joined(separator: ", ") },
        set: { ref.value = $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })))
}

@MainActor @Suite struct SettingsCustomizationTests {
    let scratch: ScratchDirectory
    let editor: SettingsEditor<PanelSettings>

    init() throws {
        scratch = try ScratchDirectory()
        editor = SettingsEditor(model: try AutomaticSettingsViewModel<PanelSettings>(file: scratch.file))
        editor.mapper = ViewMapper()
    }

    func section(_ name: String) throws -> SettingsSection {
        for item in editor.model.description.items {
            if case .section(let section) = item, section.name == name { return section }
        }
        throw MissingSection(name: name)
    }

    struct MissingSection: Error { let name: String }

    @Test func aTypeWithoutAControlIsShownByItsMappingInTheRegistry() throws {
        editor.mapper.add(mapping: tagsMapping)
        let field = try SettingsScreen(editor: editor).inspect().control(.textField, "Tags")
        expectEqual(try field.input(), "red")
        try field.setInput("red, green")
        expectEqual(editor.model.draft.tags, ["red", "green"])
        #expect(editor.model.applicableChanges.map(\.description) == [#"Tags: ["red"] → ["red","green"]"#])
        // Nothing is written before Save.
        #expect(!FileManager.default.fileExists(atPath: scratch.file))
    }

    @Test func aTypeWithoutAControlOrAMappingIsARowNamingIt() throws {
        let screen = try SettingsScreen(editor: editor).inspect()
        expectThrows(Never.self) { try screen.find(text: #"Tags: ["red"] (Array<String>, no control)"#) }
        expectThrows(InspectionError.self) { try screen.control(.textField, "Tags") }
    }

    @Test func theMappingsStateIsKeptPerFieldAcrossRedraws() throws {
        editor.mapper.add(mapping: ViewMapping(for: [String].self) { _, context in
            let count = (context.state.value["draws"] as? Int ?? 0) + 1
            context.state.value["draws"] = count
            return AnyView(Text(verbatim: "drawn \(count)"))
        })
        _ = try SettingsScreen(editor: editor).inspect().find(text: "drawn 1")
        expectThrows(Never.self) { try SettingsScreen(editor: editor).inspect().find(text: "drawn 2") }
    }

    @Test func sectionHeaderAndFooterViewsComeFromTheOptionsTable() throws {
        let layout = try section("layout")
        let screen = try SettingsSectionScreen(editor: editor, section: layout).inspect()
        let first = try #require(try screen.sections().first)
        expectEqual(try first.header().text().string(), "Layout of the panel")
        expectEqual(try first.footer().button().labelView().text().string(), "Reset the layout")
    }

    @Test func aLaterHeaderTextReplacesAnEarlierHeaderView() throws {
        let colors = try section("colors")
        expectEqual(colors.header, "Colours")
        expectEqual(colors.headerView, nil)
        let screen = try SettingsSectionScreen(editor: editor, section: colors).inspect()
        expectEqual(try screen.sections().first?.header().text().string(), "Colours")
    }

    @Test func theScreensHeaderViewWinsOverTheOptionsTable() throws {
        let layout = try section("layout")
        let screen = try SettingsSectionScreen(editor: editor, section: layout, header: { _ in AnyView(Text("From the screen")) }).inspect()
        expectEqual(try screen.sections().first?.header().text().string(), "From the screen")
    }
}
