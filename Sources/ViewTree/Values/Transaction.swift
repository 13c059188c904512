/// The context of one state change, as SwiftUI's `Transaction`: what an image loaded from a URL
/// takes to change its phases in. On Linux a change is drawn at once in its final state.
public struct Transaction {
    /// Whether the views' own animations are left out.
    public var disablesAnimations: Bool = false
    /// Whether the change is one of a continuous series, such as a drag.
    public var isContinuous: Bool = false

    /// A transaction with no animation.
    public init() {}
}
