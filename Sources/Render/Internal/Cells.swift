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

    /// Lengths are clamped to the renderer's size limit, so no sum of them can overflow;
    /// an infinite length is the limit, NaN and negative lengths are 0.
    private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
        guard points > 0 else { return 0 }
        guard points.isFinite else { return Renderer.sizeLimit }
        return max(1, Int(min((points / size).rounded(), CGFloat(Renderer.sizeLimit))))
    }

    /// A frame's greatest length: `.infinity` means "fill the offered space" (`Int.max`).
    static func maximum(_ points: CGFloat, columns: Bool) -> Int {
        points.isInfinite && points > 0 ? Int.max : (columns ? self.columns(points) : rows(points))
    }
}
