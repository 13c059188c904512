import Foundation

/// The modifier `shadow(color:radius:x:y:)` applies.
public struct _ShadowEffect: Sendable {
    /// The shadow's colour.
    public var color: Color
    /// How far it blurs.
    public var radius: CGFloat
    /// How far it is moved from the view.
    public var offset: CGSize

    /// Creates the modifier.
    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// The modifier `blur(radius:opaque:)` applies.
public struct _BlurEffect: Sendable {
    /// How far the view blurs.
    public var radius: CGFloat
    /// Whether the blur keeps the view's edges opaque.
    public var isOpaque: Bool

    /// Creates the modifier.
    public init(radius: CGFloat, isOpaque: Bool) {
        self.radius = radius
        self.isOpaque = isOpaque
    }
}

/// The modifier `offset(_:)` and `offset(x:y:)` apply: the view drawn moved, its layout unchanged.
public struct _OffsetEffect: Sendable {
    /// How far the view is moved.
    public var offset: CGSize

    /// Creates the modifier.
    public init(offset: CGSize) {
        self.offset = offset
    }
}

/// The modifier `position(_:)` and `position(x:y:)` apply: the view's centre placed at a
/// point of the space its parent offers.
public struct _PositionLayout: Sendable {
    /// Where the view's centre goes.
    public var position: CGPoint

    /// Creates the modifier.
    public init(position: CGPoint) {
        self.position = position
    }
}

/// The modifier `hidden()` applies: the view keeps its space but is not drawn.
public struct _HiddenModifier: Sendable {
    /// Creates the modifier.
    public init() {}
}

/// The modifier `fixedSize()` and `fixedSize(horizontal:vertical:)` apply: the view at its
/// ideal size on the chosen axes.
public struct _FixedSizeLayout: Sendable {
    /// Whether the width is the ideal one.
    public var horizontal: Bool
    /// Whether the height is the ideal one.
    public var vertical: Bool

    /// Creates the modifier.
    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The modifier `ignoresSafeArea(_:edges:)` applies.
public struct _SafeAreaRegionsIgnoringLayout: Sendable {
    /// The regions ignored.
    public var regions: SafeAreaRegions
    /// The edges they are ignored on.
    public var edges: Edge.Set

    /// Creates the modifier.
    public init(regions: SafeAreaRegions, edges: Edge.Set) {
        self.regions = regions
        self.edges = edges
    }
}

/// The modifier `edgesIgnoringSafeArea(_:)` applies.
public struct _SafeAreaIgnoringLayout: Sendable {
    /// The edges the safe area is ignored on.
    public var edges: Edge.Set

    /// Creates the modifier.
    public init(edges: Edge.Set) {
        self.edges = edges
    }
}

/// The modifier `allowsHitTesting(_:)` applies.
public struct _AllowsHitTestingModifier: Sendable {
    /// Whether the view receives taps.
    public var allowsHitTesting: Bool

    /// Creates the modifier.
    public init(allowsHitTesting: Bool) {
        self.allowsHitTesting = allowsHitTesting
    }
}

/// The modifier `foregroundStyle(_:)` applies: the style texts and symbols are drawn in, at `modifier|style`.
public struct _ForegroundStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension _ForegroundStyleModifier: Sendable where Style: Sendable {}

/// The trait `zIndex(_:)` writes: the view's order in a ZStack (higher on top).
public struct ZIndexTraitKey: _ViewTraitKey {
    /// Views are at 0 unless set.
    public static var defaultValue: Double { 0 }
}

/// The trait `layoutPriority(_:)` writes: which views a stack sizes first.
public struct LayoutPriorityTraitKey: _ViewTraitKey {
    /// Views have priority 0 unless set.
    public static var defaultValue: Double { 0 }
}
