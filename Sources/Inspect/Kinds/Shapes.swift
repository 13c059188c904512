import Builders

// The shapes share one kind: a value of any of these types (and of any other type conforming to
// `Shape`, read by the walk) is a shape, a leaf whose outline `path(in:)` gives.

extension KindDescriptor {
    /// A shape: the basic shapes, a shape filled or stroked (`_ShapeView`, `_StrokedShape`), an
    /// inset shape (`_Inset`, what `strokeBorder` strokes), and a shape changed by a shape's own
    /// modifier (moved, turned, scaled, transformed, sized or trimmed).
    static let shape = KindDescriptor(
        kind: .shape,
        typeNames: [
            "Rectangle", "_ShapeView", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Path", "_StrokedShape", "_Inset",
            "OffsetShape", "RotatedShape", "ScaledShape", "TransformedShape", "_SizedShape", "_TrimmedShape",
        ],
        listRole: .leaf)
}

extension InspectableView {
    /// The shape at `index`.
    public func shape(_ index: Int? = nil) throws -> InspectableView { try child(.shape, index) }

    /// The style a shape is filled or stroked with (`_ShapeView|style`), as a `S`.
    public func fillShapeStyle<S>(_ type: S.Type) throws -> S {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "style") as? S else {
            throw InspectionError.attributeNotFound("a \(S.self) style at _ShapeView|style", in: fullTypeName, path: place)
        }
        return style
    }

    /// How a filled shape's inside is filled (`_ShapeView|fillStyle`).
    public func fillStyle() throws -> FillStyle {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "fillStyle") as? FillStyle else {
            throw InspectionError.attributeNotFound("a fill style at _ShapeView|fillStyle", in: fullTypeName, path: place)
        }
        return style
    }

    /// How a stroked shape's outline is drawn (`_StrokedShape|style`).
    public func strokeStyle() throws -> StrokeStyle {
        guard let style = shapeAttribute(typePrefix: "_StrokedShape", label: "style") as? StrokeStyle else {
            throw InspectionError.attributeNotFound("a stroke style at _StrokedShape|style", in: fullTypeName, path: place)
        }
        return style
    }

    /// How far an inset shape (what `strokeBorder` strokes) is inset (`_Inset|amount`).
    public func inset() throws -> CGFloat {
        try shapeAttribute("_Inset", "amount", "an inset")
    }

    /// How far `scale(x:y:anchor:)` scales a shape, and the point of its frame it scales it
    /// about (`ScaledShape|scale`, `ScaledShape|anchor`).
    public func scale() throws -> (x: CGFloat, y: CGFloat, anchor: UnitPoint) {
        let scale: CGSize = try shapeAttribute("ScaledShape", "scale", "a scale")
        let anchor: UnitPoint = try shapeAttribute("ScaledShape", "anchor", "a scale's anchor")
        return (scale.width, scale.height, anchor)
    }

    /// The transform `transform(_:)` moves a shape's outline by (`TransformedShape|transform`).
    public func transform() throws -> CGAffineTransform {
        try shapeAttribute("TransformedShape", "transform", "a transform")
    }

    /// The size of the frame `size(_:)` draws a shape in (`_SizedShape|size`).
    public func size() throws -> CGSize {
        try shapeAttribute("_SizedShape", "size", "a size")
    }

    /// The fractions of a shape's outline `trim(from:to:)` keeps
    /// (`_TrimmedShape|startFraction`, `_TrimmedShape|endFraction`).
    public func trim() throws -> (from: CGFloat, to: CGFloat) {
        let from: CGFloat = try shapeAttribute("_TrimmedShape", "startFraction", "a trim's start")
        let to: CGFloat = try shapeAttribute("_TrimmedShape", "endFraction", "a trim's end")
        return (from, to)
    }

    /// The offset of a shape moved by its own `offset(_:)` (`OffsetShape|offset`), or nil when
    /// the view is no such shape.
    func shapeOffset() -> CGSize? {
        shapeAttribute(typePrefix: "OffsetShape", label: "offset") as? CGSize
    }

    /// The angle and anchor of a shape turned by its own `rotation(_:anchor:)`
    /// (`RotatedShape|angle`, `RotatedShape|anchor`), or nil when the view is no such shape.
    func shapeRotation() -> (angle: Angle, anchor: UnitPoint)? {
        guard let angle = shapeAttribute(typePrefix: "RotatedShape", label: "angle") as? Angle,
              let anchor = shapeAttribute(typePrefix: "RotatedShape", label: "anchor") as? UnitPoint
        else { return nil }
        return (angle, anchor)
    }

    /// The outline of the shape in `rect`.
    public nonisolated func path(in rect: CGRect) throws -> Path {
        guard kind == .shape, let shape = value as? any Shape else {
            throw InspectionError.typeMismatch(expected: "Shape", found: typeName, path: place)
        }
        return shape.path(in: rect)
    }

    /// The value at `label` of the first type, along the nested `shape` labels, whose name
    /// starts with `typePrefix`, as a `T`; `what` names it in the error when there is none.
    private func shapeAttribute<T>(_ typePrefix: String, _ label: String, _ what: String) throws -> T {
        guard let found = shapeAttribute(typePrefix: typePrefix, label: label) as? T else {
            throw InspectionError.attributeNotFound("\(what) at \(typePrefix)|\(label)", in: fullTypeName, path: place)
        }
        return found
    }

    /// The value at `label` of the first type, along the nested `shape` labels, whose name starts with `typePrefix`.
    private func shapeAttribute(typePrefix: String, label: String) -> Any? {
        guard kind == .shape else { return nil }
        var current: Any = value
        for _ in 0..<64 {
            if context.types.baseName(of: type(of: current)).hasPrefix(typePrefix) {
                return MirrorReader.descendant(current, label)
            }
            guard let inner = MirrorReader.descendant(current, "shape") else { return nil }
            current = inner
        }
        return nil
    }
}
