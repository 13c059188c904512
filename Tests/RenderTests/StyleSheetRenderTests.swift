import Builders
import Inspect
import Render
import Testing
import Expectations

private struct Starred: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("*")
            configuration.label
            Text("*")
        }
    }
}

private struct Lamp: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.isOn ? "ON" : "off")
            configuration.label
        }
    }
}

/// The style sheet: per-kind default styles, overrides, custom styles' bodies, monochrome.
@MainActor @Suite struct StyleSheetRenderTests {
    private func render(_ view: some View, focus: Int? = 0, sheet: StyleSheet = .standard, width: Int = 30) throws -> RenderedScreen {
        try Renderer.render(try view.inspect(), width: width, focusIndex: focus, styleSheet: sheet)
    }

    private func cells(_ screen: RenderedScreen) -> [Cell] {
        (0..<screen.canvas.height).flatMap { row in (0..<screen.canvas.width).map { screen.canvas[row, $0] } }
    }

    @Test func everyControlKindHasADefaultStyleWithFocusMarks() {
        for kind in StyleSheet.controlKinds {
            let style = StyleSheet.standard.lookup(kind)
            expectEqual(style, StyleSheet.defaultStyle(for: kind))
            #expect(style.focusOpen == ">" && style.focusClose == "<" && style.focusInverse)
        }
    }

    @Test func anAppsOverrideChangesTheMarksAndColoursOfItsKindOnly() throws {
        var sheet = StyleSheet.standard
        sheet.define(ControlStyle(focusedBackground: .basic(4), focusOpen: "[", focusClose: "]"), for: .button)
        let view = VStack(alignment: .leading) {
            Button("OK") {}
            Toggle("Wifi", isOn: .constant(true))
        }
        let focusedButton = try render(view, focus: 0, sheet: sheet)
        expectContains(focusedButton.canvas.plainText, "[OK]")
        expectEqual(focusedButton.canvas[0, 1].style.background, .basic(4))
        let focusedToggle = try render(view, focus: 1, sheet: sheet)
        #expect(focusedToggle.canvas.plainText.hasPrefix(" OK\n"))
        expectContains(focusedToggle.canvas.plainText, ">[x] Wifi<")
        expectEqual(focusedToggle.canvas[0, 1].style.background, nil)
    }

    @Test func aMonochromeSheetDrawsNoColourButStillShowsFocusAndSelection() throws {
        var sheet = StyleSheet.monochrome
        sheet.define(ControlStyle(foreground: .basic(1), focusedBackground: .basic(4)), for: .button)
        let view = VStack(alignment: .leading) {
            Text("Alert").foregroundColor(.red)
            Button("OK") {}
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(0)
                Text("M").tag(1)
            }
            .pickerStyle(.segmented)
        }
        let coloured = try render(view, focus: 0, sheet: .standard)
        #expect(cells(coloured).contains { $0.style.foreground != nil })
        let screen = try render(view, focus: 0, sheet: sheet)
        #expect(!cells(screen).contains { $0.style.foreground != nil || $0.style.background != nil })
        expectContains(screen.canvas.plainText, ">OK<")
        #expect(screen.canvas[1, 1].style.inverse)
        expectContains(screen.canvas.plainText, "[M]")
        #expect(cells(screen).contains { $0.character == "M" && $0.style.inverse })
    }

    @Test func tintColoursTheControlsBelowItAndTheInnermostTintWins() throws {
        let view = VStack(alignment: .leading) {
            Button("OK") {}
            Button("Stop") {}.tint(.red)
        }
        .tint(.blue)
        let screen = try render(view, focus: nil)
        expectEqual(screen.canvas[0, 1].style.foreground, .basic(4))
        expectEqual(screen.canvas[1, 1].style.foreground, .basic(1))
        expectEqual(try render(view, focus: nil, sheet: .monochrome).canvas[0, 1].style.foreground, nil)
    }

    @Test func noColorOrAColourlessTerminalGetsTheMonochromeSheet() {
        #expect(StyleSheet.forTerminal(environment: ["NO_COLOR": ""], isStyled: true).isMonochrome)
        #expect(StyleSheet.forTerminal(environment: ["TERM": "dumb"], isStyled: true).isMonochrome)
        #expect(StyleSheet.forTerminal(environment: [:], isStyled: false).isMonochrome)
        #expect(!StyleSheet.forTerminal(environment: ["TERM": "xterm-256color"], isStyled: true).isMonochrome)
    }

    @Test func aCustomButtonStyleDrawsItsBodyAroundTheLabelAndKeepsTheAction() throws {
        final class Count { var taps = 0 }
        let count = Count()
        let screen = try render(Button("OK") { count.taps += 1 }.buttonStyle(Starred()), focus: 0)
        expectEqual(screen.canvas.plainText, ">*OK*<")
        expectEqual(screen.focusTargets.count, 1)
        screen.focusTargets.first?.activate()
        expectEqual(count.taps, 1)
    }

    @Test func aCustomToggleStyleDrawsItsBodyFromTheToggleState() throws {
        let on = try render(Toggle("Wifi", isOn: .constant(true)).toggleStyle(Lamp()), focus: nil)
        expectEqual(on.canvas.plainText, " ON Wifi")
        let off = try render(VStack { Toggle("Wifi", isOn: .constant(false)) }.toggleStyle(Lamp()), focus: nil)
        expectEqual(off.canvas.plainText, " off Wifi")
    }
}
