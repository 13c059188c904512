import Foundation

// Shapes are leaf views. `Shape` keeps SwiftUI's requirement, `path(in:)`, over this package's
// data-only `Path` (its elements and bounding rectangle): the renderer draws a shape as filled
// or outlined cells of its frame, so no rasterising is needed on Linux.

/// A 2D shape, usable as a view: it fills its frame with the foreground colour.
public protocol Shape: _PrimitiveView, Sendable {
    /// The outline of the shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so that a stroke of its border stays inside its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A colour or other style a shape is filled or stroked with.
///
/// `Color` is one, and so are the gradients (`Views/Gradients.swift`) and the materials
/// (`Views/Material.swift`). A terminal cell holds one colour, so the renderer draws a gradient as its
/// first stop's and a material as a plain background.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The foreground style of the environment: what `fill()` without a style uses.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// No colour.
    public static var clear: Color { Color.clear }
}

extension _ShapeView: _PrimitiveView {}

extension Rectangle: InsettableShape {
    /// The frame.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle._Inset(amount: amount) }
}

extension Rectangle._Inset: InsettableShape {
    /// The frame inset by `amount`.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
    /// The rectangle inset further.
    public nonisolated func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle._Inset(amount: self.amount + amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The frame with rounded corners.
    public nonisolated func path(in rect: CGRect) -> Path { Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize, style: style) } }
    /// The rounded rectangle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: self, amount: amount) }
}

extension RoundedRectangle._Inset: InsettableShape {
    /// The inset frame with corners smaller by the inset.
    public nonisolated func path(in rect: CGRect) -> Path {
        let size = CGSize(width: max(0, base.cornerSize.width - amount), height: max(0, base.cornerSize.height - amount))
        return Path { $0.addRoundedRect(in: rect.insetBy(dx: amount, dy: amount), cornerSize: size, style: base.style) }
    }
    /// The rounded rectangle inset further.
    public nonisolated func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: base, amount: self.amount + amount) }
}

extension Circle: InsettableShape {
    /// The circle centred in the frame, as wide as its shorter side.
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The circle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> Circle._Inset { Circle._Inset(amount: amount) }
}

extension Circle._Inset: InsettableShape {
    /// The circle in the inset frame.
    public nonisolated func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: amount, dy: amount)) }
    /// The circle inset further.
    public nonisolated func inset(by amount: CGFloat) -> Circle._Inset { Circle._Inset(amount: self.amount + amount) }
}

extension Capsule: InsettableShape {
    /// The frame with ends rounded by half its shorter side.
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    /// The capsule inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> Capsule._Inset { Capsule._Inset(base: self, amount: amount) }
}

extension Capsule._Inset: InsettableShape {
    /// The capsule in the inset frame.
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    /// The capsule inset further.
    public nonisolated func inset(by amount: CGFloat) -> Capsule._Inset { Capsule._Inset(base: base, amount: self.amount + amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse filling the frame.
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The ellipse inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> Ellipse._Inset { Ellipse._Inset(amount: amount) }
}

extension Ellipse._Inset: InsettableShape {
    /// The ellipse in the inset frame.
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: amount, dy: amount)) }
    /// The ellipse inset further.
    public nonisolated func inset(by amount: CGFloat) -> Ellipse._Inset { Ellipse._Inset(amount: self.amount + amount) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension _StrokedShape: View, _PrimitiveView, Shape where S: Shape {
    /// A stroked shape is primitive.
    public typealias Body = Never

    /// The outline of the stroked shape.
    public nonisolated func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
    /// The shape filled with `content`.
    public nonisolated func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style.
    public nonisolated func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline, drawn centred on its edge in `content`, `lineWidth` wide.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, drawn centred on its edge in `content` with `style`.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// The shape's outline as a shape, `lineWidth` wide.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline as a shape, drawn with `style`.
    public nonisolated func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame in `content`, `lineWidth` wide: the shape inset
    /// by half the width, stroked.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline drawn inside its frame in `content` with `style`.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        _ShapeView(shape: _StrokedShape(shape: inset(by: style.lineWidth / 2), style: style), style: content,
                   fillStyle: FillStyle(antialiased: antialiased))
    }

    /// The shape's outline drawn inside its frame in the foreground style, `lineWidth` wide.
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
