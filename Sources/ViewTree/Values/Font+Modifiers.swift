import Foundation

// MARK: Font's own modifiers: each returns the font wrapped in one change
// (`Provider.modified`), as SwiftUI's wrap it in a modifier provider.

extension Font {
    /// The font in bold.
    public func bold() -> Font {
        modified(by: AnyFontModifier(.bold))
    }

    /// The font in italics.
    public func italic() -> Font {
        modified(by: AnyFontModifier(.italic))
    }

    /// The font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        modified(by: AnyFontModifier(.weight(weight)))
    }

    /// The font's fixed-width form: every character of one width.
    public func monospaced() -> Font {
        modified(by: AnyFontModifier(.monospaced))
    }

    /// The font with digits of one width, other characters as they were.
    public func monospacedDigit() -> Font {
        modified(by: AnyFontModifier(.monospacedDigit))
    }
}
