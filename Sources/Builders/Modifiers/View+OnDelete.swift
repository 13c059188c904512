extension ForEach where Content: View {
    /// Lets the user delete the rows (in a running app: Delete or Backspace on a focused row);
    /// `action` receives the offsets of the rows to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _TraitWritingModifier<OnDeleteTraitKey>> {
        modifier(_TraitWritingModifier(value: action))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete(perform:)`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) {
            guard offset >= 0, offset < count else { continue }
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
