import Terminal
import Testing
import Expectations

/// SGR mouse reports (xterm's mode 1006): `ESC [ < Cb ; Cx ; Cy M` for a press, `m` for a release,
/// with 1-based columns and rows; the decoder gives 0-based cells.
@Suite struct KeyDecoderMouseTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func aLeftPressAndReleaseAreMouseEventsAtZeroBasedCells() {
        #expect(keys("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [
            .mouse(MouseEvent(.press(.left), column: 4, row: 2)),
            .mouse(MouseEvent(.release(.left), column: 4, row: 2)),
        ])
    }

    @Test func theButtonComesFromTheLowBitsAndModifiersAreIgnored() {
        // 1 middle, 2 right; +4 Shift, +8 Alt, +16 Ctrl leave the button as it is.
        expectEqual(keys("\u{1B}[<1;1;1M"), [.mouse(MouseEvent(.press(.middle), column: 0, row: 0))])
        expectEqual(keys("\u{1B}[<2;10;20M"), [.mouse(MouseEvent(.press(.right), column: 9, row: 19))])
        expectEqual(keys("\u{1B}[<16;2;2M"), [.mouse(MouseEvent(.press(.left), column: 1, row: 1))])
    }

    @Test func theWheelAndMotionAreTheirOwnActions() {
        #expect(keys("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [
            .mouse(MouseEvent(.scrollUp, column: 2, row: 3)),
            .mouse(MouseEvent(.scrollDown, column: 2, row: 3)),
        ])
        expectEqual(keys("\u{1B}[<32;7;8M"), [.mouse(MouseEvent(.move, column: 6, row: 7))])
    }

    @Test func aReportSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode(Array("\u{1B}[<0;12".utf8)), [])
        #expect(decoder.isWaiting)
        expectEqual(decoder.decode(Array(";7Mx".utf8)), [.mouse(MouseEvent(.press(.left), column: 11, row: 6)), .character("x")])
    }

    @Test func malformedReportsAreUnknownBytesNotEvents() {
        // Two numbers, an empty one, a zero column (cells start at 1), a button code 3 on a press.
        for report in ["\u{1B}[<0;5M", "\u{1B}[<0;;5M", "\u{1B}[<0;0;5M", "\u{1B}[<3;1;1M"] {
            #expect(keys(report) == [.unknown(Array(report.utf8))], "\(report.debugDescription)")
        }
    }

    @Test func hugeCoordinatesAreCappedNotOverflowed() {
        let keys = keys("\u{1B}[<0;99999999999999999999999;1M")
        expectEqual(keys, [.mouse(MouseEvent(.press(.left), column: 99_999, row: 0))])
    }
}
