@testable import Render
import Testing
import Expectations

// The width of a string counted by scalar (the fast path for common characters past ASCII) must
// agree with the width counted character by character, which splits graphemes.
@MainActor @Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("▁▁▁]", 4), ("━━●───", 6), ("Flavor: Vanilla ▾", 17), ("café", 4), ("e\u{301}", 1),
        ("日本", 4), ("a\u{AD}b", 2), ("↔\u{FE0F}", 2), ("• •", 3), ("≠", 1), ("👍🏽", 2), ("…", 1),
    ])
    func aStringIsAsWideAsItsCharacters(text: String, columns: Int) {
        expectEqual(DisplayWidth.of(text), columns)
        expectEqual(DisplayWidth.of(text), text.reduce(0) { $0 + DisplayWidth.of($1) })
    }
}
