import Builders

// The preference modifiers besides a plain write (`PreferenceWriting.swift`): named by their
// methods, each a modifier the inspector looks through.

extension ModifierDescriptor {
    /// `transformPreference(_:_:)`.
    static let transformPreference = ModifierDescriptor(typeNames: ["_PreferenceTransformModifier"], method: "transformPreference")
    /// `anchorPreference(key:value:transform:)`.
    static let anchorPreference = ModifierDescriptor(typeNames: ["_AnchorWritingModifier"], method: "anchorPreference")
    /// `transformAnchorPreference(key:value:transform:)`.
    static let transformAnchorPreference = ModifierDescriptor(typeNames: ["_AnchorTransformModifier"], method: "transformAnchorPreference")
    /// `onPreferenceChange(_:perform:)`.
    static let onPreferenceChange = ModifierDescriptor(typeNames: ["_PreferenceActionModifier"], method: "onPreferenceChange")
}
