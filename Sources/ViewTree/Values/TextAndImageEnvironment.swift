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
}
