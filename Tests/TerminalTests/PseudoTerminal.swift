import Glibc
import Testing

/// A pseudo-terminal pair for running a session in-process: the session uses
/// the secondary side as its terminal, the test types into and reads from the primary side.
final class PseudoTerminal {
    /// The side the test types into and reads the screen from; -1 once closed.
    private(set) var primary: Int32
    /// The terminal the session runs on.
    let secondary: Int32

    private typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// Opens a pair `columns`×`rows` wide. posix_openpt and friends are not in
    /// Swift's Glibc module (they need _XOPEN_SOURCE), so they are looked up by name.
    init(columns: UInt16 = 40, rows: UInt16 = 5) throws {
        let library = dlopen(nil, RTLD_NOW)
        let open = try #require(dlsym(library, "posix_openpt"))
        let grant = try #require(dlsym(library, "grantpt"))
        let unlock = try #require(dlsym(library, "unlockpt"))
        let name = try #require(dlsym(library, "ptsname_r"))
        primary = unsafeBitCast(open, to: DescriptorFunction.self)(O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        try #require(unsafeBitCast(grant, to: DescriptorFunction.self)(primary) == 0)
        try #require(unsafeBitCast(unlock, to: DescriptorFunction.self)(primary) == 0)
        var path = [CChar](repeating: 0, count: 256)
        try #require(unsafeBitCast(name, to: NameFunction.self)(primary, &path, path.count) == 0)
        secondary = Glibc.open(String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        try #require(secondary >= 0)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(ioctl(primary, UInt(TIOCSWINSZ), &size) == 0)
        // Reading the screen must never block the test.
        try #require(fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK) == 0)
    }

    deinit {
        close(secondary)
        closePrimary()
    }

    /// Closes the primary side, as when the terminal goes away: reads on the secondary side then end.
    func closePrimary() {
        guard primary >= 0 else { return }
        close(primary)
        primary = -1
    }

    /// Types `text` as the terminal would send it.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Everything the session has written so far (and not yet read).
    func readScreenBytes() -> String {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            result += buffer.prefix(count)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The secondary side's settings, as bytes to compare.
    func settings() -> [UInt8] {
        var settings = termios()
        guard tcgetattr(secondary, &settings) == 0 else { return [] }
        return withUnsafeBytes(of: &settings) { Array($0) }
    }
}
