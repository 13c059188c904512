import Builders
import Foundation

extension ModifierDescriptor {
    /// `alignmentGuide(_:computeValue:)`.
    static let alignmentGuide = ModifierDescriptor(typeNames: ["_AlignmentWritingModifier"], method: "alignmentGuide")
}

extension InspectableView {
    /// Where `alignmentGuide(_:computeValue:)` puts the horizontal guide `guide` in the view when
    /// it is `size` large: its closure run with those dimensions (the innermost guide set for it).
    public func alignmentGuide(_ guide: HorizontalAlignment, in size: CGSize) throws -> CGFloat {
        try alignmentGuide(guide.key, in: size, call: "alignmentGuide(.\(guide):computeValue:)")
    }

    /// Where `alignmentGuide(_:computeValue:)` puts the vertical guide `guide` in the view when it
    /// is `size` large.
    public func alignmentGuide(_ guide: VerticalAlignment, in size: CGSize) throws -> CGFloat {
        try alignmentGuide(guide.key, in: size, call: "alignmentGuide(.\(guide):computeValue:)")
    }

    private func alignmentGuide(_ key: AlignmentKey, in size: CGSize, call: String) throws -> CGFloat {
        // Read as the modifier's own type: a closure of a concrete signature read by label comes
        // back with another calling convention than the one it was stored with.
        let writers = modifiers(where: { $0 == "_AlignmentWritingModifier" }).compactMap { $0 as? _AlignmentWritingModifier }
        guard let writer = writers.first(where: { $0.key == key }) else {
            throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: place)
        }
        return writer.computeValue(ViewDimensions(size: size))
    }
}
