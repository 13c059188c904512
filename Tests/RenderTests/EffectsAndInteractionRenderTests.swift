import Builders
import Render
import Testing
import Expectations

/// The preference every view made from a preference value here reads (its default value).
private struct Badge: PreferenceKey {
    static let defaultValue = "!"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// How colour and blending effects, list item tints, coordinate spaces, alignment guides, focus,
/// help, content shapes, accessibility actions and views made from preference values draw.
@MainActor @Suite struct EffectsAndInteractionRenderTests {
    private func draw<V: View>(_ view: V, width: Int = 12) throws -> String {
        try Renderer.render(view, width: width).canvas.plainText
    }

    @Test func effectsATerminalCannotShowLeaveTheDrawingAsItWas() throws {
        let plain = try draw(Text("same"))
        let view = Text("same").colorInvert().colorMultiply(.red).luminanceToAlpha().blendMode(.multiply)
            .listItemTint(.red).coordinateSpace(name: "space").alignmentGuide(.leading) { _ in 3 }.focusable()
            .help("Explains").contentShape(Capsule()).contentShape(.interaction, Rectangle())
            .accessibilityAction(.default) {}.accessibilityAdjustableAction { _ in }.accessibilityScrollAction { _ in }
        expectEqual(try draw(view), plain)
    }

    @Test func aPreferenceValueViewIsDrawnOverOrBehindTheView() throws {
        let over = Text("abc").overlayPreferenceValue(Badge.self, alignment: .trailing) { Text($0) }
        expectEqual(try draw(over), "ab!")
        // Drawn behind, the text covers it.
        let behind = Text("abc").backgroundPreferenceValue(Badge.self, alignment: .leading) { Text($0) }
        expectEqual(try draw(behind), "abc")
        let both = Text("abc").backgroundPreferenceValue(Badge.self) { _ in Text("zzzzz") }
            .overlayPreferenceValue(Badge.self, alignment: .leading) { Text($0) }
        expectEqual(try draw(both), "!bc")
    }
}
