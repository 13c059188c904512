import Foundation

/// The base class of the objects that hold a ``Text``'s non-verbatim content.
///
/// Mirror shows the dynamic subclass: ``LocalizedTextStorage`` or
/// ``ConcatenatedTextStorage``.
public class AnyTextStorage: @unchecked Sendable {
    package init() {}
}

/// The storage of a text made from a ``LocalizedStringKey``.
public final class LocalizedTextStorage: AnyTextStorage, @unchecked Sendable {
    package let key: LocalizedStringKey
    package let table: String?
    package let bundle: Bundle?

    package init(key: LocalizedStringKey, table: String?, bundle: Bundle? = nil) {
        self.key = key
        self.table = table
        self.bundle = bundle
    }
}

/// The storage of `first + second`, two texts shown as one.
public final class ConcatenatedTextStorage: AnyTextStorage, @unchecked Sendable {
    package let first: Text
    package let second: Text

    package init(first: Text, second: Text) {
        self.first = first
        self.second = second
    }
}

/// The base class of Text modifiers that have no case of their own in ``Text/Modifier``.
public class AnyTextModifier: @unchecked Sendable {
    package init() {}
}

/// The modifier that `underline(_:color:)` adds to a ``Text``.
public final class UnderlineTextModifier: AnyTextModifier, @unchecked Sendable {
    package let lineStyle: Text.LineStyle?

    package init(lineStyle: Text.LineStyle?) {
        self.lineStyle = lineStyle
    }
}

extension Text {
    /// How a line under or through a text is drawn: its pattern and colour (nil for the text's own).
    public struct LineStyle: Sendable, Hashable {
        package var active: Bool
        package var pattern: Pattern
        package var color: Color?

        package init(active: Bool, pattern: Pattern = .solid, color: Color?) {
            self.active = active
            self.pattern = pattern
            self.color = color
        }

        /// A line of `pattern`, in `color` (the text's own when nil).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.init(active: true, pattern: pattern, color: color)
        }

        /// A single solid line in the text's own colour.
        public static let single = LineStyle()

        /// The dashes and dots a line is drawn with.
        public enum Pattern: Sendable, Hashable, CaseIterable {
            /// An unbroken line.
            case solid
            /// Dots.
            case dot
            /// Dashes.
            case dash
            /// Dashes and dots in turn.
            case dashDot
            /// A dash, then two dots, in turn.
            case dashDotDot
        }
    }
}
