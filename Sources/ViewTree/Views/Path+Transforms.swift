import Foundation

// MARK: A path moved, transformed or trimmed: what the shape modifiers make of their shape's outline.

extension Path {
    /// How many straight pieces a curve is measured and trimmed as.
    static let curvePieces = 16

    /// The path with every point (control points included) moved by `transform`; an affine
    /// transform maps a Bézier curve to the curve of its moved control points, so curves stay exact.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let p): moved.move(to: p.applying(transform))
            case .line(let p): moved.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): moved.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                moved.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: moved.closeSubpath()
            }
        }
        return moved
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between the fractions `from` and `to` of its length (each clamped to
    /// 0…1). The whole path is itself; a part is straight lines, a curve in it measured and cut as
    /// ``curvePieces`` straight pieces.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let pieces = straightPieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        var last: CGPoint?
        for piece in pieces {
            defer { travelled += piece.length }
            let pieceEnd = travelled + piece.length
            guard pieceEnd > low, travelled < high, piece.length > 0 else { continue }
            let a = piece.point(at: (max(low, travelled) - travelled) / piece.length)
            let b = piece.point(at: (min(high, pieceEnd) - travelled) / piece.length)
            if last != a { trimmed.move(to: a) }
            trimmed.addLine(to: b)
            last = b
        }
        return trimmed
    }

    /// The path as straight pieces in order, curves cut into ``curvePieces`` each, a closing as
    /// the line back to its subpath's start.
    private func straightPieces() -> [StraightPiece] {
        var pieces: [StraightPiece] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(_ to: CGPoint) {
            pieces.append(StraightPiece(from: current, to: to))
            current = to
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                add(p)
            case .quadCurve(let p, let c):
                let p0 = current
                for step in 1...Self.curvePieces {
                    let t = CGFloat(step) / CGFloat(Self.curvePieces), u = 1 - t
                    add(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current
                for step in 1...Self.curvePieces {
                    let t = CGFloat(step) / CGFloat(Self.curvePieces), u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    add(CGPoint(x: x, y: y))
                }
            case .closeSubpath:
                add(subpathStart)
            }
        }
        return pieces
    }
}

/// One straight piece of a path, as ``Path/trimmedPath(from:to:)`` measures it.
private struct StraightPiece {
    var from: CGPoint
    var to: CGPoint

    var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }

    /// The point a `fraction` of the way from `from` to `to`.
    func point(at fraction: CGFloat) -> CGPoint {
        CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
    }
}
