import Terminal
import Testing

@Suite struct TerminalCapabilitiesTests {
    @Test func aTerminalWithAnOrdinaryTermIsStyled() {
        #expect(TerminalCapabilities(environment: ["TERM": "xterm-256color"], isTerminal: true).isStyled)
    }

    @Test func aTerminalWithoutTermIsStyled() {
        #expect(TerminalCapabilities(environment: [:], isTerminal: true).isStyled)
    }

    @Test func noColorWithAValueTurnsStylesOff() {
        #expect(!TerminalCapabilities(environment: ["TERM": "xterm", "NO_COLOR": "1"], isTerminal: true).isStyled)
    }

    @Test func noColorEmptyTurnsStylesOffToo() {
        #expect(!TerminalCapabilities(environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true).isStyled)
    }

    @Test func aDumbTerminalIsNotStyled() {
        #expect(!TerminalCapabilities(environment: ["TERM": "dumb"], isTerminal: true).isStyled)
    }

    @Test func outputThatIsNotATerminalIsNotStyled() {
        #expect(!TerminalCapabilities(environment: ["TERM": "xterm"], isTerminal: false).isStyled)
    }
}
