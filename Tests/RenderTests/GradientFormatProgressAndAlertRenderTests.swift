import Builders
import Foundation
import Render
import Testing
import Expectations

/// How gradients, a TextField of a formatted value, a ProgressView of a Foundation `Progress`, and
/// the alert and action sheet of SwiftUI's first API are drawn. A terminal cell holds one colour, so
/// a gradient draws as its first stop's colour (SGR 31/41 red, 34/44 blue).
@MainActor @Suite struct GradientFormatProgressAndAlertRenderTests {
    private func plain(_ view: some View, width: Int = 30) throws -> String {
        try Renderer.render(view, width: width).canvas.plainText
    }

    private func styled(_ view: some View, width: Int = 4, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.styledText
    }

    @Test func aGradientViewFillsItsFrameWithItsFirstColour() throws {
        let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 16, height: 16)
        let drawn = try styled(view)
        expectContains(drawn, "41m")
        expectNotContains(drawn, "44m")
        let radial = try styled(RadialGradient(colors: [.blue, .red], center: .center, startRadius: 0, endRadius: 4).frame(width: 16, height: 16))
        #expect(radial.contains("44m") && !radial.contains("41m"))
    }

    @Test func aGradientStyleFillsAndStrokesInItsFirstColour() throws {
        let filled = try styled(Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 16, height: 16))
        #expect(filled.contains("41m") && !filled.contains("44m"))
        let stroked = try Renderer.render(Circle().stroke(AngularGradient(colors: [.blue, .red], center: .center), lineWidth: 1).frame(width: 32, height: 48), width: 10)
        expectEqual(stroked.canvas.plainText, "╭──╮\n│  │\n╰──╯")
        expectContains(stroked.canvas.styledText, "34m")
    }

    @Test func aGradientForegroundAndBackgroundDrawTheirFirstColour() throws {
        let foreground = try styled(Text("hi").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)), width: 10)
        #expect(foreground.contains("31m") && !foreground.contains("34m"))
        let background = try styled(Text("hi").background(.ellipticalGradient(colors: [.blue, .red])), width: 10)
        #expect(background.contains("44m") && !background.contains("41m"))
        expectEqual(try plain(Text("hi").background(.ellipticalGradient(colors: [.blue]))), "hi")
    }

    @Test func aFormattedFieldShowsTheFormattedValue() throws {
        expectEqual(try plain(TextField("Age", value: .constant(1234), format: .number)), "Age: [1,234▁▁▁▁▁]")
    }

    @Test func aProgressViewOfAProgressIsABarOrASpinner() throws {
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 4
        expectEqual(try plain(ProgressView(progress)), "[████░░░░░░] 40%")
        expectEqual(try plain(ProgressView(Progress(totalUnitCount: -1))), "⠋")
    }

    @Test func theFirstAlertAPIIsStillDrawnWithBothButtons() throws {
        let view = Text("x").alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        // Each button is drawn with a column of room at each side (" Delete "), one column apart;
        // the box is as wide as that row (17) with a column of room each side, the title centred.
        expectEqual(try plain(view, width: 40), "┌───────────────────┐\n│      Delete?      │\n│  Delete   Cancel  │\n└───────────────────┘")
        // The same alert in the second API is drawn the same.
        let modern = Text("x").alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        #expect(try plain(modern, width: 40) == plain(view, width: 40))
    }

    @Test func anActionSheetIsABoxOfItsButtonsOneARow() throws {
        let view = Text("x").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")), .cancel()])
        }
        // As a confirmation dialog: the title, then one button a row, each with a column of room each side.
        let dialog = Text("x").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Mail") {}
            Button("Cancel", role: .cancel) {}
        }
        #expect(try plain(view, width: 20) == plain(dialog, width: 20))
        expectEqual(try plain(view, width: 20), "┌──────────┐\n│  Share   │\n│   Mail   │\n│  Cancel  │\n└──────────┘")
        expectEqual(try plain(Text("x").actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("S")) }), "x")
    }
}
