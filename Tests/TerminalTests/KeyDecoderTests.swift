import Terminal
import Testing
import Expectations

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsInBothForms() {
        expectEqual(keys(bytes("\u{1B}[D")), [.left])
        expectEqual(keys(bytes("\u{1B}[C")), [.right])
        expectEqual(keys(bytes("\u{1B}OD")), [.left])
        expectEqual(keys(bytes("\u{1B}OC")), [.right])
        expectEqual(keys(bytes("\u{1B}[A\u{1B}OB")), [.up, .down])
    }

    @Test func arrowsWithShiftAreStillArrows() {
        expectEqual(keys(bytes("\u{1B}[1;2C\u{1B}[1;2D")), [.right, .left])
    }

    @Test func tabAndShiftTab() {
        expectEqual(keys([0x09]), [.tab])
        expectEqual(keys(bytes("\u{1B}[Z")), [.backTab])
    }

    @Test func enterIsCarriageReturnOrLineFeed() {
        expectEqual(keys([0x0D]), [.enter])
        expectEqual(keys([0x0A]), [.enter])
    }

    @Test func spaceLettersAndCtrlC() {
        expectEqual(keys(bytes(" hlq")), [.space, .character("h"), .character("l"), .character("q")])
        expectEqual(keys([0x03]), [.interrupt])
    }

    @Test func ctrlDAndCtrlZAreKeysInRawMode() {
        expectEqual(keys([0x04]), [.endOfInput])
        expectEqual(keys([0x1A]), [.suspend])
        expectEqual(keys([0x1A, 0x04, 0x03]), [.suspend, .endOfInput, .interrupt])
    }

    @Test func aLoneEscapeWaitsThenIsAKeyOnFlush() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x1B]), [])
        #expect(decoder.isWaiting)
        expectEqual(decoder.flush(), [.escape])
        #expect(!decoder.isWaiting)
        expectEqual(decoder.flush(), [])
    }

    @Test func anEscapeFollowedByAnotherKeyStandsAlone() {
        expectEqual(keys(bytes("\u{1B}q")), [.escape, .character("q")])
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x1B, 0x1B]), [.escape])
        #expect(decoder.isWaiting)
        expectEqual(decoder.flush(), [.escape])
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x1B]), [])
        expectEqual(decoder.decode([UInt8(ascii: "[")]), [])
        #expect(decoder.isWaiting)
        expectEqual(decoder.decode([UInt8(ascii: "C"), UInt8(ascii: "l")]), [.right, .character("l")])
        #expect(!decoder.isWaiting)

        expectEqual(decoder.decode(bytes("\u{1B}[1;")), [])
        expectEqual(decoder.decode(bytes("2D")), [.left])
        expectEqual(decoder.decode(bytes("\u{1B}O")), [])
        expectEqual(decoder.decode(bytes("D")), [.left])
    }

    @Test func anIncompleteSequenceFlushesAsUnknown() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode(bytes("\u{1B}[")), [])
        expectEqual(decoder.flush(), [.unknown([0x1B, UInt8(ascii: "[")])])
        expectEqual(decoder.decode(bytes("\u{1B}O")), [])
        expectEqual(decoder.flush(), [.unknown([0x1B, UInt8(ascii: "O")])])
    }

    @Test func otherSequencesAndControlsAreUnknown() {
        expectEqual(keys(bytes("\u{1B}[2~")), [.unknown(bytes("\u{1B}[2~"))])
        expectEqual(keys(bytes("\u{1B}OP")), [.unknown(bytes("\u{1B}OP"))])
        expectEqual(keys([0x02, 0x06]), [.unknown([0x02]), .unknown([0x06])])
    }

    @Test func severalKeysInOneRead() {
        expectEqual(keys(bytes("\u{1B}[C\u{1B}[C\r")), [.right, .right, .enter])
        expectEqual(keys(bytes("\t\u{1B}[Z ")), [.tab, .backTab, .space])
    }

    @Test func utf8CharactersEvenSplit() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0xC3]), [])
        expectEqual(decoder.decode([0xA9]), [.character("é")])
        expectEqual(keys(bytes("中")), [.character("中")])
        expectEqual(keys([0xC3]), [.unknown([0xC3])])
        expectEqual(keys([0xFF, 0x41]), [.unknown([0xFF]), .character("A")])
        expectEqual(keys([0xC3, 0x41]), [.unknown([0xC3]), .character("A")])
    }
}

@Suite struct KeyCommandTests {
    @Test func everyKeyOfTheSession() {
        expectEqual(KeyCommand(.left), .previous)
        expectEqual(KeyCommand(.character("h")), .previous)
        expectEqual(KeyCommand(.right), .next)
        expectEqual(KeyCommand(.character("l")), .next)
        expectEqual(KeyCommand(.tab), .nextWrapping)
        expectEqual(KeyCommand(.backTab), .previousWrapping)
        expectEqual(KeyCommand(.enter), .choose)
        expectEqual(KeyCommand(.space), .choose)
        expectEqual(KeyCommand(.character("q")), .cancel)
        expectEqual(KeyCommand(.escape), .cancel)
        expectEqual(KeyCommand(.interrupt), .cancel)
        expectEqual(KeyCommand(.endOfInput), .cancel)
        expectEqual(KeyCommand(.suspend), .suspend)
        expectEqual(KeyCommand(.up), nil)
        expectEqual(KeyCommand(.character("x")), nil)
        expectEqual(KeyCommand(.unknown([0x02])), nil)
    }

    @Test func arrowsStopAtTheEndsTabsWrap() {
        expectEqual(KeyCommand.next.focus(from: 2, count: 3), 2)
        expectEqual(KeyCommand.previous.focus(from: 0, count: 3), 0)
        expectEqual(KeyCommand.next.focus(from: 0, count: 3), 1)
        expectEqual(KeyCommand.nextWrapping.focus(from: 2, count: 3), 0)
        expectEqual(KeyCommand.previousWrapping.focus(from: 0, count: 3), 2)
        expectEqual(KeyCommand.next.focus(from: 0, count: 0), 0)
        expectEqual(KeyCommand.choose.focus(from: 7, count: 3), 2)
        expectEqual(KeyCommand.suspend.focus(from: 1, count: 3), 1)
    }
}
