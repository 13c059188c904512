import Terminal
import Testing

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsInBothForms() {
        #expect(keys(bytes("\u{1B}[D")) == [.left])
        #expect(keys(bytes("\u{1B}[C")) == [.right])
        #expect(keys(bytes("\u{1B}OD")) == [.left])
        #expect(keys(bytes("\u{1B}OC")) == [.right])
        #expect(keys(bytes("\u{1B}[A\u{1B}OB")) == [.up, .down])
    }

    @Test func arrowsWithShiftAreStillArrows() {
        #expect(keys(bytes("\u{1B}[1;2C\u{1B}[1;2D")) == [.right, .left])
    }

    @Test func tabAndShiftTab() {
        #expect(keys([0x09]) == [.tab])
        #expect(keys(bytes("\u{1B}[Z")) == [.backTab])
    }

    @Test func enterIsCarriageReturnOrLineFeed() {
        #expect(keys([0x0D]) == [.enter])
        #expect(keys([0x0A]) == [.enter])
    }

    @Test func spaceLettersAndCtrlC() {
        #expect(keys(bytes(" hlq")) == [.space, .character("h"), .character("l"), .character("q")])
        #expect(keys([0x03]) == [.interrupt])
    }

    @Test func ctrlDAndCtrlZAreKeysInRawMode() {
        #expect(keys([0x04]) == [.endOfInput])
        #expect(keys([0x1A]) == [.suspend])
        #expect(keys([0x1A, 0x04, 0x03]) == [.suspend, .endOfInput, .interrupt])
    }

    @Test func aLoneEscapeWaitsThenIsAKeyOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.flush() == [])
    }

    @Test func anEscapeFollowedByAnotherKeyStandsAlone() {
        #expect(keys(bytes("\u{1B}q")) == [.escape, .character("q")])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
    }

    @Test func aSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([UInt8(ascii: "[")]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.decode([UInt8(ascii: "C"), UInt8(ascii: "l")]) == [.right, .character("l")])
        #expect(!decoder.isWaiting)

        #expect(decoder.decode(bytes("\u{1B}[1;")) == [])
        #expect(decoder.decode(bytes("2D")) == [.left])
        #expect(decoder.decode(bytes("\u{1B}O")) == [])
        #expect(decoder.decode(bytes("D")) == [.left])
    }

    @Test func anIncompleteSequenceFlushesAsUnknown() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}[")) == [])
        #expect(decoder.flush() == [.unknown([0x1B, UInt8(ascii: "[")])])
        #expect(decoder.decode(bytes("\u{1B}O")) == [])
        #expect(decoder.flush() == [.unknown([0x1B, UInt8(ascii: "O")])])
    }

    @Test func otherSequencesAndControlsAreUnknown() {
        #expect(keys(bytes("\u{1B}[2~")) == [.unknown(bytes("\u{1B}[2~"))])
        #expect(keys(bytes("\u{1B}OP")) == [.unknown(bytes("\u{1B}OP"))])
        #expect(keys([0x02, 0x06]) == [.unknown([0x02]), .unknown([0x06])])
    }

    @Test func severalKeysInOneRead() {
        #expect(keys(bytes("\u{1B}[C\u{1B}[C\r")) == [.right, .right, .enter])
        #expect(keys(bytes("\t\u{1B}[Z ")) == [.tab, .backTab, .space])
    }

    @Test func utf8CharactersEvenSplit() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xC3]) == [])
        #expect(decoder.decode([0xA9]) == [.character("é")])
        #expect(keys(bytes("中")) == [.character("中")])
        #expect(keys([0xC3]) == [.unknown([0xC3])])
        #expect(keys([0xFF, 0x41]) == [.unknown([0xFF]), .character("A")])
        #expect(keys([0xC3, 0x41]) == [.unknown([0xC3]), .character("A")])
    }
}

@Suite struct KeyCommandTests {
    @Test func everyKeyOfTheSession() {
        #expect(KeyCommand(.left) == .previous)
        #expect(KeyCommand(.character("h")) == .previous)
        #expect(KeyCommand(.right) == .next)
        #expect(KeyCommand(.character("l")) == .next)
        #expect(KeyCommand(.tab) == .nextWrapping)
        #expect(KeyCommand(.backTab) == .previousWrapping)
        #expect(KeyCommand(.enter) == .choose)
        #expect(KeyCommand(.space) == .choose)
        #expect(KeyCommand(.character("q")) == .cancel)
        #expect(KeyCommand(.escape) == .cancel)
        #expect(KeyCommand(.interrupt) == .cancel)
        #expect(KeyCommand(.endOfInput) == .cancel)
        #expect(KeyCommand(.suspend) == .suspend)
        #expect(KeyCommand(.up) == nil)
        #expect(KeyCommand(.character("x")) == nil)
        #expect(KeyCommand(.unknown([0x02])) == nil)
    }

    @Test func arrowsStopAtTheEndsTabsWrap() {
        #expect(KeyCommand.next.focus(from: 2, count: 3) == 2)
        #expect(KeyCommand.previous.focus(from: 0, count: 3) == 0)
        #expect(KeyCommand.next.focus(from: 0, count: 3) == 1)
        #expect(KeyCommand.nextWrapping.focus(from: 2, count: 3) == 0)
        #expect(KeyCommand.previousWrapping.focus(from: 0, count: 3) == 2)
        #expect(KeyCommand.next.focus(from: 0, count: 0) == 0)
        #expect(KeyCommand.choose.focus(from: 7, count: 3) == 2)
        #expect(KeyCommand.suspend.focus(from: 1, count: 3) == 1)
    }
}
