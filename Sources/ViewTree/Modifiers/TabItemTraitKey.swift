/// The trait key of a tab's label, which `tabItem(_:)` writes: the label, type-erased, at
/// `value|some|storage|view|content` of the `_TraitWritingModifier<TabItemTraitKey>`.
public struct TabItemTraitKey: _ViewTraitKey {
    /// The tab's label, or none.
    public typealias Value = AnyView?

    /// A view is no tab unless it says so.
    public static var defaultValue: Value { nil }
}
