import Foundation

/// A view's size and the positions of its alignment guides, which an `alignmentGuide(_:computeValue:)`
/// closure reads to place a guide of its own.
public struct ViewDimensions: Sendable, Equatable {
    /// The view's size.
    package var size: CGSize
    /// The guides set explicitly, by name.
    package var explicitGuides: [AlignmentKey: CGFloat]

    /// The dimensions of a view of `size` with the guides `explicitGuides` set.
    package init(size: CGSize, explicitGuides: [AlignmentKey: CGFloat] = [:]) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Where the horizontal guide `guide` is, from the view's leading edge: the value set for it,
    /// else its default (leading 0, center half the width, trailing the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitGuides[guide.key] ?? Self.defaultValue(of: guide.key, length: width)
    }

    /// Where the vertical guide `guide` is, from the view's top edge: the value set for it, else
    /// its default (top 0, center half the height, bottom and the baselines the height).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitGuides[guide.key] ?? Self.defaultValue(of: guide.key, length: height)
    }

    /// The value set for the horizontal guide `guide`, or nil when none is.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides[guide.key]
    }

    /// The value set for the vertical guide `guide`, or nil when none is.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides[guide.key]
    }

    private static func defaultValue(of key: AlignmentKey, length: CGFloat) -> CGFloat {
        switch key.name {
        case "leading", "top": 0
        case "center": length / 2
        default: length
        }
    }
}
