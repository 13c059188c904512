import Builders

extension ModifierDescriptor {
    /// `onReceive(_:perform:)`: a `SubscriptionView` in SwiftUI's types, looked through as a
    /// modifier of the view inside it (as an `IDView` is), so that a running app finds it among
    /// the view's modifiers.
    static let onReceive = ModifierDescriptor(typeNames: ["SubscriptionView"], method: "onReceive")
}

extension InspectableView {
    /// Runs the action of the `index`th `onReceive(_:perform:)` whose publisher sends values of
    /// `Output`'s type, with `value`, as the publisher sending it would.
    public func callOnReceive<Output>(_ value: Output, index: Int = 0) throws {
        let actions = modifiers(where: { $0.hasPrefix("SubscriptionView<") })
            .compactMap { MirrorReader.descendant($0, "action") as? (Output) -> Void }
        guard actions.indices.contains(index) else {
            throw InspectionError.attributeNotFound(
                "the modifier onReceive(_:perform:) of a publisher of \(Output.self)" + (index == 0 ? "" : " at index \(index)"),
                in: typeName, path: place)
        }
        actions[index](value)
    }
}
