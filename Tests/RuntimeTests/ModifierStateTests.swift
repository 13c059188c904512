import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A row a button opens and folds by the modifier's own `@State`.
struct Folding: ViewModifier {
    let title: String
    @State private var open = false

    func body(content: Content) -> some View {
        VStack {
            Button(open ? "Fold \(title)" : "Open \(title)") { open.toggle() }
            if open { content }
        }
    }
}

/// Rows, each with a ``Folding`` of its own, a counter beside them, and buttons that run the body
/// again or change the rows.
struct FoldingRows: View {
    @State var names = ["a", "b", "c"]
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            Counter(name: "side")
            ForEach(names, id: \.self) { name in
                Text("row \(name)").modifier(Folding(title: name))
            }
            Button("Drop first") { names.removeFirst() }
            Button("Remove b") { names.removeAll { $0 == "b" } }
            Button("Append b") { names.append("b") }
        }
    }
}

/// A text field whose modifier's `@FocusState` says whether the field has the focus.
struct FocusNote: ViewModifier {
    let title: String
    @State private var note = ""
    @FocusState private var editing: Bool

    func body(content: Content) -> some View {
        HStack {
            content
            TextField(title, text: $note).focused($editing)
            Text(editing ? "\(title) editing" : "\(title) idle")
        }
    }
}

/// A compiled ViewModifier's `@State` belongs to the position of the view it
/// modifies, as in SwiftUI: each application has its own, it survives the body that applies the
/// modifier running again, it follows a ForEach row's id, and it is released with the row.
@MainActor @Suite struct ModifierStateTests {
    @Test func eachApplicationOfAModifierHasItsOwnState() {
        let app = HeadlessDriver(FoldingRows(), width: 40, height: 14)
        tap(app, "Open b")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        #expect(app.text.contains("Open a") && app.text.contains("Open c"))
        #expect(!app.text.contains("row a") && !app.text.contains("row c"))
    }

    @Test func aModifiersStateSurvivesTheBodyThatAppliesItRunningAgain() {
        let app = HeadlessDriver(FoldingRows(), width: 40, height: 14)
        tap(app, "Open b")
        tap(app, "Tick 0")
        expectContains(app.text, "Tick 1")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
    }

    @Test func aModifiersStateSurvivesAChangeInsideAViewBesideIt() {
        let app = HeadlessDriver(FoldingRows(), width: 40, height: 14)
        // By keys only (no inspection between frames): Tick, Add side, Open a, Open b.
        app.send(.tab, .tab, .tab, .enter)
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        // The counter's body runs again; the rows' body does not, and b stays open.
        app.send(.backTab, .backTab, .enter, .enter)
        expectContains(app.text, "side 2")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        // Every application's state is still kept for its position: two views, three modifiers.
        expectEqual(app.runtime.viewCount, 5)
    }

    @Test func aModifiersStateFollowsItsRowsIDNotItsOffset() {
        let app = HeadlessDriver(FoldingRows(), width: 40, height: 14)
        tap(app, "Open b")
        tap(app, "Drop first")
        // b is now the first row: still open; c, now second where b was, still folded.
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        #expect(app.text.contains("Open c") && !app.text.contains("row c"))
    }

    @Test func aModifiersStateIsReleasedWithItsRow() {
        let app = HeadlessDriver(FoldingRows(), width: 40, height: 14)
        // Two custom views, and one position for the state of each of the three applications.
        expectEqual(app.runtime.viewCount, 5)
        tap(app, "Open b")
        tap(app, "Remove b")
        expectEqual(app.runtime.viewCount, 4)
        tap(app, "Append b")
        // A new row b: its modifier's state starts again, folded.
        #expect(app.text.contains("Open b") && !app.text.contains("row b"))
    }

    @Test func aModifierWithoutStateKeepsNoPosition() {
        let app = HeadlessDriver(VStack { Text("a").padding(1); Text("b").modifier(PlainCard()) }, width: 20, height: 6)
        expectContains(app.text, "b")
        expectEqual(app.runtime.viewCount, 0)
    }

    @Test func eachApplicationOfAModifierHasItsOwnFocusState() {
        let app = HeadlessDriver(VStack { Text("1").modifier(FocusNote(title: "x")); Text("2").modifier(FocusNote(title: "y")) }, width: 40, height: 4)
        // The first field has the focus; the second modifier's state says it has not.
        #expect(app.text.contains("x editing") && app.text.contains("y idle"))
        app.press(.tab)
        #expect(app.text.contains("x idle") && app.text.contains("y editing"))
    }
}

/// A modifier without state.
private struct PlainCard: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(1)
    }
}
