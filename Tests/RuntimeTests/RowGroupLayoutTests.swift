import Builders
import Inspect
import Render
import Runtime
import Testing
import Expectations

/// Several rows of text from one custom view.
private struct Lines: View {
    let name: String
    let count: Int

    var body: some View {
        ForEach(0..<count, id: \.self) { index in
            Text("\(name) \(index)")
        }
    }
}

/// A section whose rows come from custom views, and one of its own between them.
private struct LinesForm: View {
    var body: some View {
        Form {
            Section(header: Text("Lines")) {
                Lines(name: "a", count: 3)
                Text("between")
                Lines(name: "b", count: 5)
            }
        }
    }
}

/// A label, a colour that takes the height offered, and a last line.
private struct Bar: View {
    let name: String

    var body: some View {
        Text(name)
        Color.red
        Text("\(name) end")
    }
}

/// Rows from custom views with a flexible row each, and a flexible row of the section's own.
private struct BarsForm: View {
    var body: some View {
        Form {
            Section {
                Bar(name: "a")
                Color.blue
                Bar(name: "b")
            }
        }
    }
}

/// A custom view whose rows hold a section of their own.
private struct MoreRows: View {
    var body: some View {
        Text("above")
        Section(header: Text("Inner")) { Text("inner row") }
        Text("below")
    }
}

/// A section with that custom view among its rows.
private struct NestedSectionForm: View {
    var body: some View {
        Form {
            Section(header: Text("Outer")) {
                Text("first")
                MoreRows()
            }
        }
    }
}

// In a running app, the rows a custom view gives a section are one row
// group, sized and painted as one while it is unchanged. Laid out, they must still be the
// section's own rows: the screen is the one the static renderer draws.
@Suite @MainActor struct RowGroupLayoutTests {
    /// The running app's screen, and the static renderer's of the same tree at the same size.
    private func screens(_ app: HeadlessDriver, width: Int, height: Int) throws -> (running: Render.Canvas, rendered: Render.Canvas) {
        (app.screen, try Renderer.render(app.inspect(), width: width, height: height, focusIndex: app.runtime.focusedIndex).canvas)
    }

    @Test func rowsSqueezedIntoAShortScreenAreThoseTheStaticRendererKeeps() throws {
        // Nine rows of text (and the header) in six: no control, so the screen is squeezed, not a window.
        let app = HeadlessDriver(LinesForm(), width: 30, height: 6)
        let (running, rendered) = try screens(app, width: 30, height: 6)
        expectEqual(running, rendered)
        // Ten rows of one line each in six: six are kept, each whole.
        expectEqual(app.text.split(separator: "\n").count, 6)
    }

    @Test func extraHeightGoesToEveryFlexibleRowAsItWouldWithoutGroups() throws {
        let app = HeadlessDriver(BarsForm(), width: 20, height: 16)
        let (running, rendered) = try screens(app, width: 20, height: 16)
        expectEqual(running, rendered)
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        // The three colours share the twelve rows the four texts leave.
        let a = try #require(lines.firstIndex(of: "a")), aEnd = try #require(lines.firstIndex(of: "a end"))
        let b = try #require(lines.firstIndex(of: "b")), bEnd = try #require(lines.firstIndex(of: "b end"))
        // Each group's colour got rows: its two texts are not next to each other.
        #expect(aEnd - a > 1)
        #expect(bEnd - b > 1)
    }

    @Test func aSectionInsideACustomViewAmongASectionsRowsGetsTheStaticDividers() throws {
        let app = HeadlessDriver(NestedSectionForm(), width: 20, height: 10)
        let (running, rendered) = try screens(app, width: 20, height: 10)
        expectEqual(running, rendered)
        // The inner section is set off from the row above it and the row below it.
        let lines = app.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let divider = String(repeating: "─", count: 20)
        expectEqual(Array(lines.prefix(7)), ["OUTER", "first", "above", divider, "INNER", "inner row", divider])
        expectEqual(lines.dropFirst(7).first, "below")
    }

    @Test func aFormOfGroupsThatFitsIsDrawnAsTheStaticRendererDrawsIt() throws {
        let app = HeadlessDriver(LinesForm(), width: 30, height: 12)
        let (running, rendered) = try screens(app, width: 30, height: 12)
        expectEqual(running, rendered)
        expectContains(app.text, "b 4")
    }
}
