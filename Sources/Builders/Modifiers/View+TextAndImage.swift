import Foundation

// MARK: The view modifiers of text and images:
// environment writes, as SwiftUI's are, and the aspect-ratio layout.

extension View {
    /// Limits the texts in the view to `number` lines; nil for no limit.
    public nonisolated func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.lineLimit, value: number))
    }

    /// Limits the texts in the view to `limit` lines, as ``lineLimit(_:)-(Int?)`` does. The space
    /// `reservesSpace` keeps for lines a text does not fill is not kept: a text is as tall as its lines.
    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        lineLimit(limit)
    }

    /// Limits the texts in the view to the range's upper bound of lines; a text is as tall as its
    /// lines, so the lower bound changes nothing drawn.
    public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        lineLimit(limit.upperBound)
    }

    /// Limits the texts in the view to the range's upper bound of lines.
    public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        lineLimit(limit.upperBound)
    }

    /// Lets the texts in the view take as many lines as they need, at least the range's lower bound.
    public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        lineLimit(nil)
    }

    /// Aligns the lines of the multiline texts in the view.
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.multilineTextAlignment, value: alignment))
    }

    /// Sets where the texts in the view are cut when too long.
    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.truncationMode, value: mode))
    }

    /// Sets the space between the lines of the texts in the view.
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.lineSpacing, value: lineSpacing))
    }

    /// Shows the texts in the view in upper or lower case; nil for their own case.
    public nonisolated func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.Case?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.textCase, value: textCase))
    }

    /// Lets the texts in the view shrink to `factor` of their font size to fit (a terminal cell
    /// does not shrink: texts are cut as before).
    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.minimumScaleFactor, value: factor))
    }

    /// Sets the relative size of the symbol images in the view.
    public nonisolated func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Image.Scale>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.imageScale, value: scale))
    }

    /// Keeps the view's width-to-height ratio at `aspectRatio` (nil: its own), fitting or filling its space.
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps the view's width-to-height ratio at `aspectRatio`'s, fitting or filling its space.
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return modifier(_AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales the view to fit its space, keeping its own aspect ratio.
    public nonisolated func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its space, keeping its own aspect ratio.
    public nonisolated func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fill)
    }
}

extension _AspectRatioLayout: _PrimitiveModifier {}
