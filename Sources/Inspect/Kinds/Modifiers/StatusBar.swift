import Builders

extension ModifierDescriptor {
    /// `statusBarHidden(_:)`, a transactional preference of ``StatusBarKey``.
    static let statusBarHidden = ModifierDescriptor(typeNames: ["TransactionalPreferenceModifier"], method: "statusBarHidden")
}

extension InspectableView {
    /// Whether `statusBarHidden(_:)` hides the status bar, as ViewInspector's `statusBarHidden()`.
    public func statusBarHidden() throws -> Bool {
        try modifierAttribute("TransactionalPreferenceModifier<Bool, StatusBarKey>", "value", Bool.self, call: "statusBarHidden(_:)")
    }
}
