import Foundation

/// How the outline of a shape is drawn.
public struct StrokeStyle: Sendable, Equatable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: CGLineCap
    /// The shape of the line's joints.
    public var lineJoin: CGLineJoin
    /// The limit of a mitered joint's length, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
