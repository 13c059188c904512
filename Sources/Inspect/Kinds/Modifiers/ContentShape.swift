import Builders
import Foundation

extension ModifierDescriptor {
    /// `contentShape(_:eoFill:)` and `contentShape(_:_:eoFill:)`.
    static let contentShape = ModifierDescriptor(typeNames: ["_ContentShapeModifier", "_ContentShapeKindModifier"], method: "contentShape")
}

/// The shape `contentShape(_:eoFill:)` sets and its fill rule, as ViewInspector's `ContentShape`:
/// two are equal when their shapes draw the same path in the same rectangle and their rules match.
public struct ContentShape<S: Shape>: Equatable {
    /// The shape.
    public let shape: S
    /// Whether the shape is filled by the even-odd rule.
    public let eoFill: Bool

    /// The content shape `shape`, filled by the even-odd rule when `eoFill`.
    public init(shape: S, eoFill: Bool) {
        self.shape = shape
        self.eoFill = eoFill
    }

    /// Whether the two draw the same path in a 100-point square and have the same fill rule.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        return lhs.eoFill == rhs.eoFill && lhs.shape.path(in: rect) == rhs.shape.path(in: rect)
    }
}

extension InspectableView {
    /// The shape `contentShape(_:eoFill:)` (or `contentShape(_:_:eoFill:)`) sets, as an `S`, with its fill rule.
    public func contentShape<S: Shape>(_ shape: S.Type) throws -> ContentShape<S> {
        let modifier = try contentShapeModifier()
        let found = MirrorReader.descendant(modifier, "shape")
        guard let typed = found as? S, let eoFill = MirrorReader.descendant(modifier, "eoFill") as? Bool else {
            let name = found.map { context.types.fullName(of: Swift.type(of: $0)) } ?? "none"
            throw InspectionError.typeMismatch(expected: String(describing: S.self), found: name, path: place)
        }
        return ContentShape(shape: typed, eoFill: eoFill)
    }

    /// What the shape `contentShape(_:_:eoFill:)` sets is used for (`interaction` for `contentShape(_:eoFill:)`).
    public func contentShapeKinds() throws -> ContentShapeKinds {
        (MirrorReader.descendant(try contentShapeModifier(), "kinds") as? ContentShapeKinds) ?? .interaction
    }

    private func contentShapeModifier() throws -> Any {
        let found = modifiers(where: { $0.hasPrefix("_ContentShapeModifier<") || $0.hasPrefix("_ContentShapeKindModifier<") })
        guard let modifier = found.first else {
            throw InspectionError.attributeNotFound("the modifier contentShape(_:eoFill:)", in: typeName, path: place)
        }
        return modifier
    }
}
