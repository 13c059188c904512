import Builders
import Runtime
import Terminal
import Testing
import Expectations

/// A title that shows whether the nearest focusable view containing it has the focus.
private struct FocusMark: View {
    let title: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(isFocused ? "[\(title)]" : title)
    }
}

/// A custom view that contains a control but is not itself focusable: its `isFocused` stays false.
private struct Row: View {
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            Text(isFocused ? "row focused" : "row")
            Button("Three") {}
        }
    }
}

private struct FocusScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button {} label: { FocusMark(title: "One") }
            Button {} label: { FocusMark(title: "Two") }
            Row()
            FocusMark(title: "Outside")
        }
    }
}

/// `@Environment(\.isFocused)` as SwiftUI has it: whether the nearest focusable ancestor (here, a
/// control) has the focus; following the focus as it moves, evaluating only the views whose value changed.
@MainActor @Suite struct FocusEnvironmentTests {
    @Test func aViewInsideTheFocusedControlReadsIsFocusedAndOthersDoNot() {
        let app = HeadlessDriver(FocusScreen(), width: 30, height: 4)
        // The first control has the focus: its label's mark reads true; no control contains "Outside".
        expectEqual(app.text, ">[One]<\n Two\nrow  Three\nOutside")
        let before = app.bodyEvaluations
        app.press(.tab)
        expectEqual(app.text, " One\n>[Two]<\nrow  Three\nOutside")
        // The two marks whose value changed, and nothing else.
        expectEqual(app.bodyEvaluations - before, 2)
        // The focus on a button inside Row: Row contains the focus but is not focusable itself.
        app.press(.tab)
        expectEqual(app.text, " One\n Two\nrow >Three<\nOutside")
        app.press(.tab)
        expectEqual(app.text, ">[One]<\n Two\nrow  Three\nOutside")
    }
}
