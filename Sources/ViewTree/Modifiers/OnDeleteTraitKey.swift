import Foundation

/// The trait `onDelete(perform:)` writes on a ForEach: the action that deletes rows by offset.
public struct OnDeleteTraitKey: _ViewTraitKey {
    /// Rows cannot be deleted unless an action is set.
    public static var defaultValue: ((IndexSet) -> Void)? { nil }
}
