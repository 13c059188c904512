import Builders

// `overlayPreferenceValue(_:alignment:_:)` and `backgroundPreferenceValue(_:alignment:_:)`: the
// view each makes from its preference's value, reached by the steps `overlayPreferenceValue` and
// `backgroundPreferenceValue`. No view here writes preferences up, so the value is the key's default.

extension ModifierDescriptor {
    /// `overlayPreferenceValue(_:alignment:_:)`.
    static let overlayPreferenceValue = ModifierDescriptor(
        typeNames: ["_OverlayPreferenceModifier"], method: "overlayPreferenceValue",
        heldViews: [("_OverlayPreferenceModifier<", "overlayPreferenceValue", "")])
    /// `backgroundPreferenceValue(_:alignment:_:)`.
    static let backgroundPreferenceValue = ModifierDescriptor(
        typeNames: ["_BackgroundPreferenceModifier"], method: "backgroundPreferenceValue",
        heldViews: [("_BackgroundPreferenceModifier<", "backgroundPreferenceValue", "")])
}

extension _OverlayPreferenceModifier: ComputedSupplementaryViews {
    var computedSupplementaryViews: [(step: String, content: Any)] {
        [("overlayPreferenceValue", transform(Key.defaultValue))]
    }
}

extension _BackgroundPreferenceModifier: ComputedSupplementaryViews {
    var computedSupplementaryViews: [(step: String, content: Any)] {
        [("backgroundPreferenceValue", transform(Key.defaultValue))]
    }
}

extension InspectableView {
    /// The view an `overlayPreferenceValue` draws over this view, made from the preference's
    /// value, as ViewInspector's `overlayPreferenceValue()`: the innermost, or the `index`th.
    public func overlayPreferenceValue(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("overlayPreferenceValue", index)
    }

    /// The view a `backgroundPreferenceValue` draws behind this view, made from the preference's
    /// value, as ViewInspector's `backgroundPreferenceValue()`: the innermost, or the `index`th.
    public func backgroundPreferenceValue(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("backgroundPreferenceValue", index)
    }
}
