import Builders
import Pickers
@testable import Render
import Terminal
import Testing
import Expectations

@Suite struct ScreenDiffTests {
    private let esc = "\u{1B}["

    /// The classic picker at `width`×`height` with `selection` selected, nothing focused.
    private func picker(_ selection: State<Int>, width: Int = 30, height: Int = 2) throws -> Render.Canvas {
        let view = SegmentedPicker(selection: selection.projectedValue) {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
        return try Renderer.render(view.inspectionRoot(), width: width, height: height).canvas
    }

    private func text(_ string: String, width: Int = 6) throws -> Render.Canvas {
        try Renderer.render(Text(string).inspectionRoot(), width: width, height: 1).canvas
    }

    @Test func theFirstFrameClearsAndWritesEachRowUpToItsLastNonBlankCell() throws {
        let canvas = try picker(State(wrappedValue: 0))
        expectEqual(canvas.plainText, "│[First]│ Second │ Third │\n")
        // Row 2 is blank: nothing but the clear for it.
        #expect(ScreenDiff.bytes(from: nil, to: canvas, styled: false)
            == "\(esc)H\(esc)2J\(esc)1;1H│[First]│ Second │ Third │")
        // Styled: a reset before the clear; the pen is then plain, so only the
        // selected segment (inverse, SGR 7) and the return to plain need SGR.
        #expect(ScreenDiff.bytes(from: nil, to: canvas, styled: true)
            == "\(esc)0m\(esc)H\(esc)2J\(esc)1;1H│\(esc)0;7m[First]\(esc)0m│ Second │ Third │")
    }

    @Test func selectingAnotherSegmentWritesOnlyTheChangedCells() throws {
        let selection = State(wrappedValue: 0)
        let before = try picker(selection)
        selection.wrappedValue = 1
        let after = try picker(selection)
        expectEqual(after.plainText, "│ First │[Second]│ Third │\n")
        // Columns 2–8 ("[First]" inverse → " First " plain: brackets and styles
        // change) and 10–17 (" Second " → "[Second]" inverse); the bars at 9 and
        // 18 and everything after stay, so two runs, each after a cursor move.
        #expect(ScreenDiff.bytes(from: before, to: after, styled: false)
            == "\(esc)1;2H First \(esc)1;10H[Second]")
        #expect(ScreenDiff.bytes(from: before, to: after, styled: true)
            == "\(esc)1;2H\(esc)0m First \(esc)1;10H\(esc)0;7m[Second]")
    }

    @Test func anUnchangedScreenNeedsNoBytes() throws {
        let canvas = try picker(State(wrappedValue: 2))
        expectEqual(ScreenDiff.bytes(from: canvas, to: canvas, styled: true), "")
    }

    @Test func unstyledOutputHasNoSGRAtAll() throws {
        let selection = State(wrappedValue: 0)
        let before = try picker(selection)
        selection.wrappedValue = 2
        let after = try picker(selection)
        for bytes in [ScreenDiff.bytes(from: nil, to: after, styled: false), ScreenDiff.bytes(from: before, to: after, styled: false)] {
            #expect(!bytes.contains(/\x1B\[[0-9;]*m/), "no SGR in \(bytes.debugDescription)")
        }
    }

    @Test func anotherSizeRedrawsInFull() throws {
        let selection = State(wrappedValue: 0)
        let small = try picker(selection, width: 28, height: 1)
        let large = try picker(selection)
        #expect(ScreenDiff.bytes(from: small, to: large, styled: false)
            == "\(esc)H\(esc)2J\(esc)1;1H│[First]│ Second │ Third │")
    }

    @Test func aChangedWideCharacterIsWrittenWhole() throws {
        // 中 and 文 take two cells each; only 文 → 字 changes (columns 3–4).
        expectEqual(ScreenDiff.bytes(from: try text("中文"), to: try text("中字"), styled: false), "\(esc)1;3H字")
        expectEqual(ScreenDiff.bytes(from: try text("中文"), to: try text("中字"), styled: true), "\(esc)1;3H\(esc)0m字")
    }

    @Test func wideCharactersShiftingAcrossCells() throws {
        // 中,"",文,"" → x,文,""," ": every cell changes; 文 is written once and covers two.
        expectEqual(ScreenDiff.bytes(from: try text("中文"), to: try text("x文"), styled: false), "\(esc)1;1Hx文 ")
        // A change next to a wide character leaves it alone.
        expectEqual(ScreenDiff.bytes(from: try text("a中"), to: try text("b中"), styled: false), "\(esc)1;1Hb")
        expectEqual(ScreenDiff.bytes(from: nil, to: try text("a中"), styled: false), "\(esc)H\(esc)2J\(esc)1;1Ha中")
    }

    @Test func aChangedRightHalfRewritesItsLeftHalf() throws {
        var before = Canvas(width: 4, height: 1)
        before.draw("中", row: 0, column: 1, limit: 4, style: CellStyle())
        var after = before
        var inverse = CellStyle()
        inverse.inverse = true
        after.set(row: 0, column: 2, Cell("", style: inverse))
        expectEqual(ScreenDiff.bytes(from: before, to: after, styled: false), "\(esc)1;2H中")
    }
}
