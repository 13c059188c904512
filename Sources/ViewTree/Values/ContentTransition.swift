/// How a view shows a change of its content (a number counting, a symbol replaced), as
/// `contentTransition(_:)` gives it. On Linux the new content is drawn at once.
public struct ContentTransition: Sendable, Hashable, CustomStringConvertible {
    /// The content transitions.
    package enum Storage: Sendable, Hashable {
        /// No transition.
        case identity
        /// A fade from the old content to the new.
        case opacity
        /// The old content changed into the new where it can be.
        case interpolate
        /// Digits rolled up or down.
        case numericText(countsDown: Bool)
        /// Digits rolled in the direction a value changed.
        case numericTextValue(Double)
        /// A symbol's own replacement effect.
        case symbolEffect
    }

    /// The transition.
    package var storage: Storage

    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// The transition as it is written: `numericText(countsDown: false)`.
    public var description: String {
        switch storage {
        case .identity: "identity"
        case .opacity: "opacity"
        case .interpolate: "interpolate"
        case .numericText(let countsDown): "numericText(countsDown: \(countsDown))"
        case .numericTextValue(let value): "numericText(value: \(value))"
        case .symbolEffect: "symbolEffect"
        }
    }

    /// No transition.
    public static let identity = ContentTransition(.identity)
    /// A fade from the old content to the new.
    public static let opacity = ContentTransition(.opacity)
    /// The old content changed into the new where it can be.
    public static let interpolate = ContentTransition(.interpolate)
    /// A symbol's own replacement effect.
    public static let symbolEffect = ContentTransition(.symbolEffect)

    /// Digits rolled up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(.numericText(countsDown: countsDown))
    }

    /// Digits rolled in the direction `value` changes.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(.numericTextValue(value))
    }
}
