/// The nearest known name to a misspelt one, by edit distance.
package enum Suggestion {
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        let lower = name.lowercased()
        let threshold = max(2, name.count / 3)
        // Only names of about the same length can be near; at most 2,000 are compared.
        let near = candidates.lazy.filter { abs($0.count - name.count) <= threshold }.prefix(2_000)
        let scored = near.map { ($0, distance(lower, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= threshold else { return nil }
        return best.0
    }

    /// The Levenshtein distance, with one row of memory.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    /// ", did you mean 'X'?" or nothing.
    package static func hint(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
