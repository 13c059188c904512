import Builders

// The style forms of `overlay` and `background` (`overlay(_:ignoresSafeAreaEdges:)`,
// `background(_:ignoresSafeAreaEdges:)`): a style that is a view (a colour, a gradient) is the
// view the step `overlay` or `background` reaches; any other style holds none.

extension _OverlayStyleModifier: ComputedSupplementaryViews {
    var computedSupplementaryViews: [(step: String, content: Any)] {
        style is any View ? [("overlay", style)] : []
    }
}

extension _BackgroundStyleModifier: ComputedSupplementaryViews {
    var computedSupplementaryViews: [(step: String, content: Any)] {
        style is any View ? [("background", style)] : []
    }
}

extension InspectableView {
    /// The steps that reach the view an overlay or a background draws.
    static let layerSteps: Set<String> = ["overlay", "background", "overlayPreferenceValue", "backgroundPreferenceValue"]

    /// The safe-area edges the overlay or background this view is extends into, as ViewInspector's
    /// `ignoresSafeAreaEdges()` on `overlay()` or `background()`: a style's own, `.all` for a view's.
    public func ignoresSafeAreaEdges() throws -> Edge.Set {
        guard let layer = holdingModifier(reachedBy: Self.layerSteps) else {
            throw InspectionError.attributeNotFound("the safe-area edges of an overlay or a background", in: typeName, path: place)
        }
        return MirrorReader.descendant(layer, "ignoresSafeAreaEdges") as? Edge.Set ?? .all
    }

    /// The style and line width of the border `border(_:width:)` draws around the view, as
    /// ViewInspector's `border(_:)`: the innermost overlay that is a stroked shape, its style a `S`.
    public func border<S: ShapeStyle>(_ style: S.Type) throws -> (shapeStyle: S, width: CGFloat) {
        let overlays = modifierHeldViewsInOrder().filter { $0.step == "overlay" }
        for (position, overlay) in overlays.enumerated() {
            let shape = supplementaryView("overlay", overlay.content, index: overlays.count == 1 ? nil : position, holder: overlay.holder)
            guard shape.kind == .shape, let stroke = try? shape.strokeStyle() else { continue }
            return (try shape.fillShapeStyle(style), stroke.lineWidth)
        }
        throw InspectionError.attributeNotFound("a border (an overlay of a stroked shape)", in: typeName, path: place)
    }
}
