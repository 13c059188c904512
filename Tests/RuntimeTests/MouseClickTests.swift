import Builders
import Runtime
import Terminal
import Testing
import Expectations

private struct ClickScreen: View {
    @State private var presses = 0
    @State private var isOn = false
    @State private var size = "S"
    @State private var name = "hello"
    @State private var count = 1

    var body: some View {
        VStack(alignment: .leading) {
            Button("Press") { presses += 1 }
            Toggle("Lights", isOn: $isOn)
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
                Text("L").tag("L")
            }
            .pickerStyle(.segmented)
            TextField("Name", text: $name)
            Stepper("Count", value: $count, in: 0...5)
            Text("presses=\(presses) on=\(isOn) size=\(size) name=\(name) count=\(count)")
        }
    }
}

private struct FruitRows: View {
    @State private var chosen = "none"

    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(["apple", "pear", "plum"], id: \.self) { fruit in
                    Button(fruit) { chosen = fruit }
                }
            }
            Text("chosen=\(chosen)")
        }
    }
}

/// A click focuses the control under the pointer and does what Enter or Space does to it, as a
/// click does in SwiftUI (a button's action, a toggle switched, a segment chosen); a text field
/// takes the focus with its cursor at the clicked character.
@MainActor @Suite struct MouseClickTests {
    private func app() -> HeadlessDriver { HeadlessDriver(ClickScreen(), width: 60, height: 12) }

    @Test func clickingAButtonFocusesAndPressesIt() {
        let app = app()
        #expect(app.click(on: "Press"))
        expectContains(app.text, "presses=1")
        expectEqual(app.focusedPath?.contains("button"), true)
        app.click(on: "Press")
        expectContains(app.text, "presses=2")
    }

    @Test func clickingAToggleSwitchesItAndClickingAgainSwitchesItBack() {
        let app = app()
        app.click(on: "Lights")
        expectContains(app.text, "on=true")
        expectEqual(app.focusedPath?.contains("toggle"), true)
        app.click(on: "Lights")
        expectContains(app.text, "on=false")
    }

    @Test func clickingASegmentSelectsIt() {
        let app = app()
        // The segment bar is drawn `│[S]│ M │ L │`: click the L.
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains("│ M │") }),
              let column = lines[row].lastIndex(of: "L").map({ lines[row].distance(from: lines[row].startIndex, to: $0) }) else {
            Issue.record("no segment bar drawn:\n\(app.text)")
            return
        }
        app.click(x: column, y: row)
        expectContains(app.text, "size=L")
        expectEqual(app.runtime.focusedTarget?.segment, 2)
    }

    @Test func clickingATextFieldFocusesItWithTheCursorAtTheClickedCharacter() {
        let app = app()
        #expect(app.click(on: "hello"))
        expectEqual(app.focusedPath?.contains("textField"), true)
        expectEqual(app.runtime.textCursor, 0)
        // Two cells in: the cursor before the third character; typing goes there.
        guard let origin = app.runtime.focusedTarget?.textOrigin else { Issue.record("no text origin"); return }
        app.click(x: origin.column + 2, y: origin.row)
        expectEqual(app.runtime.textCursor, 2)
        app.type("X")
        expectContains(app.text, "name=heXllo")
        // Past the end of the text (the field is drawn ten cells wide): the cursor at its end.
        app.click(x: origin.column + 8, y: origin.row)
        expectEqual(app.runtime.textCursor, 6)
    }

    @Test func clickingAStepperOnlyFocusesIt() {
        let app = app()
        app.click(on: "Count")
        expectEqual(app.focusedPath?.contains("stepper"), true)
        expectContains(app.text, "count=1")
        app.press(.right)
        expectContains(app.text, "count=2")
    }

    @Test func clickingWhereNoControlIsDrawnChangesNothing() {
        let app = app()
        let before = app.runtime.focusedIndex
        app.click(on: "presses=")
        app.click(x: 59, y: 11)
        expectEqual(app.runtime.focusedIndex, before)
        expectContains(app.text, "presses=0 on=false size=S")
    }

    @Test func clickingAListRowChoosesIt() {
        let app = HeadlessDriver(FruitRows(), width: 40, height: 10)
        app.click(on: "pear")
        expectContains(app.text, "chosen=pear")
        app.click(on: "plum")
        expectContains(app.text, "chosen=plum")
    }

    @Test func releasesRightClicksAndMovesDoNothing() {
        let app = app()
        guard let row = app.text.split(separator: "\n").firstIndex(where: { $0.contains("Press") }) else { return }
        app.send(.mouse(MouseEvent(.release(.left), column: 1, row: row)),
                 .mouse(MouseEvent(.press(.right), column: 1, row: row)),
                 .mouse(MouseEvent(.move, column: 1, row: row)))
        expectContains(app.text, "presses=0")
    }

    @Test func theWheelMovesTheFocusAndStopsAtTheEnds() {
        let app = app()
        let start = app.runtime.focusedIndex
        app.send(.mouse(MouseEvent(.scrollDown, column: 0, row: 0)))
        expectEqual(app.runtime.focusedIndex, start + 1)
        app.send(.mouse(MouseEvent(.scrollUp, column: 0, row: 0)), .mouse(MouseEvent(.scrollUp, column: 0, row: 0)))
        expectEqual(app.runtime.focusedIndex, 0)
    }
}
