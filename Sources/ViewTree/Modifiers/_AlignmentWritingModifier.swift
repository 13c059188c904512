import Foundation

/// The modifier `alignmentGuide(_:computeValue:)` applies: where the guide `key` is in the view,
/// computed from its dimensions.
public struct _AlignmentWritingModifier {
    /// The guide set.
    public var key: AlignmentKey
    /// Its position, from the view's dimensions.
    public var computeValue: (ViewDimensions) -> CGFloat

    /// Creates the modifier.
    public init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }
}
