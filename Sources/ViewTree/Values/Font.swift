import Foundation

/// A font: a semantic text style, or a system font of a given size.
public struct Font: Sendable, Hashable {
    package var provider: Provider

    /// The ways a font is given.
    public enum Provider: Sendable, Hashable {
        /// A semantic style, such as `.headline`.
        case textStyle(TextStyle)
        /// A system font of a size, weight and design.
        case system(size: CGFloat, weight: Weight?, design: Design?)
        /// A font by name and size: a size that scales with the text style it is `relativeTo`
        /// (`body` when nil), or a fixed one.
        case named(String, size: CGFloat, relativeTo: TextStyle? = nil, isFixedSize: Bool = false)
        /// A font changed by one modifier, as `Font.bold()` and `Font.weight(_:)` make it.
        indirect case modified(base: Font, modifier: AnyFontModifier)
    }

    /// The semantic text styles.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A second caption.
        case caption2
    }

    /// The design of a system font.
    public enum Design: String, Sendable, Hashable {
        /// The system's default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A fixed-width design.
        case monospaced
    }

    /// The weight of a font, from ultra light to black.
    public struct Weight: Sendable, Hashable {
        package var value: Double

        /// Ultra light (-0.8).
        public static let ultraLight = Weight(value: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(value: -0.6)
        /// Light (-0.4).
        public static let light = Weight(value: -0.4)
        /// Regular (0).
        public static let regular = Weight(value: 0)
        /// Medium (0.23).
        public static let medium = Weight(value: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(value: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(value: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(value: 0.56)
        /// Black (0.62).
        public static let black = Weight(value: 0.62)
    }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(provider: .system(size: size, weight: weight, design: design))
    }

    /// A font of the given text style, in a design and a weight when given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(provider: .textStyle(style))
        if let design { font = font.modified(by: AnyFontModifier(.design(design))) }
        if let weight { font = font.weight(weight) }
        return font
    }

    /// A font by name and size, its size scaling as the body style's does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .named(name, size: size))
    }

    /// A font by name and size, its size scaling as `textStyle`'s does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(provider: .named(name, size: size, relativeTo: textStyle))
    }

    /// A font by name, of a size that does not scale with the reader's text size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .named(name, size: fixedSize, isFixedSize: true))
    }

    /// The large title style.
    public static let largeTitle = Font(provider: .textStyle(.largeTitle))
    /// The title style.
    public static let title = Font(provider: .textStyle(.title))
    /// The second-level title style.
    public static let title2 = Font(provider: .textStyle(.title2))
    /// The third-level title style.
    public static let title3 = Font(provider: .textStyle(.title3))
    /// The headline style.
    public static let headline = Font(provider: .textStyle(.headline))
    /// The subheadline style.
    public static let subheadline = Font(provider: .textStyle(.subheadline))
    /// The body style.
    public static let body = Font(provider: .textStyle(.body))
    /// The callout style.
    public static let callout = Font(provider: .textStyle(.callout))
    /// The footnote style.
    public static let footnote = Font(provider: .textStyle(.footnote))
    /// The caption style.
    public static let caption = Font(provider: .textStyle(.caption))
    /// The second caption style.
    public static let caption2 = Font(provider: .textStyle(.caption2))
}
