import Foundation

/// A view of one view per element of a collection, as SwiftUI's `DynamicViewContent`: a ForEach,
/// or a ForEach with `onDelete(perform:)` or `onMove(perform:)` already applied, so that the
/// two chain (`ForEach(…).onDelete(…).onMove(…)`).
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The elements the views are made of.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The modified content's elements.
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Lets the user delete the rows (in a running app: Delete or Backspace on a focused row, or
    /// the row's delete control in edit mode); `action` receives the offsets of the rows to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _TraitWritingModifier<OnDeleteTraitKey>> {
        modifier(_TraitWritingModifier(value: action))
    }

    /// Lets the user move the rows (in a running app, in edit mode: the row's move control, then
    /// ↑ and ↓); `action` receives the offsets moved and the offset they go before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _TraitWritingModifier<OnMoveTraitKey>> {
        modifier(_TraitWritingModifier(value: action))
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to go before the element at `destination` (an offset in the
    /// collection as it was), as SwiftUI's extension does for `onMove(perform:)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let offsets = source.filter { $0 >= 0 && $0 < count }
        guard !offsets.isEmpty else { return }
        let moved = offsets.map { self[index(startIndex, offsetBy: $0)] }
        let before = offsets.filter { $0 < destination }.count
        for offset in offsets.sorted(by: >) {
            remove(at: index(startIndex, offsetBy: offset))
        }
        let target = Swift.min(Swift.max(0, destination - before), count)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: target))
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
