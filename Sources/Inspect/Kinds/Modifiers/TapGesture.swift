import Builders

// `onTapGesture`: an `AddGestureModifier` (named in the gesture descriptor, `Gesture.swift`) whose
// gesture is an `_EndedGesture<TapGesture>`, its action at `gesture|_body|modifier|callbacks|ended`.

extension InspectableView {
    /// Runs the action of the view's `onTapGesture`, as ViewInspector's `callOnTapGesture()`.
    public func callOnTapGesture() throws {
        for modifier in modifierValues {
            if let action = ModifierReader.tapAction(of: modifier, types: context.types) {
                action()
                return
            }
        }
        throw InspectionError.modifierNotFound(parent: fullTypeName, modifier: "onTapGesture", index: 0)
    }
}

extension ModifierReader {
    /// The action of a tap gesture modifier, at `gesture|_body|modifier|callbacks|ended`.
    static func tapAction(of modifier: Any, types: TypeCache) -> (() -> Void)? {
        guard types.baseName(of: Swift.type(of: modifier)) == "AddGestureModifier",
              let ended = MirrorReader.descendant(modifier, "gesture", "_body", "modifier", "callbacks", "ended")
        else { return nil }
        if let action = ended as? (()) -> Void {
            return { action(()) }
        }
        return ended as? () -> Void
    }
}
