// MARK: The preference modifiers: values views pass up to their ancestors.

/// The modifier `transformPreference(_:_:)` applies: the change made to the preference `Key`'s
/// value that the view's content gives.
public struct _PreferenceTransformModifier<Key> where Key: PreferenceKey {
    /// The change.
    public var transform: (inout Key.Value) -> Void

    /// Creates the modifier.
    public init(transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }
}

/// The modifier `anchorPreference(key:value:transform:)` applies: the preference `Key` set to a
/// value made from an anchor of the view.
public struct _AnchorWritingModifier<AnchorValue, Key> where Key: PreferenceKey {
    /// What the anchor is made from.
    public var anchor: Anchor<AnchorValue>.Source
    /// Makes the preference's value from the anchor.
    public var transform: (Anchor<AnchorValue>) -> Key.Value

    /// Creates the modifier.
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }
}

/// The modifier `transformAnchorPreference(key:value:transform:)` applies: the preference `Key`'s
/// value changed with an anchor of the view.
public struct _AnchorTransformModifier<AnchorValue, Key> where Key: PreferenceKey {
    /// What the anchor is made from.
    public var anchor: Anchor<AnchorValue>.Source
    /// The change, given the anchor.
    public var transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    /// Creates the modifier.
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void) {
        self.anchor = anchor
        self.transform = transform
    }
}

/// The modifier `onPreferenceChange(_:perform:)` applies: the action run with the preference
/// `Key`'s value when the view's content changes it.
public struct _PreferenceActionModifier<Key> where Key: PreferenceKey, Key.Value: Equatable {
    /// The action.
    public var action: (Key.Value) -> Void

    /// Creates the modifier.
    public init(action: @escaping (Key.Value) -> Void) {
        self.action = action
    }
}
