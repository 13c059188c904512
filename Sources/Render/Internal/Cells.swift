import Foundation

/// SwiftUI lengths are points; a terminal cell is about 8 points wide and 16 high.
enum Cells {
    /// Columns for a horizontal length in points: 8 points a column, at least 1 for a positive length.
    static func columns(_ points: CGFloat) -> Int {
        cells(points, per: 8)
    }

    /// Rows for a vertical length in points: 16 points a row, at least 1 for a positive length.
    static func rows(_ points: CGFloat) -> Int {
        cells(points, per: 16)
    }

    private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points.isFinite else { return points > 0 ? Int.max : 0 }
        guard points > 0 else { return 0 }
        return max(1, Int(min((points / size).rounded(), 10_000)))
    }
}
