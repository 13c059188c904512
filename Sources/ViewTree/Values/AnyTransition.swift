import Foundation

/// How a view is shown coming in and going out: faded, slid, scaled, moved from an edge, or a
/// combination, as `transition(_:)` gives it.
///
/// The values are kept so that they can be read back (`try view.transition() == .slide`); on
/// Linux a view comes and goes at once, without a transition drawn.
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
    /// The transitions.
    package indirect enum Storage: Sendable, Hashable {
        /// No change: the view is just there.
        case identity
        /// A fade.
        case opacity
        /// In from the leading edge, out to the trailing edge.
        case slide
        /// A scale from `scale` about `anchor`.
        case scale(scale: CGFloat, anchor: UnitPoint)
        /// In from and out to `edge`.
        case move(edge: Edge)
        /// In from `edge`, out to the opposite edge, the view it replaces pushed away.
        case push(edge: Edge)
        /// Moved by an offset.
        case offset(x: CGFloat, y: CGFloat)
        /// One transition coming in, another going out.
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        /// Two transitions at once.
        case combined(AnyTransition, AnyTransition)
        /// A transition run with its own animation.
        case animated(AnyTransition, Animation?)
    }

    /// The transition.
    package var storage: Storage

    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// The transition as it is written: `move(edge: top)`, `opacity.combined(with: scale)`.
    public var description: String {
        switch storage {
        case .identity: "identity"
        case .opacity: "opacity"
        case .slide: "slide"
        case let .scale(scale, anchor): scale == 0 && anchor == .center ? "scale" : "scale(scale: \(scale), anchor: \(anchor))"
        case .move(let edge): "move(edge: \(edge))"
        case .push(let edge): "push(from: \(edge))"
        case let .offset(x, y): "offset(x: \(x), y: \(y))"
        case let .asymmetric(insertion, removal): "asymmetric(insertion: \(insertion), removal: \(removal))"
        case let .combined(first, second): "\(first).combined(with: \(second))"
        case let .animated(base, animation): "\(base).animation(\(animation.map(String.init(describing:)) ?? "nil"))"
        }
    }

    /// No change: the view is just there.
    public static let identity = AnyTransition(.identity)
    /// A fade in and out.
    public static let opacity = AnyTransition(.opacity)
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(.slide)
    /// A scale up from nothing and back down.
    public static let scale = AnyTransition(.scale(scale: 0, anchor: .center))

    /// A scale from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale: scale, anchor: anchor))
    }

    /// In from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(.move(edge: edge))
    }

    /// In from `edge`, out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(.push(edge: edge))
    }

    /// Moved by `offset` coming in and going out.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.offset(x: offset.width, y: offset.height))
    }

    /// Moved by `x` and `y` coming in and going out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(x: x, y: y))
    }

    /// `insertion` coming in, `removal` going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion, removal: removal))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(self, other))
    }

    /// This transition, run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(self, animation))
    }
}
