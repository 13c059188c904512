import Builders
import Runtime
import Terminal
import Testing
import Expectations

/// A row that presents a sheet (or an alert) of its own; `shownFirst` presents it from the start.
private struct PresentingRow: View {
    let name: String
    var alert = false
    @State private var shown: Bool
    @State private var count = 0

    init(_ name: String, alert: Bool = false, shownFirst: Bool = false) {
        self.name = name
        self.alert = alert
        _shown = State(initialValue: shownFirst)
    }

    var body: some View {
        let row = VStack(alignment: .leading) {
            Text("\(name) count \(count)")
            Button("Open \(name)") { shown = true }
        }
        if alert {
            return AnyView(row.alert("Alert \(name)", isPresented: $shown) {
                Button("Add \(name)") { count += 1 }
            })
        }
        return AnyView(row.sheet(isPresented: $shown) {
            VStack(alignment: .leading) {
                Text("Sheet \(name)")
                Button("Add \(name)") { count += 1 }
                Button("Close \(name)") { shown = false }
            }
        })
    }
}

/// Two sibling rows that present, and a line after them.
private struct Siblings: View {
    var alert = false
    var firstShown = false
    var secondShown = false

    var body: some View {
        VStack(alignment: .leading) {
            PresentingRow("A", alert: alert, shownFirst: firstShown)
            PresentingRow("B", alert: alert, shownFirst: secondShown)
            Text("footer")
        }
    }
}

/// SwiftUI shows a presentation over the whole screen whichever view in the tree presents it,
/// and its controls alone take the keys until it goes.
@MainActor @Suite struct SiblingPresentationTests {
    @Test(arguments: [8, 20])
    func aSheetOfTheFirstSiblingCoversTheScreenAndTakesTheKeys(height: Int) {
        let app = HeadlessDriver(Siblings(), width: 30, height: height)
        expectContains(app.text, ">Open A<")
        app.press(.enter)
        #expect(app.runtime.isPresenting)
        // The sheet replaces the screen: nothing of the later sibling or the footer shows.
        expectContains(app.text, "Sheet A")
        expectNotContains(app.text, "Open B")
        expectNotContains(app.text, "footer")
        // The focus is in the sheet, and its buttons act.
        expectContains(app.text, ">Add A<")
        app.press(.enter)
        app.press(.tab)
        expectContains(app.text, ">Close A<")
        app.press(.enter)
        #expect(!app.runtime.isPresenting)
        // The count changed in the sheet shows on the screen, and the focus is back on the opener.
        expectContains(app.text, "A count 1")
        expectContains(app.text, ">Open A<")
        #expect(app.text.contains("Open B") && app.text.contains("footer"))
    }

    @Test(arguments: [8, 20])
    func escapeDismissesTheFirstSiblingsSheetAndGivesTheFocusBack(height: Int) {
        let app = HeadlessDriver(Siblings(), width: 30, height: height)
        app.press(.enter)
        expectContains(app.text, "Sheet A")
        expectContains(app.text, ">Add A<")
        app.press(.escape)
        #expect(!app.runtime.isPresenting)
        expectNotContains(app.text, "Sheet A")
        expectContains(app.text, ">Open A<")
        // The keys reach the screen again: Tab moves on to the second row's button.
        app.press(.tab)
        expectContains(app.text, ">Open B<")
    }

    @Test(arguments: [8, 20])
    func anAlertOfTheFirstSiblingIsDrawnOverTheLaterOnesWithTheFocus(height: Int) {
        let app = HeadlessDriver(Siblings(alert: true), width: 30, height: height)
        app.press(.enter)
        #expect(app.runtime.isPresenting)
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The box is whole: its title and button rows sit between its top and bottom borders.
        let top = lines.firstIndex { $0.contains("┌") }
        let title = lines.firstIndex { $0.contains("│") && $0.contains("Alert A") }
        let button = lines.firstIndex { $0.contains("│") && $0.contains(">Add A<") }
        let bottom = lines.firstIndex { $0.contains("└") }
        #expect(top != nil && title != nil && button != nil && bottom != nil, "\(app.text)")
        if let top, let title, let button, let bottom { #expect(top < title && title < button && button < bottom) }
        // The alert's button takes the key; pressing it dismisses the alert.
        app.press(.enter)
        #expect(!app.runtime.isPresenting)
        expectContains(app.text, "A count 1")
        expectContains(app.text, ">Open A<")
    }

    @Test func twoPresentedAtOnceShowOneAtATimeTheLastDrawnFirst() {
        let app = HeadlessDriver(Siblings(firstShown: true, secondShown: true), width: 30, height: 10)
        expectContains(app.text, "Sheet B")
        expectNotContains(app.text, "Sheet A")
        expectContains(app.text, ">Add B<")
        app.press(.escape)
        expectContains(app.text, "Sheet A")
        expectNotContains(app.text, "Sheet B")
        expectContains(app.text, ">Add A<")
        app.press(.escape)
        #expect(!app.runtime.isPresenting)
        #expect(app.text.contains("Open A") && app.text.contains("Open B"))
    }
}
