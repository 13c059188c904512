import Builders

// `onLongPressGesture`: an `AddGestureModifier` whose gesture's content is a `LongPressGesture`
// (named in the gesture descriptor, `Gesture.swift`), its action at
// `gesture|modifier|callbacks|pressed`, as ViewInspector reads SwiftUI's.

extension InspectableView {
    /// Runs the action of the view's `onLongPressGesture`, as ViewInspector's `callOnLongPressGesture()`.
    public func callOnLongPressGesture() throws {
        for modifier in modifierValues where context.types.baseName(of: type(of: modifier)) == "AddGestureModifier" {
            guard let content = MirrorReader.descendant(modifier, "gesture", "content"),
                  context.types.baseName(of: type(of: content)) == "LongPressGesture",
                  let pressed = MirrorReader.descendant(modifier, "gesture", "modifier", "callbacks", "pressed") as? () -> Void
            else { continue }
            pressed()
            return
        }
        throw InspectionError.attributeNotFound("an onLongPressGesture", in: typeName, path: place)
    }

    /// The time `onLongPressGesture(minimumDuration:…)` asks the press to be held for, in seconds.
    public func longPressMinimumDuration() throws -> Double {
        try modifierAttribute("AddGestureModifier<ModifierGesture<CallbacksGesture<PressableGestureCallbacks", "gesture|content|minimumDuration",
                              Double.self, call: "onLongPressGesture(minimumDuration:)")
    }
}
