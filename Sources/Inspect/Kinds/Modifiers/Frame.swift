import Builders

extension ModifierDescriptor {
    /// `frame(width:height:alignment:)` and `frame(minWidth:…:alignment:)`.
    static let frame = ModifierDescriptor(typeNames: ["_FrameLayout", "_FlexFrameLayout"], method: "frame")
}

extension InspectableView {
    /// The fixed frame `frame(width:height:alignment:)` sets; a dimension it leaves open is `.nan`.
    public func fixedFrame() throws -> (width: CGFloat, height: CGFloat, alignment: Alignment) {
        let frame = try modifierAttribute("_FrameLayout", "", Any.self, call: "frame(width:height:alignment:)")
        return (Self.length(frame, "width"), Self.length(frame, "height"), MirrorReader.descendant(frame, "alignment") as? Alignment ?? .center)
    }

    /// The width `frame(width:height:alignment:)` fixes, as ViewInspector's `fixedWidth()`: `.nan` when it leaves it open.
    public func fixedWidth() throws -> CGFloat { try fixedFrame().width }

    /// The height `frame(width:height:alignment:)` fixes, as ViewInspector's `fixedHeight()`: `.nan` when it leaves it open.
    public func fixedHeight() throws -> CGFloat { try fixedFrame().height }

    /// The alignment of the fixed frame `frame(width:height:alignment:)` sets, as ViewInspector's `fixedAlignment()`.
    public func fixedAlignment() throws -> Alignment { try fixedFrame().alignment }

    /// The flexible frame `frame(minWidth:…:alignment:)` sets; a bound it leaves open is `.nan`.
    public func flexFrame() throws -> (minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat, alignment: Alignment) {
        let frame = try modifierAttribute("_FlexFrameLayout", "", Any.self, call: "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
        return (Self.length(frame, "minWidth"), Self.length(frame, "idealWidth"), Self.length(frame, "maxWidth"),
                Self.length(frame, "minHeight"), Self.length(frame, "idealHeight"), Self.length(frame, "maxHeight"),
                MirrorReader.descendant(frame, "alignment") as? Alignment ?? .center)
    }

    private static func length(_ frame: Any, _ label: String) -> CGFloat {
        (MirrorReader.descendant(frame, label) as? CGFloat?).flatMap { $0 } ?? .nan
    }
}
