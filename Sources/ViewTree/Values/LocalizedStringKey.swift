import Foundation

/// The key of a localized string, made from a string literal.
///
/// A plain literal is its own key. An interpolated literal becomes a format
/// (`"even %lld"`) with its arguments kept beside it, as in SwiftUI.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    package var key: String
    package var hasFormatting: Bool
    package var arguments: [FormatArgument]

    /// Creates a key from a string value.
    public init(_ value: String) {
        self.key = value
        self.hasFormatting = false
        self.arguments = []
    }

    /// Creates a key from a string literal without interpolation.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.key
        self.hasFormatting = true
        self.arguments = stringInterpolation.arguments
    }

    /// One argument of a formatted key, kept with the value it was given.
    public struct FormatArgument: Sendable {
        /// The kinds of value a format argument holds.
        public enum Storage: Sendable {
            /// A signed integer, formatted by `%lld` (or the given specifier).
            case integer(Int64)
            /// An unsigned integer, formatted by `%llu`.
            case unsignedInteger(UInt64)
            /// A floating-point number, formatted by `%lf` (or the given specifier).
            case floatingPoint(Double)
            /// A string, formatted by `%@`.
            case string(String)
            /// A text, formatted by `%@`.
            case text(Text)
            // MARK: Format styles
            /// A value with its format style (`"\(x, format: .number)"`), formatted by `%@`.
            case formatStyleValue(FormatStyleValue)
        }

        package var storage: Storage
    }

    /// Builds the format and arguments of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var key = ""
        package var arguments: [FormatArgument] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Appends literal text; a `%` in it is escaped as `%%`.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacing("%", with: "%%")
        }

        /// Appends a string argument (`%@`).
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            append("%@", .string(String(string)))
        }

        /// Appends a text argument (`%@`).
        public mutating func appendInterpolation(_ text: Text) {
            append("%@", .text(text))
        }

        /// Appends a signed integer argument (`%lld`).
        public mutating func appendInterpolation<I: SignedInteger>(_ value: I) {
            append("%lld", .integer(Int64(truncatingIfNeeded: value)))
        }

        /// Appends an unsigned integer argument (`%llu`).
        public mutating func appendInterpolation<I: UnsignedInteger>(_ value: I) {
            append("%llu", .unsignedInteger(UInt64(truncatingIfNeeded: value)))
        }

        /// Appends a floating-point argument: `%lf` for Double, `%f` for Float.
        public mutating func appendInterpolation<F: BinaryFloatingPoint>(_ value: F) {
            append(F.self == Float.self ? "%f" : "%lf", .floatingPoint(Double(value)))
        }

        /// Appends a number with an explicit printf-style specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<F: BinaryFloatingPoint>(_ value: F, specifier: String) {
            append(specifier, .floatingPoint(Double(value)))
        }

        /// Appends an integer with an explicit printf-style specifier, such as `"%03d"`.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I, specifier: String) {
            append(specifier, .integer(Int64(truncatingIfNeeded: value)))
        }

        // MARK: Format styles
        /// Appends a value formatted by a format style (`%@`): `"\(price, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append("%@", .formatStyleValue(FormatStyleValue(format: format, input: input)))
        }

        /// Appends any other value by its description (`%@`).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            append("%@", .string(String(describing: value)))
        }

        private mutating func append(_ specifier: String, _ storage: FormatArgument.Storage) {
            key += specifier
            arguments.append(FormatArgument(storage: storage))
        }
    }
}
