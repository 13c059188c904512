import Builders
import Render
import Runtime
import Terminal
import Testing
import Expectations

// Painted-cell reuse: a frame is painted over the one before it, only in the rows that
// can differ. Each step below is checked against the same state painted from scratch
// (``HeadlessDriver/update(_:)`` forgets every kept layout and painted cell): the same cells,
// the same focus targets, and the bytes written those a diff of the whole screen gives.

/// Where the focus targets are: row, column, width, height, and the text origin (-1 when none).
@MainActor private func targetPlaces(_ app: HeadlessDriver) -> [[Int]] {
    (app.runtime.currentScreen?.focusTargets ?? []).map {
        [$0.row, $0.column, $0.width, $0.height, $0.textOrigin?.row ?? -1, $0.textOrigin?.column ?? -1]
    }
}

/// Runs `step`, checks the frame it drew against a frame painted from scratch, and returns the
/// rows the step's frame painted again (nil when it was painted whole).
@discardableResult
@MainActor private func checkStep(_ app: HeadlessDriver, sourceLocation: SourceLocation = #_sourceLocation, _ step: (HeadlessDriver) -> Void) -> [Int]? {
    let before = app.screen
    let frames = app.frameCount
    step(app)
    let after = app.screen
    let rows = app.runtime.paintReuse.lastRows
    let targets = targetPlaces(app)
    if app.frameCount == frames + 1 {
        #expect(app.lastFrameBytes == ScreenDiff.bytes(from: before, to: after, styled: app.runtime.styled), sourceLocation: sourceLocation)
    }
    app.update {}
    #expect(app.screen == after, "painted over the frame before:\n\(after.plainText)\nfrom scratch:\n\(app.screen.plainText)", sourceLocation: sourceLocation)
    #expect(targetPlaces(app) == targets, sourceLocation: sourceLocation)
    return rows
}

/// A row whose label its own state makes longer, two lines high, then short again.
private struct GrowingRow: View {
    let index: Int
    @State private var shape = 0

    var body: some View {
        HStack {
            Button("Grow \(index)") { shape = (shape + 1) % 3 }
            Text(shape == 1 ? "row \(index) with a much longer label" : shape == 2 ? "row \(index)\nits second line" : "r\(index)")
        }
    }
}

/// The buttons of ``GrowingForm``, a view of their own.
private struct FormButtons: View {
    @Binding var ids: [Int]
    @Binding var badge: Bool
    @Binding var sheet: Bool

    var body: some View {
        HStack {
            Button("Insert") { ids.insert((ids.max() ?? 0) + 1, at: 0) }
            Button("Remove") { ids.removeFirst() }
            Button("Badge") { badge.toggle() }
            Button("Sheet") { sheet = true }
        }
    }
}

/// Rows that come and go at the top, a badge over the corner and a sheet.
private struct GrowingForm: View {
    @State private var ids = Array(0..<6)
    @State private var badge = false
    @State private var sheet = false

    var body: some View {
        VStack(alignment: .leading) {
            FormButtons(ids: $ids, badge: $badge, sheet: $sheet)
            ForEach(ids, id: \.self) { id in
                GrowingRow(index: id)
            }
        }
        .overlay(alignment: .bottomTrailing) {
            if badge { Text("[ BADGE ]") }
        }
        .sheet(isPresented: $sheet) {
            VStack {
                Text("In the sheet")
                Button("Close") { sheet = false }
            }
        }
    }
}

/// One text field of a form, its text kept by its row.
private struct NamedField: View {
    let index: Int
    @State private var text = ""

    var body: some View {
        TextField("Field \(index)", text: $text)
    }
}

private struct FieldColumn: View {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
                NamedField(index: index)
            }
        }
    }
}

/// Layers drawn over each other, in an order a button changes.
private struct Layer: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

private struct Layers: View {
    @State private var order = ["AAAAAA", "BBB"]

    var body: some View {
        VStack(alignment: .leading) {
            Button("Swap") { order.reverse() }
            ZStack(alignment: .leading) {
                ForEach(order, id: \.self) { name in
                    Layer(name: name)
                }
            }
        }
    }
}

/// A row whose text a modifier of its parent's changes (in capitals) each time it is laid out.
private struct Shouted: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button("more") { count += 1 }
            Text("count \(count)")
        }
    }
}

