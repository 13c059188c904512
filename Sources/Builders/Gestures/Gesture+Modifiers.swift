extension Gesture {
    /// The gesture, recognised only while `modifiers` are held (SwiftUI has it on macOS).
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(self, modifiers: modifiers)
    }
}
