import Synchronization

/// How many times chosen texts have been parsed: lets a test check that a path parses its files
/// once. Only watched texts are counted, so tests running side by side, each watching a text of
/// its own, do not count each other's parses, and a reading nobody watches pays one look at an
/// empty table.
package enum ParseCount {
    /// The watched texts and their parses so far.
    private static let counts = Mutex<[String: Int]>([:])

    /// Starts counting the parses of `text` as a file, from zero.
    package static func watch(_ text: String) {
        counts.withLock { $0[text] = 0 }
    }

    /// How many times `text` was parsed as a file since ``watch(_:)``; nil when it is not watched.
    package static func count(of text: String) -> Int? {
        counts.withLock { $0[text] }
    }

    /// Stops counting the parses of `text`.
    package static func unwatch(_ text: String) {
        counts.withLock { $0[text] = nil }
    }

    /// Notes that `text` was parsed as a file: counted when it is watched.
    static func parsed(_ text: String) {
        counts.withLock { counts in
            guard !counts.isEmpty, let count = counts[text] else { return }
            counts[text] = count + 1
        }
    }
}
