import Builders
import Foundation

extension KindDescriptor {
    /// AsyncImage: one item; the view of its empty phase (all Linux shows) is reached by
    /// `contentView(.empty)`; `transaction()` reads the transaction its phases change in.
    static let asyncImage = KindDescriptor(
        kind: .asyncImage, typeNames: ["AsyncImage"], listRole: .leaf, valuePaths: ["transaction": ["transaction"]])
}

extension AsyncImage: ComputedSupplementaryViews {
    /// The view of the empty phase, reached by the step `contentView`.
    var computedSupplementaryViews: [(step: String, content: Any)] {
        [("contentView", content(.empty))]
    }
}

/// An AsyncImage seen without its content's type: the view of a phase.
private protocol PhaseContent {
    func view(for phase: AsyncImagePhase) -> Any
}

extension AsyncImage: PhaseContent {
    fileprivate func view(for phase: AsyncImagePhase) -> Any { content(phase) }
}

extension InspectableView {
    /// The AsyncImage at `index`.
    public func asyncImage(_ index: Int? = nil) throws -> InspectableView { try child(.asyncImage, index) }

    /// The scale of an AsyncImage. Disfavoured beside a shape's `scale()`, so that a result
    /// without a stated type is the shape's, as in ViewInspector.
    @_disfavoredOverload
    public func scale() throws -> CGFloat {
        try requireKind(.asyncImage)
        guard let scale = MirrorReader.descendant(value, "scale") as? CGFloat else {
            throw InspectionError.attributeNotFound("scale", in: typeName, path: place)
        }
        return scale
    }

    /// The view an AsyncImage shows in `phase`, as ViewInspector's `contentView(_:)`: on Linux
    /// `.empty` is the phase shown.
    public func contentView(_ phase: AsyncImagePhase) throws -> InspectableView {
        try requireKind(.asyncImage)
        guard let image = value as? any PhaseContent else {
            throw InspectionError.attributeNotFound("content", in: typeName, path: place)
        }
        return supplementaryView("contentView", image.view(for: phase), index: nil)
    }
}
