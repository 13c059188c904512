import Glibc
import Foundation

/// What the terminal the session draws on can show.
public struct TerminalCapabilities: Equatable, Sendable {
    /// Whether to draw with colours and text attributes (SGR sequences).
    public var isStyled: Bool

    /// Capabilities with styling on or off.
    public init(isStyled: Bool) {
        self.isStyled = isStyled
    }

    /// Decides the capabilities from the environment and whether the output is a terminal.
    ///
    /// Styling is on only when all of these hold:
    /// - the output is a terminal (`isTerminal`);
    /// - `NO_COLOR` is not set, whatever its value, even empty (<https://no-color.org>);
    /// - `TERM` is not `dumb`.
    public init(environment: [String: String], isTerminal: Bool) {
        isStyled = isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// The capabilities of the terminal on `descriptor`, from this process's environment.
    public static func detect(descriptor: Int32 = STDOUT_FILENO) -> TerminalCapabilities {
        TerminalCapabilities(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(descriptor) == 1)
    }
}
