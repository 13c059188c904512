import Glibc

/// The size of the terminal on stdout.
enum TerminalSize {
    /// The number of columns, or nil when stdout is not a terminal.
    static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The columns and rows of the terminal on stdout, or nil when stdout is not a terminal.
    static func size() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
