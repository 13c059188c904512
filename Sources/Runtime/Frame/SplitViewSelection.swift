import Builders
import Inspect

/// A value link in a split view's column: as SwiftUI's sidebar does, choosing it selects its value
/// in the list around it (`List(selection:)`, when the selection holds values of the link's type),
/// and the split view shows the selection in its next column, as the app's code decides.
enum SplitViewSelection {
    /// Selects `value`, the value of `link`, in the nearest list around the link that binds a
    /// selection of its type, inside a split view of `root`; returns whether it did.
    static func select(_ value: AnyHashable, of link: InspectableView, in root: InspectableView) -> Bool {
        let path = link.pathToRoot
        guard let splitView = try? root.findAll(where: { $0.kind == .navigationSplitView }).first(where: { path.hasPrefix($0.pathToRoot + ".") }),
              let lists = try? splitView.findAll(where: { $0.kind == .list })
        else { return false }
        let enclosing = lists.filter { path.hasPrefix($0.pathToRoot + ".") }.sorted { $0.pathToRoot.count > $1.pathToRoot.count }
        for list in enclosing {
            guard let selection = Mirror(reflecting: list.erasedValue).descendant("selection", "some") as? any ListSelectionWriting else { continue }
            if selection.select(value) { return true }
        }
        return false
    }
}

/// A list's selection binding, written without its value's type.
private protocol ListSelectionWriting {
    /// Makes `value` the selection (the only one, for a set); false when it is not of the selection's type.
    func select(_ value: AnyHashable) -> Bool
}

extension _ListSelection: ListSelectionWriting {
    fileprivate func select(_ value: AnyHashable) -> Bool {
        guard let value = value.base as? SelectionValue else { return false }
        switch self {
        case .optional(let binding): binding.wrappedValue = value
        case .set(let binding): binding.wrappedValue = [value]
        case .required(let binding): binding.wrappedValue = value
        }
        return true
    }
}
