import Builders
import Pickers
import Render
import Testing
import Expectations

/// A picker inside a stack is drawn as a bar, as at the root: a stack's view
/// list looks through custom views, so the renderer meets the picker's body.
@MainActor @Suite struct NestedPickerRenderTests {
    @Test func aPickerUnderATitleIsDrawnAsABar() throws {
        let selection = State(wrappedValue: 1)
        let view = VStack(alignment: .leading) {
            Text("Title")
            SegmentedPicker(selection: selection.projectedValue) {
                Text("First").tag(0)
                Text("Second").tag(1)
                Text("Third").tag(2)
            }
        }
        let screen = try Renderer.render(view, width: 40)
        expectEqual(screen.canvas.plainText, "Title\n│ First │[Second]│ Third │")
        expectEqual(screen.focusTargets.map(\.isSelected), [false, true, false])
        expectEqual(screen.focusTargets.map(\.column), [1, 9, 18])
    }

    @Test func aPlainRowOfButtonsStaysButtons() throws {
        let view = VStack { HStack { Button("A") {}; Button("B") {} } }
        let screen = try Renderer.render(view, width: 20)
        expectEqual(screen.canvas.plainText, " A   B")
        expectEqual(screen.focusTargets.count, 2)
    }
}
