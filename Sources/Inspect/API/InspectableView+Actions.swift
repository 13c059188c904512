extension InspectableView {
    /// Runs the view's action: a Button's action, a Toggle's switch (turning it on or off, as
    /// ViewInspector's `tap()` does), or an `onTapGesture` action.
    ///
    /// Throws when the view is disabled, hidden, or kept from taps by `allowsHitTesting(false)`,
    /// as such a view ignores taps.
    public func tap() throws {
        if isDisabled() {
            throw InspectionError.notSupported("tap on a disabled \(typeName)", path: place)
        }
        if isHidden() {
            throw InspectionError.notSupported("tap on a hidden \(typeName)", path: place)
        }
        if (try? allowsHitTesting()) == false {
            throw InspectionError.notSupported("tap on a \(typeName) that allowsHitTesting(false) keeps from taps", path: place)
        }
        if kind == .button, let action = MirrorReader.descendant(value, "action") as? () -> Void {
            action()
            return
        }
        if kind == .toggle {
            let binding = try toggleBinding("tap()")
            binding.wrappedValue.toggle()
            return
        }
        for modifier in modifierValues {
            if let action = ModifierReader.tapAction(of: modifier, types: context.types) {
                action()
                return
            }
        }
        throw InspectionError.attributeNotFound("a Button action or an onTapGesture", in: typeName, path: place)
    }
}
