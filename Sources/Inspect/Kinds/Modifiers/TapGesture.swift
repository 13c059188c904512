extension ModifierDescriptor {
    /// A gesture: `onTapGesture(count:perform:)` adds a tap gesture, `onLongPressGesture` a long
    /// press, `gesture(_:)` any other.
    static let gesture = ModifierDescriptor(
        typeNames: ["AddGestureModifier"],
        naming: .perType { modifier, types in
            let name = types.fullName(of: Swift.type(of: modifier))
            if name.contains("LongPressGesture") { return "onLongPressGesture" }
            return name.contains("TapGesture") ? "onTapGesture" : "gesture"
        })
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
