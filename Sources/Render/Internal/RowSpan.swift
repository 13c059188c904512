/// For painted-cell reuse: the rows from the lowest to the highest written, empty when
/// none was (a span, not a set: two rows far apart take in the rows between them).
struct RowSpan: Equatable, Sendable {
    private(set) var low = Int.max
    private(set) var high = Int.min

    var isEmpty: Bool { low > high }

    /// The rows `low...high`; empty when `high < low`.
    init(low: Int = Int.max, high: Int = Int.min) {
        self.low = low
        self.high = high
    }

    mutating func insert(_ row: Int) {
        if row < low { low = row }
        if row > high { high = row }
    }

    mutating func formUnion(_ other: RowSpan) {
        guard !other.isEmpty else { return }
        insert(other.low)
        insert(other.high)
    }

    /// Whether a row of the span is marked in `rows` (rows past its end count as unmarked).
    func intersects(_ rows: [Bool]) -> Bool {
        let lower = max(0, low), upper = min(high, rows.count - 1)
        guard lower <= upper else { return false }
        for row in lower...upper where rows[row] { return true }
        return false
    }

    /// Marks the span's rows in `rows` (rows past its end are left out).
    func mark(in rows: inout [Bool]) {
        let lower = max(0, low), upper = min(high, rows.count - 1)
        guard lower <= upper else { return }
        for row in lower...upper { rows[row] = true }
    }
}
