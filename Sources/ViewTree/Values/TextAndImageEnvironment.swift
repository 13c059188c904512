import Foundation

// MARK: The environment values of text and images.

/// The environment values that text and image modifiers write, kept together in ``EnvironmentValues``.
package struct TextAndImageEnvironment: Sendable {
    var lineLimit: Int?
    var multilineTextAlignment: TextAlignment = .leading
    var truncationMode: Text.TruncationMode = .tail
    var lineSpacing: CGFloat = 0
    var textCase: Text.Case?
    var imageScale: Image.Scale = .medium
    var minimumScaleFactor: CGFloat = 1
    var fontModifiers: [AnyFontModifier] = []
    var symbolRenderingMode: SymbolRenderingMode?
    var symbolVariants: SymbolVariants = .none
    var contentTransition: ContentTransition = .identity

    package init() {}
}

extension EnvironmentValues {
    /// The most lines a text may take; nil for no limit. `lineLimit(_:)` writes it.
    public var lineLimit: Int? {
        get { textAndImage.lineLimit }
        set { textAndImage.lineLimit = newValue }
    }

    /// How the lines of a multiline text are aligned. `multilineTextAlignment(_:)` writes it.
    public var multilineTextAlignment: TextAlignment {
        get { textAndImage.multilineTextAlignment }
        set { textAndImage.multilineTextAlignment = newValue }
    }

    /// Where a line too long for its space is cut. `truncationMode(_:)` writes it.
    public var truncationMode: Text.TruncationMode {
        get { textAndImage.truncationMode }
        set { textAndImage.truncationMode = newValue }
    }

    /// The space between the lines of a text. `lineSpacing(_:)` writes it.
    public var lineSpacing: CGFloat {
        get { textAndImage.lineSpacing }
        set { textAndImage.lineSpacing = newValue }
    }

    /// The case texts are shown in; nil for their own. `textCase(_:)` writes it.
    public var textCase: Text.Case? {
        get { textAndImage.textCase }
        set { textAndImage.textCase = newValue }
    }

    /// The relative size of symbol images. `imageScale(_:)` writes it.
    public var imageScale: Image.Scale {
        get { textAndImage.imageScale }
        set { textAndImage.imageScale = newValue }
    }

    /// The smallest fraction of its font size a text may shrink to, to fit. `minimumScaleFactor(_:)`
    /// writes it (a terminal cell does not shrink: texts are cut as before).
    public var minimumScaleFactor: CGFloat {
        get { textAndImage.minimumScaleFactor }
        set { textAndImage.minimumScaleFactor = newValue }
    }

    /// The changes made to the fonts of texts (bold, italic, a weight, a design…), in the order
    /// they apply: what `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced(_:)`
    /// and `monospacedDigit()` on a view add to.
    package var fontModifiers: [AnyFontModifier] {
        get { textAndImage.fontModifiers }
        set { textAndImage.fontModifiers = newValue }
    }

    /// How symbol images are coloured; nil for each symbol's own. `symbolRenderingMode(_:)` writes it.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { textAndImage.symbolRenderingMode }
        set { textAndImage.symbolRenderingMode = newValue }
    }

    /// The variants symbol images are shown in (filled, in a circle…). `symbolVariant(_:)` adds to it.
    public var symbolVariants: SymbolVariants {
        get { textAndImage.symbolVariants }
        set { textAndImage.symbolVariants = newValue }
    }

    /// How a view's content changes are shown. `contentTransition(_:)` writes it.
    public var contentTransition: ContentTransition {
        get { textAndImage.contentTransition }
        set { textAndImage.contentTransition = newValue }
    }
}
