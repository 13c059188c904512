import Builders
import Inspect
import Render
import Testing
import Expectations

/// Notes which rows a ForEach's content closure made.
private final class RowLog: @unchecked Sendable {
    var made: [Int] = []
}

// Lazy rows: a List, LazyVStack or vertical ScrollView of one ForEach makes only the
// rows it draws, and draws them as the stack of all its rows is drawn.
@MainActor @Suite struct LazyRowsRenderTests {
    private let names = ["apple", "banana", "cherry", "damson"]

    @Test func aShortLazyListDrawsAsTheListOfItsRowsWritten() throws {
        let lazy = List { ForEach(names, id: \.self) { Text($0) } }
        let eager = List { Text("apple"); Text("banana"); Text("cherry"); Text("damson") }
        for height in [nil, 10, 4] as [Int?] {
            #expect(try Renderer.render(lazy, width: 20, height: height).canvas == Renderer.render(eager, width: 20, height: height).canvas)
        }
    }

    @Test func aShortLazyListOfButtonsHasTheSameFocusTargets() throws {
        let lazy = try Renderer.render(List { ForEach(names, id: \.self) { Button($0) {} } }, width: 20, focusIndex: 2)
        let eager = try Renderer.render(
            List { Button("apple") {}; Button("banana") {}; Button("cherry") {}; Button("damson") {} }, width: 20, focusIndex: 2)
        expectEqual(lazy.canvas, eager.canvas)
        expectEqual(lazy.focusTargets.map(\.row), eager.focusTargets.map(\.row))
        expectEqual(lazy.focusTargets.map(\.column), eager.focusTargets.map(\.column))
    }

    @Test func aLazyVStackInAScrollViewDrawsAsAVStackOfItsRows() throws {
        let lazy = ScrollView { LazyVStack(alignment: .leading) { ForEach(names, id: \.self) { Text($0) } } }
        let eager = ScrollView { VStack(alignment: .leading) { Text("apple"); Text("banana"); Text("cherry"); Text("damson") } }
        #expect(try Renderer.render(lazy, width: 20, height: 3).canvas == Renderer.render(eager, width: 20, height: 3).canvas)
        let direct = ScrollView { ForEach(names, id: \.self) { Text($0) } }
        #expect(try Renderer.render(direct, width: 20).canvas == Renderer.render(eager, width: 20).canvas)
    }

    @Test func rowsOfTwoLinesEachKeepBothLines() throws {
        let lazy = List { ForEach(names, id: \.self) { Text("\($0)\n-") } }
        expectEqual(try Renderer.render(lazy, width: 10).canvas.plainText, "apple\n-\nbanana\n-\ncherry\n-\ndamson\n-")
    }

    @Test func aListDrawnInTenRowsMakesOnlyTenOfAMillionRows() throws {
        let log = RowLog()
        let list = List(0..<1_000_000) { index in
            let _ = log.made.append(index)
            Text("Row \(index)")
        }
        let screen = try Renderer.render(list, width: 20, height: 10)
        expectEqual(screen.canvas.plainText.split(separator: "\n").last, "Row 9")
        expectEqual(Set(log.made), Set(0..<10))
    }

    @Test func aWindowOfAMillionRowsShowsAndMakesOnlyItsRows() throws {
        let log = RowLog()
        let list = List(0..<1_000_000) { index in
            let _ = log.made.append(index)
            Button("Row \(index)") {}
        }
        let screen = try Renderer.renderWindow(try list.inspect(), width: 20, from: 500_000, height: 3)
        expectEqual(screen.canvas.plainText, " Row 500000\n Row 500001\n Row 500002")
        expectEqual(screen.contentHeight, 1_000_000)
        expectEqual(screen.focusTargets.map(\.row), [0, 1, 2])
        #expect(screen.hidesRows)
        // The first row is made to measure the rows' height.
        expectEqual(Set(log.made), [0, 500_000, 500_001, 500_002])
    }

    @Test func theInspectorStillSeesEveryRow() throws {
        let list = List(0..<1_000) { Text("Row \($0)") }
        expectEqual(try list.inspect().list().forEach().children().count, 1_000)
        #expect(try list.inspect().find(text: "Row 999").pathToRoot.contains("text(999)"))
    }

    @Test func aRowNestingTooDeepIsTheRendersError() {
        var deep = AnyView(Text("deep"))
        for _ in 0..<300 { deep = AnyView(VStack { deep }) }
        let row = deep
        let list = List(0..<3) { _ in row }
        do {
            _ = try Renderer.render(list, width: 10)
            Issue.record("a row past the nesting bound drew")
        } catch let error as RenderError {
            #expect(error.description.hasPrefix("cannot render list().forEach(0).anyView(0).vStack().anyView(0)"))
            #expect(error.description.hasSuffix(": views nest more than 256 levels deep"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
