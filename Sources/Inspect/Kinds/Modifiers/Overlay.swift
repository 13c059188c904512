extension ModifierDescriptor {
    /// `overlay(_:)`, and `border(_:width:)`, which is an overlay of a rectangle's inset, stroked:
    /// `_ShapeView<_StrokedShape<Rectangle._Inset>, …>`. Another shape's inset (which holds its
    /// `base`) is an overlay. The view it draws is reached by the step `overlay`, and numbered as
    /// ViewInspector numbers overlays: beside other overlays, a stroked shape is left out (it is
    /// a border, which `border(_:)` reads); alone, it is the overlay. So is a style
    /// `overlay(_:ignoresSafeAreaEdges:)` draws that is a view (`OverlayStyle.swift`).
    static let overlay = ModifierDescriptor(
        typeNames: ["_OverlayModifier", "_OverlayStyleModifier"],
        naming: .perType { modifier, types in
            let inset = MirrorReader.descendant(modifier, "overlay", "shape", "shape")
            let isBorder = inset.map { types.baseName(of: Swift.type(of: $0)) == "_Inset" } ?? false
                && MirrorReader.descendant(modifier, "overlay", "shape", "style", "lineWidth") != nil
                && MirrorReader.descendant(modifier, "overlay", "shape", "shape", "base") == nil
            return isBorder ? "border" : "overlay"
        },
        heldViews: [("_OverlayModifier<", "overlay", "overlay"), ("_OverlayStyleModifier<", "overlay", "")],
        setApartAmongSeveral: { content, types in types.fullName(of: Swift.type(of: content)).hasPrefix("_ShapeView<_StrokedShape<") })
}

extension InspectableView {
    /// The view an `overlay(_:)` draws over this view, as ViewInspector's `overlay(_:)`:
    /// the innermost overlay, or the one at `index` when there are several.
    public func overlay(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("overlay", index)
    }
}
