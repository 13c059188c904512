import Builders
import Observation
import Render
import Runtime
import Testing
import Expectations

// A custom view laid out again only because views below it changed gets the
// views its body listed before instead of listing them again. What listing them read (state or
// a model read by a ForEach's content as it is built) must still redraw them when it changes.

private struct Suffixed: View {
    let index: Int
    let suffix: String
    @State private var count = 0

    var body: some View {
        HStack {
            Button("bump \(index)") { count += 1 }
            Text("\(index):\(count)\(suffix)")
        }
    }
}

private struct SuffixSwitch: View {
    @Binding var suffix: String

    var body: some View {
        Button("suffix") { suffix += "!" }
    }
}

/// Rows whose suffix only the ForEach's content reads (as the rows are built, not in the body).
private struct SuffixedRows: View {
    @State private var suffix = ""

    var body: some View {
        VStack(alignment: .leading) {
            SuffixSwitch(suffix: $suffix)
            ForEach(0..<3, id: \.self) { index in
                Suffixed(index: index, suffix: suffix)
            }
        }
    }
}

@Observable private final class Tag {
    var text = ""
}

/// Rows whose suffix a model gives, read only by the ForEach's content.
private struct TaggedRows: View {
    let tag: Tag

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<3, id: \.self) { index in
                Suffixed(index: index, suffix: tag.text)
            }
        }
    }
}

/// The same rows in a Form's Section, whose views are listed again only when
/// they may differ, as a stack's are.
private struct TaggedSectionRows: View {
    let tag: Tag

    var body: some View {
        Form {
            Section(header: Text("Tagged")) {
                ForEach(0..<3, id: \.self) { index in
                    Suffixed(index: index, suffix: tag.text)
                }
            }
        }
    }
}

/// Rows of a Section whose suffix only the ForEach's content reads.
private struct SuffixedSectionRows: View {
    @State private var suffix = ""

    var body: some View {
        Form {
            SuffixSwitch(suffix: $suffix)
            Section {
                ForEach(0..<3, id: \.self) { index in
                    Suffixed(index: index, suffix: suffix)
                }
            }
        }
    }
}

/// Rows that leave the tree and come back.
private struct Returning: View {
    @State private var ids = [0, 1, 2]

    var body: some View {
        VStack(alignment: .leading) {
            Button("drop") { ids.removeAll { $0 == 1 } }
            Button("restore") { ids = [0, 1, 2] }
            ForEach(ids, id: \.self) { index in
                Suffixed(index: index, suffix: "")
            }
        }
    }
}

@MainActor @Suite struct ListedViewsReuseTests {
    @Test func aRowThatLeavesAndComesBackStartsWithFreshState() {
        let app = HeadlessDriver(Returning(), width: 30, height: 6)
        tap(app, "bump 1")
        tap(app, "bump 1")
        tap(app, "bump 2")
        expectContains(app.text, "1:2")
        tap(app, "drop")
        expectNotContains(app.text, "1:")
        tap(app, "bump 2")
        tap(app, "restore")
        // As in SwiftUI, a view that left the tree comes back with its state as first declared.
        expectContains(app.text, "1:0")
        expectContains(app.text, "2:2")
        tap(app, "bump 1")
        expectContains(app.text, "1:1")
    }

    @Test func stateReadOnlyAsRowsAreListedRedrawsThemAfterRowsChangedAlone() {
        expectStateReadWhileListingRedrawsRows(HeadlessDriver(SuffixedRows(), width: 30, height: 5))
    }

    @Test func stateReadOnlyAsASectionsRowsAreListedRedrawsThemAfterRowsChangedAlone() {
        expectStateReadWhileListingRedrawsRows(HeadlessDriver(SuffixedSectionRows(), width: 30, height: 8))
    }

    @Test func aModelReadOnlyAsASectionsRowsAreListedRedrawsThemAfterRowsChangedAlone() {
        let tag = Tag()
        expectModelReadWhileListingRedrawsRows(HeadlessDriver(TaggedSectionRows(tag: tag), width: 30, height: 6), tag)
    }

    @Test func aModelReadOnlyAsRowsAreListedRedrawsThemAfterRowsChangedAlone() {
        let tag = Tag()
        expectModelReadWhileListingRedrawsRows(HeadlessDriver(TaggedRows(tag: tag), width: 30, height: 4), tag)
    }

    /// Bumps rows, then changes the state only the rows' listing reads: every row shows the new
    /// suffix with its own count, and the incremental screen equals a whole one.
    private func expectStateReadWhileListingRedrawsRows(_ app: HeadlessDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(app, "bump 1")
        tap(app, "bump 1")
        #expect(app.text.contains("1:2"), sourceLocation: sourceLocation)
        tap(app, "suffix")
        #expect(app.text.contains("0:0!"), sourceLocation: sourceLocation)
        #expect(app.text.contains("1:2!"), sourceLocation: sourceLocation)
        tap(app, "bump 2")
        tap(app, "suffix")
        #expect(app.text.contains("2:1!!"), sourceLocation: sourceLocation)
        let incremental = app.screen
        app.update {}
        #expect(app.screen == incremental, sourceLocation: sourceLocation)
    }

    /// Bumps rows, then changes the model only the rows' listing reads: every row shows the new
    /// tag with its own count, and the incremental screen equals a whole one.
    private func expectModelReadWhileListingRedrawsRows(_ app: HeadlessDriver, _ tag: Tag, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(app, "bump 0")
        tap(app, "bump 0")
        tag.text = "?"
        app.settle()
        #expect(app.text.contains("0:2?"), sourceLocation: sourceLocation)
        #expect(app.text.contains("2:0?"), sourceLocation: sourceLocation)
        tap(app, "bump 2")
        tag.text = "#"
        app.settle()
        #expect(app.text.contains("2:1#"), sourceLocation: sourceLocation)
        #expect(app.text.contains("0:2#"), sourceLocation: sourceLocation)
        let incremental = app.screen
        app.update {}
        #expect(app.screen == incremental, sourceLocation: sourceLocation)
    }
}
