import Builders
@testable import Render
import Testing
import Expectations

/// A character drawn over half of a wide character must not leave the other half behind:
/// found by `RenderWidthPropertyTests` (seed 170, width 51: a line of 52 columns, "日é本").
@MainActor @Suite struct WideCharacterOverlapTests {
    /// Every row's cells take at most the canvas's width in a terminal: a wide character's
    /// first cell is followed by its empty continuation cell, and an empty cell follows only a
    /// wide character.
    static func violations(_ canvas: Render.Canvas) -> [String] {
        var found: [String] = []
        for row in 0..<canvas.height {
            let cells = (0..<canvas.width).map { canvas[row, $0].character }
            for (column, character) in cells.enumerated() {
                let isWide = DisplayWidth.of(character) == 2
                if isWide, column + 1 >= cells.count || cells[column + 1] != "" {
                    found.append("row \(row): the wide \(character) at column \(column) lost its continuation cell")
                }
                if character.isEmpty, column == 0 || DisplayWidth.of(cells[column - 1]) != 2 {
                    found.append("row \(row): a continuation cell at column \(column) follows no wide character")
                }
            }
            let line = cells.joined()
            if DisplayWidth.of(line) > canvas.width {
                found.append("row \(row): \(line.debugDescription) takes \(DisplayWidth.of(line)) columns of \(canvas.width)")
            }
        }
        return found
    }

    /// "é" centred over "日本" lands on the continuation cell of 日: the canvas kept 日 in the cell
    /// before it, so the row reads "日é本", five columns in four cells.
    @Test func aNarrowCharacterOverTheSecondHalfOfAWideOneClearsTheFirstHalf() throws {
        let screen = try Renderer.render(ZStack { Text("日本"); Text("é") }, width: 4)
        expectEqual(Self.violations(screen.canvas), [])
        expectContains(screen.canvas.plainText, "é")
    }

    /// The other half: "é" over the first half of 本 must not leave 本's continuation cell behind.
    @Test func aNarrowCharacterOverTheFirstHalfOfAWideOneClearsTheSecondHalf() throws {
        let screen = try Renderer.render(ZStack(alignment: .leading) { Text("日本"); Text("xyé") }, width: 4)
        expectEqual(Self.violations(screen.canvas), [])
        #expect(screen.canvas.plainText.hasPrefix("xyé"))
    }

    /// A wide character's continuation cell written over the first half of another wide
    /// character ("x中" over "ab日"): that character's own continuation must not stay behind.
    @Test func aContinuationCellOverTheFirstHalfOfAWideOneClearsTheSecondHalf() throws {
        let screen = try Renderer.render(ZStack(alignment: .leading) { Text("ab日"); Text("x中") }, width: 4)
        expectEqual(Self.violations(screen.canvas), [])
        expectEqual(screen.canvas.plainText, "x中")
    }
}
