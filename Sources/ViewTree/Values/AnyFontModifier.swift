import Foundation

/// One change to a font: what `Font.bold()` and `Font.weight(_:)` wrap a font in, and what the
/// view modifiers `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced(_:)` and
/// `monospacedDigit()` add to the environment's list of font changes (`fontModifiers`), as
/// SwiftUI's do. A text applies its font, then the changes of the list, in order.
public struct AnyFontModifier: Sendable, Hashable, CustomStringConvertible {
    /// The changes a font can take.
    package enum Change: Sendable, Hashable {
        /// Bold, as `bold()` makes it.
        case bold
        /// Italic.
        case italic
        /// A weight, as `fontWeight(_:)` and `Font.weight(_:)` give it.
        case weight(Font.Weight)
        /// A design, as `fontDesign(_:)` gives it.
        case design(Font.Design)
        /// Fixed-width characters.
        case monospaced
        /// Fixed-width digits.
        case monospacedDigit
    }

    /// The change this modifier makes.
    package var change: Change

    package init(_ change: Change) {
        self.change = change
    }

    /// The change, as its modifier is written: `bold`, `weight(heavy)`, `design(rounded)`.
    public var description: String {
        switch change {
        case .bold: "bold"
        case .italic: "italic"
        case .weight(let weight): "weight(\(weight))"
        case .design(let design): "design(\(design.rawValue))"
        case .monospaced: "monospaced"
        case .monospacedDigit: "monospacedDigit"
        }
    }

    /// Whether this modifier is of the same sort as `other` (both weights, both designs…), what
    /// `fontWeight(nil)` and `fontDesign(nil)` remove.
    package func isSameSort(as other: Change) -> Bool {
        switch (change, other) {
        case (.bold, .bold), (.italic, .italic), (.weight, .weight), (.design, .design),
             (.monospaced, .monospaced), (.monospacedDigit, .monospacedDigit):
            true
        default:
            false
        }
    }
}

/// What a font and the changes made to it come to: its style or size, its weight, whether it is
/// italic, its design and its fixed-width forms.
package struct FontTraits: Sendable, Hashable {
    /// The semantic style, for a font of one.
    package var textStyle: Font.TextStyle?
    /// The size in points, for a system or named font.
    package var size: CGFloat?
    /// The name, for a named font.
    package var name: String?
    /// The text style a named font's size scales with, when one is given.
    package var relativeTextStyle: Font.TextStyle?
    /// Whether a named font's size is fixed, not scaling with the reader's text size.
    package var isFixedSize = false
    /// The weight; nil for the style's own.
    package var weight: Font.Weight?
    /// Whether it is italic.
    package var isItalic = false
    /// The design; nil for the default.
    package var design: Font.Design?
    /// Whether every character is of one width.
    package var isMonospaced = false
    /// Whether digits are of one width.
    package var isMonospacedDigit = false

    package init() {}

    /// The traits with `modifier`'s change made.
    package mutating func apply(_ modifier: AnyFontModifier) {
        switch modifier.change {
        case .bold: weight = .bold
        case .italic: isItalic = true
        case .weight(let newWeight): weight = newWeight
        case .design(let newDesign): design = newDesign
        case .monospaced: isMonospaced = true
        case .monospacedDigit: isMonospacedDigit = true
        }
    }
}

extension Font {
    /// The font with `modifier` applied over it.
    package func modified(by modifier: AnyFontModifier) -> Font {
        Font(provider: .modified(base: self, modifier: modifier))
    }

    /// What the font comes to: its base, then its modifiers in the order they were applied.
    package var traits: FontTraits {
        var modifiers: [AnyFontModifier] = []
        var current = self
        // The chain of `modified` providers is walked without recursion, its modifiers kept.
        while case .modified(let base, let modifier) = current.provider {
            modifiers.append(modifier)
            current = base
        }
        var traits = FontTraits()
        switch current.provider {
        case .textStyle(let style):
            traits.textStyle = style
        case .system(let size, let weight, let design):
            traits.size = size
            traits.weight = weight
            traits.design = design
        case .named(let name, let size, let relativeTo, let isFixedSize):
            traits.name = name
            traits.size = size
            traits.relativeTextStyle = relativeTo
            traits.isFixedSize = isFixedSize
        case .modified:
            break
        }
        for modifier in modifiers.reversed() {
            traits.apply(modifier)
        }
        return traits
    }
}

extension Font.Weight: CustomStringConvertible {
    /// Whether the weight is `other` or heavier.
    package func isAtLeast(_ other: Font.Weight) -> Bool { value >= other.value }

    /// The weight's name, such as `bold`, or its value.
    public var description: String {
        let names: [(Font.Weight, String)] = [
            (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
            (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
        ]
        return names.first { $0.0 == self }?.1 ?? "\(value)"
    }
}
