import Builders

// The shapes share one kind: a value of any of these types (and of any other type conforming to
// `Shape`, read by the walk) is a shape, a leaf whose outline `path(in:)` gives.

extension KindDescriptor {
    /// A shape: the basic shapes, a shape filled or stroked (`_ShapeView`, `_StrokedShape`), and
    /// an inset shape (`_Inset`, what `strokeBorder` strokes).
    static let shape = KindDescriptor(
        kind: .shape,
        typeNames: [
            "Rectangle", "_ShapeView", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "Path", "_StrokedShape", "_Inset",
        ],
        listRole: .leaf)
}

extension InspectableView {
    /// The shape at `index`.
    public func shape(_ index: Int? = nil) throws -> InspectableView { try child(.shape, index) }

    /// The style a shape is filled or stroked with (`_ShapeView|style`), as a `S`.
    public func fillShapeStyle<S>(_ type: S.Type) throws -> S {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "style") as? S else {
            throw InspectionError.attributeNotFound("a \(S.self) style at _ShapeView|style", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How a filled shape's inside is filled (`_ShapeView|fillStyle`).
    public func fillStyle() throws -> FillStyle {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "fillStyle") as? FillStyle else {
            throw InspectionError.attributeNotFound("a fill style at _ShapeView|fillStyle", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How a stroked shape's outline is drawn (`_StrokedShape|style`).
    public func strokeStyle() throws -> StrokeStyle {
        guard let style = shapeAttribute(typePrefix: "_StrokedShape", label: "style") as? StrokeStyle else {
            throw InspectionError.attributeNotFound("a stroke style at _StrokedShape|style", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How far an inset shape (what `strokeBorder` strokes) is inset (`_Inset|amount`).
    public func inset() throws -> CGFloat {
        guard let amount = shapeAttribute(typePrefix: "_Inset", label: "amount") as? CGFloat else {
            throw InspectionError.attributeNotFound("an inset at _Inset|amount", in: fullTypeName, path: pathToRoot)
        }
        return amount
    }

    /// The outline of the shape in `rect`.
    public nonisolated func path(in rect: CGRect) throws -> Path {
        guard kind == .shape, let shape = value as? any Shape else {
            throw InspectionError.typeMismatch(expected: "Shape", found: typeName, path: pathToRoot)
        }
        return shape.path(in: rect)
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
