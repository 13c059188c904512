/// Which parts of a view's geometry `matchedGeometryEffect(id:in:properties:anchor:isSource:)` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// The view's position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The modifier `matchedGeometryEffect(id:in:properties:anchor:isSource:)` applies: the view's
/// geometry matched with the other views of the same id in the namespace. Nothing animates in a
/// terminal, so the view is drawn where its own layout puts it; the values are kept for the inspector.
public struct _MatchedGeometryEffect<ID> where ID: Hashable {
    /// The identity matched.
    public var id: ID
    /// The namespace the identity belongs to.
    public var namespace: Namespace.ID
    /// The parts of the geometry matched.
    public var properties: MatchedGeometryProperties
    /// The point of the view matched.
    public var anchor: UnitPoint
    /// Whether this view gives the geometry the others take.
    public var isSource: Bool

    /// Creates the modifier.
    public init(id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
}

extension _MatchedGeometryEffect: Sendable where ID: Sendable {}
