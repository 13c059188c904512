extension ModifierDescriptor {
    /// `onChange(of:perform:)`, of one value or of two (the old and the new).
    static let onChange = ModifierDescriptor(typeNames: ["_ValueActionModifier", "_ValueActionModifier2"], method: "onChange")
}

extension InspectableView {
    /// Runs the action of the `index`th `onChange(of:)` watching a value of `E`'s type, with `newValue`
    /// (a two-value action receives the watched value as the old one).
    public func callOnChange<E: Equatable>(newValue: E, index: Int = 0) throws {
        let watchers = modifiers(where: { $0 == "_ValueActionModifier<\(E.self)>" || $0 == "_ValueActionModifier2<\(E.self)>" })
        guard watchers.indices.contains(index) else {
            throw InspectionError.attributeNotFound("the modifier onChange(of:) of a \(E.self)" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: place)
        }
        let watcher = watchers[index]
        let action = MirrorReader.descendant(watcher, "action")
        if let action = action as? (E) -> Void {
            action(newValue)
        } else if let action = action as? (E, E) -> Void, let old = MirrorReader.descendant(watcher, "value") as? E {
            action(old, newValue)
        } else {
            throw InspectionError.attributeNotFound("an action of \(E.self)", in: "_ValueActionModifier", path: place)
        }
    }

    /// Runs the action of the `index`th two-value `onChange(of:)` with `oldValue` and `newValue`.
    public func callOnChange<E: Equatable>(oldValue: E, newValue: E, index: Int = 0) throws {
        let watchers = modifiers(where: { $0 == "_ValueActionModifier2<\(E.self)>" })
        guard watchers.indices.contains(index), let action = MirrorReader.descendant(watchers[index], "action") as? (E, E) -> Void else {
            throw InspectionError.attributeNotFound("the modifier onChange(of:) of a \(E.self) with two values" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: place)
        }
        action(oldValue, newValue)
    }
}
