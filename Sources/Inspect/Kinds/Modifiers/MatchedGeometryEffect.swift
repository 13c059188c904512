import Builders

extension ModifierDescriptor {
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    static let matchedGeometryEffect = ModifierDescriptor(typeNames: ["_MatchedGeometryEffect"], method: "matchedGeometryEffect")
}

extension InspectableView {
    /// The identity and namespace `matchedGeometryEffect(id:in:…)` matches the view by.
    public func matchedGeometryEffect() throws -> (id: AnyHashable, namespace: Namespace.ID) {
        let effect = try modifierAttribute("_MatchedGeometryEffect", "", Any.self, call: "matchedGeometryEffect(id:in:)")
        guard let id = MirrorReader.descendant(effect, "id") as? AnyHashable,
              let namespace = MirrorReader.descendant(effect, "namespace") as? Namespace.ID
        else { throw InspectionError.attributeNotFound("id and namespace", in: "_MatchedGeometryEffect", path: place) }
        return (id, namespace)
    }
}
