extension InspectableView {
    /// Runs the view's action: a Button's action, or an `onTapGesture` action.
    ///
    /// Throws when the view is disabled, as a disabled control ignores taps.
    public func tap() throws {
        if isDisabled() {
            throw InspectionError.notSupported("tap on a disabled \(typeName)", path: pathToRoot)
        }
        if kind == .button, let action = MirrorReader.descendant(value, "action") as? () -> Void {
            action()
            return
        }
        for modifier in modifierValues {
            if let action = ModifierReader.tapAction(of: modifier, types: context.types) {
                action()
                return
            }
        }
        throw InspectionError.attributeNotFound("a Button action or an onTapGesture", in: typeName, path: pathToRoot)
    }
}
