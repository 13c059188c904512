import Builders
import Pickers
import Render
import Testing
import Expectations

/// Snapshots of the segmented bar at fixed sizes, as plain text.
@MainActor @Suite struct PickerRenderTests {
    @Test func wideBarShowsEverySegmentWithTheSelectedInBrackets() throws {
        let picker = SegmentedPicker(selection: .constant(1)) { classic() }
        // │ + " First " + │ + "[Second]" + │ + " Third " + │ = 26 columns.
        expectEqual(try Renderer.render(picker, width: 80).canvas.plainText, "│ First │[Second]│ Third │")
    }

    @Test func narrowBarShrinksLabelsEvenlyWithAnEllipsis() throws {
        let picker = SegmentedPicker(selection: .constant(0)) { classic() }
        // 20 columns: 4 bars and 6 markers leave 10 for labels. The shortest labels
        // are served first (First, Third: 10/3 = 3 each), so the longest, Second, keeps 4.
        expectEqual(try Renderer.render(picker, width: 20).canvas.plainText, "│[Fi…]│ Sec… │ Th… │")
    }

    @Test func wideCharactersTakeTwoColumns() throws {
        let picker = SegmentedPicker(selection: .constant(0)) {
            Text("日本").tag(0)
            Text("🎉").tag(1)
        }
        let screen = try Renderer.render(picker, width: 20)
        expectEqual(screen.canvas.plainText, "│[日本]│ 🎉 │")
        // 1 + 6 + 1 + 4 + 1 = 13 columns; the cells after each wide character are its right halves.
        expectEqual(screen.canvas[0, 3].character, "")
    }

    @Test func emptyPickerIsAnEmptyBar() throws {
        let picker = SegmentedPicker(selection: .constant(0)) {}
        expectEqual(try Renderer.render(picker, width: 20).canvas.plainText, "│")
    }

    @Test func selectionMatchingNoTagShowsNothingSelected() throws {
        let picker = SegmentedPicker(selection: .constant(9)) { classic() }
        expectEqual(try Renderer.render(picker, width: 40).canvas.plainText, "│ First │ Second │ Third │")
    }

    @Test func selectedSegmentIsInverseAndTheFocusedOneUnderlined() throws {
        let picker = SegmentedPicker(selection: .constant(1)) { classic() }
        let screen = try Renderer.render(picker, width: 40, focusIndex: 2)
        #expect(screen.canvas[0, 9].style.inverse)
        expectEqual(screen.canvas[0, 2].style.inverse, false)
        expectEqual(screen.canvas.plainText, "│ First │[Second]│>Third<│")
        #expect(screen.canvas[0, 19].style.underline)
        expectEqual(screen.focusTargets.map(\.isSelected), [false, true, false])
    }
}
