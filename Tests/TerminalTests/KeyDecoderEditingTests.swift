import Terminal
import Testing
import Expectations

/// The line-editing keys a text field uses: Home/End, Backspace/Delete, word moves, paging.
@Suite struct KeyDecoderEditingTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func homeAndEndInEveryFormTerminalsSend() {
        expectEqual(keys(bytes("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~")), [.home, .home, .home, .home])
        expectEqual(keys(bytes("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~")), [.end, .end, .end, .end])
        expectEqual(keys([0x01, 0x05]), [.home, .end])
    }

    @Test func backspaceIsDelOrCtrlHAndDeleteIsItsSequence() {
        expectEqual(keys([0x7F, 0x08]), [.backspace, .backspace])
        expectEqual(keys(bytes("\u{1B}[3~")), [.delete])
    }

    @Test func altAndCtrlArrowsMoveByWords() {
        expectEqual(keys(bytes("\u{1B}[1;3D\u{1B}[1;5D")), [.wordLeft, .wordLeft])
        expectEqual(keys(bytes("\u{1B}[1;3C\u{1B}[1;5C")), [.wordRight, .wordRight])
        expectEqual(keys(bytes("\u{1B}b\u{1B}f")), [.wordLeft, .wordRight])
    }

    @Test func pageUpAndPageDown() {
        expectEqual(keys(bytes("\u{1B}[5~\u{1B}[6~")), [.pageUp, .pageDown])
    }

    @Test func aWordMoveSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode(bytes("\u{1B}[1;")), [])
        expectEqual(decoder.decode(bytes("5C")), [.wordRight])
        expectEqual(decoder.decode(bytes("\u{1B}[3")), [])
        expectEqual(decoder.decode(bytes("~")), [.delete])
    }

    @Test func hugeParametersDoNotOverflow() {
        expectEqual(keys(bytes("\u{1B}[99999999999999999999999;5C")), [.wordRight])
        expectEqual(keys(bytes("\u{1B}[99999999999999999999999~")), [.unknown(bytes("\u{1B}[99999999999999999999999~"))])
    }

    @Test func pastedMultiByteAndWideCharactersArriveAsCharacters() {
        expectEqual(keys(bytes("é中😀")), [.character("é"), .character("中"), .character("😀")])
    }
}
