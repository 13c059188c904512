import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// Notes which rows a ForEach's content closure made.
private final class MadeRows: @unchecked Sendable {
    var offsets: [Int] = []
}

/// A list of `count` buttons, each noting when its row is made.
private struct LongList: View {
    let count: Int
    let made: MadeRows

    var body: some View {
        List(0..<count) { index in
            let _ = made.offsets.append(index)
            Button("Row \(index)") {}
        }
    }
}

/// A scroll view of a lazy stack of `count` buttons.
private struct LongStack: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in Button("Item \(index)") {} }
            }
        }
    }
}

/// A scroll view of a title above a lazy stack of `count` buttons.
private struct TitledStack: View {
    let count: Int
    let made: MadeRows

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Title")
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { index in
                        let _ = made.offsets.append(index)
                        Button("Item \(index)") {}
                    }
                }
            }
        }
    }
}

/// A row that counts its own taps.
private struct TapRow: View {
    let id: Int
    @State private var taps = 0

    var body: some View {
        Button("\(id): \(taps)") { taps += 1 }
    }
}

/// A list of tap rows under a button that adds a row at the top.
private struct TapList: View {
    @State private var ids = Array(1...40)

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { ids.insert((ids.first ?? 0) - 1, at: 0) }
            List {
                ForEach(ids, id: \.self) { id in TapRow(id: id) }
            }
        }
    }
}

// Lazy rows: a running app evaluates only the rows on screen, scrolls to rows not yet
// made, and keeps a row's state by its ForEach identity while the row is in the tree.
@MainActor @Suite struct LazyRowsTests {
    private func lines(_ app: HeadlessDriver) -> [String] {
        app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func rowsOffScreenAreNotEvaluated() {
        let made = MadeRows()
        let app = HeadlessDriver(LongList(count: 1_000, made: made), width: 20, height: 10)
        expectEqual(lines(app).last, " Row 9")
        expectEqual(Set(made.offsets), Set(0..<10))
    }

    @Test func pageDownShowsTheNextPageOfRows() {
        let made = MadeRows()
        let app = HeadlessDriver(LongList(count: 1_000, made: made), width: 20, height: 10)
        made.offsets.removeAll()
        app.press(.pageDown)
        expectEqual(app.runtime.scrolledRows, 10)
        expectEqual(lines(app).first, ">Row 10<")
        expectEqual(lines(app).last, " Row 19")
        #expect(Set(made.offsets).isSubset(of: Set(0..<20)))
        app.press(.pageUp)
        expectEqual(app.runtime.scrolledRows, 0)
        expectEqual(lines(app).first, ">Row 0<")
    }

    @Test func tabWalksEveryRowInOrderScrollingOneRowAtATime() {
        let app = HeadlessDriver(LongList(count: 30, made: MadeRows()), width: 20, height: 10)
        for index in 1..<30 {
            app.press(.tab)
            #expect(app.focusedPath?.hasSuffix("button(\(index))") == true, "Tab \(index)")
            expectEqual(app.runtime.scrolledRows, max(0, index - 9))
        }
        app.press(.tab)
        expectEqual(app.focusedPath?.hasSuffix("button(0)"), true)
        expectEqual(app.runtime.scrolledRows, 0)
        app.press(.up)
        expectEqual(app.focusedPath?.hasSuffix("button(29)"), true)
        app.press(.up)
        expectEqual(app.focusedPath?.hasSuffix("button(28)"), true)
        expectEqual(lines(app).last, " Row 29")
    }

    @Test func endFocusesTheLastRowOfALargeListAndHomeTheFirst() {
        let made = MadeRows()
        let app = HeadlessDriver(LongList(count: 100_000, made: made), width: 20, height: 10)
        app.press(.end)
        expectEqual(app.focusedPath?.hasSuffix("button(99999)"), true)
        expectEqual(lines(app).last, ">Row 99999<")
        expectEqual(app.runtime.scrolledRows, 100_000 - 10)
        #expect(made.offsets.count < 100)
        app.press(.home)
        expectEqual(app.focusedPath?.hasSuffix("button(0)"), true)
        expectEqual(lines(app).first, ">Row 0<")
    }

    @Test func aRowKeepsItsStateByIdentityWhenARowIsAddedAbove() {
        let app = HeadlessDriver(TapList(), width: 20, height: 8)
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        expectContains(app.text, "1: 2")
        app.press(.backTab)
        app.press(.enter)
        expectContains(app.text, "0: 0")
        expectContains(app.text, "1: 2")
        expectContains(app.text, "2: 0")
    }

    @Test func aRowScrolledOffScreenLeavesTheTreeAndComesBackWithFreshState() {
        let app = HeadlessDriver(TapList(), width: 20, height: 8)
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "1: 1")
        app.press(.end)
        expectContains(app.text, "40: 0")
        expectNotContains(app.text, "1: 1")
        // The list and the rows on screen: rows off screen keep nothing.
        #expect(app.runtime.viewCount <= 1 + 8)
        app.press(.home)
        expectContains(app.text, "1: 0")
    }

    @Test func theInspectorOfARunningAppSeesRowsNotDrawn() throws {
        let app = HeadlessDriver(LongList(count: 1_000, made: MadeRows()), width: 20, height: 10)
        #expect(try app.inspect().find(text: "Row 999").pathToRoot.contains("button(999)"))
    }

    @Test func aLazyStackInAScrollViewScrollsToItsLastRow() {
        let app = HeadlessDriver(LongStack(count: 5_000), width: 20, height: 6)
        expectEqual(lines(app).count, 6)
        app.press(.end)
        expectEqual(app.focusedPath?.hasSuffix("button(4999)"), true)
        expectEqual(lines(app).last, ">Item 4999<")
        app.press(.down)
        expectEqual(lines(app).first, ">Item 0<")
    }

    @Test func aLazyStackBelowATitleInAScrollViewDrawsOnlyTheWindow() {
        let made = MadeRows()
        let app = HeadlessDriver(TitledStack(count: 100_000, made: made), width: 20, height: 6)
        expectEqual(lines(app).first, "Title")
        app.press(.end)
        expectEqual(lines(app).last, ">Item 99999<")
        expectEqual(app.runtime.scrolledRows, 100_001 - 6)
        #expect(made.offsets.count < 100)
    }
}
