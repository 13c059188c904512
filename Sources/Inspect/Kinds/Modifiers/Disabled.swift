import Builders

extension ModifierDescriptor {
    /// An environment transform: `disabled(_:)` is the transform of a Bool (`disabled(false)` is
    /// still `disabled(_:)`), and any transform turning `isEnabled` off; the font modifiers
    /// (`bold()`, `fontWeight(_:)`…, `FontModifiers.swift`) and `symbolVariant(_:)`
    /// (`Symbols.swift`) by what they change; any other is `transformEnvironment`.
    static let environmentTransform = ModifierDescriptor(
        typeNames: ["_EnvironmentKeyTransformModifier"],
        naming: .perValue { modifier, types in
            if let font = FontModifierReader.methodName(of: modifier) { return font }
            if modifier is _EnvironmentKeyTransformModifier<SymbolVariants> { return "symbolVariant" }
            return types.fullName(of: Swift.type(of: modifier)) == "_EnvironmentKeyTransformModifier<Bool>" || ModifierReader.isDisabling(modifier)
                ? "disabled" : "transformEnvironment"
        })
}

extension ModifierReader {
    /// Whether an environment transform turns `isEnabled` off, as `disabled(true)` does.
    static func isDisabling(_ modifier: Any) -> Bool {
        guard let transform = MirrorReader.descendant(modifier, "transform") else { return false }
        var isEnabled = true
        if let apply = transform as? @Sendable (inout Bool) -> Void {
            apply(&isEnabled)
        } else if let apply = transform as? (inout Bool) -> Void {
            apply(&isEnabled)
        } else {
            return false
        }
        return !isEnabled
    }
}

extension InspectableView {
    /// Whether the view is disabled: `disabled(true)` on it or on a view that contains it.
    public func isDisabled() -> Bool {
        var node: PathNode? = pathNode
        while let current = node {
            if current.modifiers.contains(where: { modifier in
                context.types.baseName(of: type(of: modifier)) == "_EnvironmentKeyTransformModifier"
                    && ModifierReader.isDisabling(modifier)
            }) {
                return true
            }
            node = current.parent
        }
        return false
    }
}
