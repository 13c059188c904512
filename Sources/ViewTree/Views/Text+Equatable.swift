import Foundation

// MARK: Text is Equatable, as in SwiftUI.

extension Text: Equatable {
    /// Two texts are equal when they have equal storage (the same characters stored the same
    /// way: verbatim, the same key and arguments, the same date and style…) and equal modifiers.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        TextEquality.equal(lhs, rhs, depth: 0)
    }
}

extension LocalizedStringKey: Equatable {
    /// Two keys are equal when they have the same format and equal arguments.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        TextEquality.equal(lhs, rhs, depth: 0)
    }
}

/// Equality of texts, bounded in how deeply texts nest inside texts.
enum TextEquality {
    static let depthLimit = 64

    static func equal(_ lhs: Text, _ rhs: Text, depth: Int) -> Bool {
        guard depth < depthLimit else { return false }
        guard lhs.modifiers.count == rhs.modifiers.count,
              zip(lhs.modifiers, rhs.modifiers).allSatisfy({ equal($0, $1, depth: depth + 1) })
        else { return false }
        switch (lhs.storage, rhs.storage) {
        case let (.verbatim(a), .verbatim(b)):
            return a == b
        case let (.anyTextStorage(a), .anyTextStorage(b)):
            return equal(a, b, depth: depth + 1)
        default:
            return false
        }
    }

    static func equal(_ lhs: LocalizedStringKey, _ rhs: LocalizedStringKey, depth: Int) -> Bool {
        guard depth < depthLimit else { return false }
        return lhs.key == rhs.key && lhs.hasFormatting == rhs.hasFormatting && lhs.arguments.count == rhs.arguments.count
            && zip(lhs.arguments, rhs.arguments).allSatisfy { equal($0.storage, $1.storage, depth: depth + 1) }
    }

    private static func equal(_ lhs: LocalizedStringKey.FormatArgument.Storage, _ rhs: LocalizedStringKey.FormatArgument.Storage, depth: Int) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(a), .integer(b)): a == b
        case let (.unsignedInteger(a), .unsignedInteger(b)): a == b
        case let (.floatingPoint(a), .floatingPoint(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.text(a), .text(b)): equal(a, b, depth: depth + 1)
        case let (.formatStyleValue(a), .formatStyleValue(b)): a.formatted != nil && a.formatted == b.formatted
        default: false
        }
    }

    private static func equal(_ lhs: AnyTextStorage, _ rhs: AnyTextStorage, depth: Int) -> Bool {
        if lhs === rhs { return true }
        switch (lhs, rhs) {
        case let (a as LocalizedTextStorage, b as LocalizedTextStorage):
            return a.table == b.table && equal(a.key, b.key, depth: depth)
        case let (a as ConcatenatedTextStorage, b as ConcatenatedTextStorage):
            return equal(a.first, b.first, depth: depth) && equal(a.second, b.second, depth: depth)
        case let (a as DateTextStorage, b as DateTextStorage):
            return a.date == b.date && a.style == b.style
        case let (a as AttributedStringTextStorage, b as AttributedStringTextStorage):
            return a.str == b.str
        case let (a as AttachmentTextStorage, b as AttachmentTextStorage):
            return a.image.rootProvider.named?.name == b.image.rootProvider.named?.name
                && a.image.rootProvider.wrappers.count == b.image.rootProvider.wrappers.count
        default:
            return false
        }
    }

    private static func equal(_ lhs: Text.Modifier, _ rhs: Text.Modifier, depth: Int) -> Bool {
        switch (lhs, rhs) {
        case let (.color(a), .color(b)): return a == b
        case let (.font(a), .font(b)): return a == b
        case (.italic, .italic): return true
        case let (.weight(a), .weight(b)): return a == b
        case let (.kerning(a), .kerning(b)), let (.tracking(a), .tracking(b)), let (.baseline(a), .baseline(b)): return a == b
        case let (.anyTextModifier(a), .anyTextModifier(b)):
            switch (a, b) {
            case let (a as UnderlineTextModifier, b as UnderlineTextModifier): return a.lineStyle == b.lineStyle
            case let (a as StrikethroughTextModifier, b as StrikethroughTextModifier): return a.lineStyle == b.lineStyle
            case (is MonospacedDigitTextModifier, is MonospacedDigitTextModifier): return true
            case let (a as MonospacedTextModifier, b as MonospacedTextModifier): return a.isActive == b.isActive
            case let (a as TextDesignModifier, b as TextDesignModifier): return a.design == b.design
            default: return a === b
            }
        default: return false
        }
    }
}
