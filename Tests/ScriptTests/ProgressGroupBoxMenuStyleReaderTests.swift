import Builders
import Inspect
import Render
import Script
import Testing
import Expectations

/// Progress view, group box and menu styles read from view code: the package's styles by type name
/// and by member, and style structs of the file, whose bodies are drawn as the compiled code's are.
@MainActor @Suite struct ProgressGroupBoxMenuStyleReaderTests {
    @Test func aFileWithProgressGroupBoxAndMenuStyleStructsDrawsAsItsCompiledCode() throws {
        let root = try ViewFile.build(source: try StyledProgressGroupMenuApp.source(), file: StyledProgressGroupMenuApp.fileName)
        let read = try Renderer.render(inspect(root), width: 40).canvas.plainText
        let compiled = try Renderer.render(inspect(StyledProgressGroupMenuApp.compiled), width: 40).canvas.plainText
        expectEqual(read, compiled)
        // Each style's body with the view's own labels, content and fraction.
        for part in ["Upload 40% 4 of 10", "> Copy [█████░░░░░] 50%", "Sync ◕ 75%", "Box", "inside", "→ Actions ▾", "More ▾"] {
            #expect(read.contains(part), "\(part) in \(read)")
        }
    }

    @Test func theStylesOfTheFileAreReadByTheInspectorAsTheirStandIns() throws {
        let root = try ViewFile.build(source: try StyledProgressGroupMenuApp.source(), file: StyledProgressGroupMenuApp.fileName)
        let stack = try inspect(root).find(.vStack)
        #expect(try stack.progressView(0).progressViewStyle() is DefinedProgressViewStyle)
        #expect(try stack.progressView(2).progressViewStyle() is CircularProgressViewStyle)
        expectEqual((try stack.progressView(3).progressViewStyle() as? LinearProgressViewStyle)?.tint, .orange)
        #expect(try stack.groupBox(4).groupBoxStyle() is DefinedGroupBoxStyle)
        #expect(try stack.groupBox(5).groupBoxStyle() is DefaultGroupBoxStyle)
        #expect(try stack.menu(6).menuStyle() is DefinedMenuStyle)
        #expect(try stack.menu(7).menuStyle() is BorderlessButtonMenuStyle)
        let style = try #require(try stack.progressView(0).progressViewStyle() as? DefinedProgressViewStyle)
        expectEqual(style.name, "PercentProgressViewStyle")
        let body = try style.inspect(fractionCompleted: 0.42).hStack()
        expectEqual(try body.text(1).string(), "42%")
        expectEqual(try body.styleConfigurationLabel(0).kind, .styleConfigurationLabel)
        expectEqual(try body.styleConfigurationCurrentValueLabel(2).kind, .styleConfigurationCurrentValueLabel)
    }

    @Test func theConfigurationsMembersAreRead() throws {
        let source = """
            struct Described: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text(configuration.fractionCompleted == nil ? "spinning" : "done")
                }
            }
            #Preview { ProgressView().progressViewStyle(Described()) }
            """
        expectEqual(try Renderer.render(inspect(try read(source)), width: 20).canvas.plainText, "spinning")
        let unknown = scriptError {
            try read("struct Odd: GroupBoxStyle {\n    func makeBody(configuration: Configuration) -> some View { configuration.title }\n}\n#Preview { GroupBox { Text(\"a\") }.groupBoxStyle(Odd()) }")
        }
        #expect(unknown?.message.contains("title") == true, "\(unknown?.message ?? "no error")")
    }
}
