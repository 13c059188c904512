import Foundation

// MARK: SwiftUI's built-in shapes besides Rectangle.

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable, Hashable {
    /// The width and height of the corners' rounding.
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A rounded rectangle whose corners have the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle inset by `amount` on every side: what `strokeBorder` strokes.
    public struct _Inset: Sendable, Hashable {
        /// The rounded rectangle before the inset.
        public var base: RoundedRectangle
        /// How far it is inset.
        public var amount: CGFloat

        /// Creates an inset rounded rectangle.
        public init(base: RoundedRectangle, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Sendable, Hashable {
    /// Creates a circle.
    public init() {}

    /// A circle inset by `amount`: what `strokeBorder` strokes.
    public struct _Inset: Sendable, Hashable {
        /// How far it is inset.
        public var amount: CGFloat

        /// Creates an inset circle.
        public init(amount: CGFloat) {
            self.amount = amount
        }
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Sendable, Hashable {
    /// How the rounded ends are drawn.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// A capsule inset by `amount`: what `strokeBorder` strokes.
    public struct _Inset: Sendable, Hashable {
        /// The capsule before the inset.
        public var base: Capsule
        /// How far it is inset.
        public var amount: CGFloat

        /// Creates an inset capsule.
        public init(base: Capsule, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Sendable, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// An ellipse inset by `amount`: what `strokeBorder` strokes.
    public struct _Inset: Sendable, Hashable {
        /// How far it is inset.
        public var amount: CGFloat

        /// Creates an inset ellipse.
        public init(amount: CGFloat) {
            self.amount = amount
        }
    }
}

/// The outline of a shape: moves, lines, curves and closings, in a rectangle's coordinates.
///
/// On Linux a path is data only: the renderer draws shapes as filled or outlined cells, so a
/// path records its elements (for tests and `path(in:)`), and its bounding rectangle.
public struct Path: Sendable, Equatable {
    /// One step of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); minY = min(minY, point.y)
            maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// Adds a quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    /// Adds a cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; its corners are quadratic curves.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let w = min(max(0, cornerSize.width), rect.width / 2), h = min(max(0, cornerSize.height), rect.height / 2)
        move(to: CGPoint(x: rect.minX + w, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - w, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + h), control: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h))
        addQuadCurve(to: CGPoint(x: rect.maxX - w, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + w, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - h), control: CGPoint(x: rect.minX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + h))
        addQuadCurve(to: CGPoint(x: rect.minX + w, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`, as four quadratic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let mid = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: mid.y))
        addQuadCurve(to: CGPoint(x: mid.x, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: mid.y), control: CGPoint(x: rect.minX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: mid.x, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: mid.y), control: CGPoint(x: rect.maxX, y: rect.minY))
        closeSubpath()
    }
}
