import Foundation

/// A view that displays one or more lines of read-only text.
///
/// The layout matches SwiftUI's: `storage` is ``Storage`` (`verbatim` for a
/// String value, `anyTextStorage` for a localized key or a concatenation) and
/// `modifiers` holds the Text-returning modifiers in the order they were applied.
public struct Text: Sendable {
    /// Where a text keeps its characters.
    public enum Storage: Sendable {
        /// A string shown exactly as given.
        case verbatim(String)
        /// A localized key or a concatenation, held by a storage object.
        case anyTextStorage(AnyTextStorage)
    }

    /// A Text-returning modifier, such as `bold()` or `font(_:)`.
    public enum Modifier: Sendable {
        /// `foregroundColor(_:)`.
        case color(Color?)
        /// `font(_:)`.
        case font(Font?)
        /// `italic()`.
        case italic
        /// `bold()` and `fontWeight(_:)`.
        case weight(Font.Weight?)
        /// Any other modifier, such as `underline()`.
        case anyTextModifier(AnyTextModifier)
        // MARK: Kerning, tracking and baseline offset
        /// `kerning(_:)`.
        case kerning(CGFloat)
        /// `tracking(_:)`.
        case tracking(CGFloat)
        /// `baselineOffset(_:)`.
        case baseline(CGFloat)
    }

    package var storage: Storage
    package var modifiers: [Modifier]

    package init(storage: Storage, modifiers: [Modifier] = []) {
        self.storage = storage
        self.modifiers = modifiers
    }

    /// Creates a text from a localized string key; a string literal chooses this.
    ///
    /// An interpolated literal keeps a format and its arguments, as SwiftUI does:
    /// `Text("even \(n)")` stores the key `"even %lld"` and the argument `n`.
    /// The key's translations are looked up in the strings table `tableName` (`Localizable` when
    /// nil) of `bundle` (the main bundle when nil), as SwiftUI looks them up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(storage: .anyTextStorage(LocalizedTextStorage(key: key, table: tableName, bundle: bundle)))
    }

    /// Creates a text that shows a string value verbatim, without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(storage: .verbatim(String(content)))
    }

    /// Creates a text that shows `content` exactly as given.
    public init(verbatim content: String) {
        self.init(storage: .verbatim(content))
    }
}