private struct Shouting: View {
    var body: some View {
        VStack(alignment: .leading) {
            Shouted()
            Shouted().textCase(.uppercase)
        }
    }
}

@MainActor @Suite struct PaintReuseTests {
    @Test func rowsThatGrowShrinkMoveAndTakeTheFocusArePaintedAsFromScratch() {
        let app = HeadlessDriver(GrowingForm(), width: 50, height: 14)
        app.runtime.styled = true
        // Grow row 3 long, then two lines high (rows below move down), then short again.
        for _ in 0..<3 { checkStep(app) { tap($0, "Grow 3") } }
        expectContains(app.text, "r3")
        // The focus moves along the buttons, one row to the next.
        for _ in 0..<6 { checkStep(app) { $0.press(.tab) } }
        checkStep(app) { $0.press(.enter) }
        // Rows come in at the top and go (the rows below move), the last focus kept.
        checkStep(app) { tap($0, "Insert") }
        checkStep(app) { tap($0, "Insert") }
        checkStep(app) { tap($0, "Remove") }
        expectContains(app.text, "Grow 6")
        expectNotContains(app.text, "Grow 7")
        #expect(app.runtime.paintReuse.repainted > 0)
    }

    @Test func overlaysAndSheetsThatAppearAndGoArePaintedAsFromScratch() {
        let app = HeadlessDriver(GrowingForm(), width: 50, height: 14)
        app.runtime.styled = true
        checkStep(app) { tap($0, "Badge") }
        expectContains(app.text, "[ BADGE ]")
        checkStep(app) { tap($0, "Grow 5") }
        checkStep(app) { tap($0, "Badge") }
        expectNotContains(app.text, "BADGE")
        checkStep(app) { tap($0, "Sheet") }
        expectContains(app.text, "In the sheet")
        checkStep(app) { $0.press(.tab) }
        checkStep(app) { $0.press(.escape) }
        expectNotContains(app.text, "In the sheet")
        checkStep(app) { tap($0, "Grow 0") }
    }

    @Test func aMovedFocusRepaintsOnlyTheRowsItLeftAndReached() throws {
        let app = HeadlessDriver(GrowingForm(), width: 50, height: 14)
        app.runtime.moveFocus(to: 5)
        app.settle()
        // Targets: Insert, Remove, Badge, Sheet (row 0), then one button a row from row 1.
        let rows = checkStep(app) { $0.press(.tab) }
        expectEqual(rows, [2, 3])
    }

    @Test func aCharacterTypedIntoOneFieldRepaintsOnlyItsRow() {
        let app = HeadlessDriver(FieldColumn(count: 30), width: 40, height: 31)
        app.runtime.styled = true
        app.runtime.moveFocus(to: 12)
        app.settle()
        for character in "héllo 世界" {
            let rows = checkStep(app) { $0.type(String(character)) }
            expectEqual(rows, [12])
        }
        let rows = checkStep(app) { $0.press(.backspace) }
        expectEqual(rows, [12])
        expectContains(app.text, "héllo 世")
    }

    @Test func aScreenTallerThanTheTerminalScrollsAsFromScratch() {
        let app = HeadlessDriver(FieldColumn(count: 30), width: 40, height: 8)
        app.runtime.styled = true
        for _ in 0..<12 { checkStep(app) { $0.press(.tab) } }
        #expect(app.runtime.scrolledRows > 0)
        checkStep(app) { $0.type("deep") }
        for _ in 0..<12 { checkStep(app) { $0.press(.backTab) } }
        expectEqual(app.runtime.scrolledRows, 0)
    }

    @Test func layersThatChangeOrderAreDrawnInTheirNewOrder() {
        let app = HeadlessDriver(Layers(), width: 20, height: 3)
        expectContains(app.text, "BBBAAA")
        checkStep(app) { tap($0, "Swap") }
        expectContains(app.text, "AAAAAA")
        checkStep(app) { tap($0, "Swap") }
        expectContains(app.text, "BBBAAA")
    }

    @Test func aRowChangedInPlaceByAModifierAboveItIsPaintedAgain() {
        let app = HeadlessDriver(Shouting(), width: 30, height: 3)
        checkStep(app) { tap($0, "more") }
        expectContains(app.text, "count 1")
        checkStep(app) { $0.press(.tab) }
        checkStep(app) { $0.press(.enter) }
        expectContains(app.text, "COUNT 1")
    }
}
