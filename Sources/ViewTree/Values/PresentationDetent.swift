import Foundation

/// A height a sheet may rest at, as `presentationDetents(_:)` takes them (a terminal draws a
/// sheet over the whole screen: recorded).
public struct PresentationDetent: Sendable, Hashable, CustomStringConvertible {
    /// What the height is.
    package enum Kind: Sendable, Hashable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    /// What the height is.
    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// About half the screen.
    public static let medium = PresentationDetent(.medium)
    /// The whole screen.
    public static let large = PresentationDetent(.large)

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(.fraction(fraction)) }

    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(.height(height)) }

    /// The detent as code writes it, such as `fraction(0.25)`.
    public var description: String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction(\(fraction))"
        case .height(let height): "height(\(height))"
        }
    }
}
