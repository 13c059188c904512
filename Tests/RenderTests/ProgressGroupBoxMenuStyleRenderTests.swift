import Builders
import Inspect
import Render
import Testing
import Expectations

/// A progress view drawn as its percentage between its labels.
private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            configuration.currentValueLabel
        }
    }
}

/// A progress view whose body is the progress view of its configuration, after a mark.
private struct Marked: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("> ")
            ProgressView(configuration)
        }
    }
}

/// A box drawn as its label over its content, without a border.
private struct Headed: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content.padding(.leading, 2)
        }
    }
}

/// A menu drawn after a mark.
private struct Pointed: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("→")
            Menu(configuration)
        }
    }
}

/// A button whose label is padded inside brackets.
private struct Padded: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[")
            configuration.label.padding(.horizontal, 2)
            Text("]")
        }
    }
}

/// `progressViewStyle(_:)`, `groupBoxStyle(_:)` and `menuStyle(_:)` as SwiftUI has them: the style
/// nearest a view draws it; `.circular` as a quarter circle; a custom style's body in place of the
/// view, with the view's own labels and content where the body shows the configuration's.
@MainActor @Suite struct ProgressGroupBoxMenuStyleRenderTests {
    private func text(_ view: some View, width: Int = 30) throws -> String {
        try Renderer.render(try view.inspect(), width: width).canvas.plainText
    }

    @Test func theLinearAndAutomaticStylesDrawTheBar() throws {
        expectEqual(try text(ProgressView("Upload", value: 0.4).progressViewStyle(.linear)), "Upload [████░░░░░░] 40%")
        expectEqual(try text(ProgressView("Upload", value: 0.4).progressViewStyle(.automatic)), "Upload [████░░░░░░] 40%")
    }

    @Test func theCircularStyleDrawsAQuarterCircleOrASpinner() throws {
        expectEqual(try text(ProgressView("Upload", value: 0.5).progressViewStyle(.circular)), "Upload ◑ 50%")
        expectEqual(try text(ProgressView(value: 0.0).progressViewStyle(.circular)), "○ 0%")
        expectEqual(try text(ProgressView(value: 1.0).progressViewStyle(.circular)), "● 100%")
        expectEqual(try text(VStack { ProgressView(value: 0.25) }.progressViewStyle(.circular)), "◔ 25%")
        expectEqual(try text(ProgressView("Loading").progressViewStyle(.circular)), "⠋ Loading")
    }

    @Test func aCustomProgressViewStyleDrawsItsBodyWithTheLabels() throws {
        let view = ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("4 of 10") }
        expectEqual(try text(view.progressViewStyle(Percent())), "Upload 40% 4 of 10")
        expectEqual(try text(ProgressView(value: 0.4).progressViewStyle(Percent())), "40%")
        expectEqual(try text(VStack { ProgressView("Copy", value: 1.0) }.progressViewStyle(Percent())), "Copy 100%")
    }

    @Test func theInnermostProgressViewStyleWins() throws {
        let view = ProgressView("Upload", value: 0.4).progressViewStyle(Percent()).progressViewStyle(.circular)
        expectEqual(try text(view), "Upload 40%")
    }

    @Test func theProgressViewOfTheConfigurationIsDrawnPlainly() throws {
        expectEqual(try text(ProgressView("Upload", value: 0.4).progressViewStyle(Marked())), "> Upload [████░░░░░░] 40%")
    }

    @Test func aCustomGroupBoxStyleDrawsItsBodyWithTheLabelAndContent() throws {
        let box = GroupBox("Title") { Text("a"); Text("b") }
        // The body's padding applies to the content put where the configuration's content stands.
        expectEqual(try text(box.groupBoxStyle(Headed()), width: 20), "Title\n a\n b")
        expectEqual(try text(box.groupBoxStyle(.automatic), width: 20), "┌─Title─┐\n│a      │\n│b      │\n└───────┘")
    }

    @Test func theModifiersOfAConfigurationsViewApplyToThePartPutThere() throws {
        expectEqual(try text(Button("OK") {}.buttonStyle(Padded()), width: 20), " [ OK ]")
    }

    @Test func aCustomMenuStyleDrawsItsMenuOfTheConfigurationAsTheMenu() throws {
        var ran = false
        let menu = Menu { Button("Copy") {} } label: { Text("Actions") } primaryAction: { ran = true }
        let screen = try Renderer.render(try menu.menuStyle(Pointed()).inspect(), width: 20)
        expectEqual(screen.canvas.plainText, "→ Actions ▾")
        expectEqual(screen.focusTargets.count, 1)
        screen.focusTargets[0].activate()
        #expect(ran)
        expectEqual(try text(Menu("Actions") { Button("Copy") {} }.menuStyle(.button), width: 20), " Actions ▾")
    }
}
