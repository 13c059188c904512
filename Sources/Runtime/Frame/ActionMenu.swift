import Builders
import Foundation
import Inspect

/// The actions menu a running app opens for a view: the view's swipe actions (leading, then
/// trailing) and context menu items, and, for a row of a ForEach with `onDelete(perform:)` and no
/// trailing swipe actions, a Delete button, as SwiftUI's swipe to delete. It is drawn in a box
/// over the screen with the focus inside it; choosing an action runs it and closes the menu, Esc
/// closes it.
///
/// `m` opens the menu of the focused control's nearest view with actions (Enter too, on a view
/// focusable only for its actions), and a right click opens the menu of the view clicked.
struct ActionMenu {
    /// The view the menu was opened for (the focused control, or the view with the actions).
    let source: InspectableView
    /// The menu's title: the first text of the source in the order written (its label before the
    /// menu's own items, however deep the label's text is), else "Actions".
    let title: String
    /// The menu's views: a block of the actions, as the app wrote them.
    let items: Any

    /// The menu of the nearest view with actions at or above `source`, or nil when there are none.
    init?(for source: InspectableView) {
        let steps = source.ancestry
        for (position, step) in steps.enumerated() {
            var leading: Any = EmptyView()
            var trailing: Any = EmptyView()
            var context: Any = EmptyView()
            var found = false
            for modifier in step.modifiers {
                switch modifier {
                case let swipe as any SwipeActionsContent:
                    found = true
                    if swipe.swipeEdge == .leading { leading = swipe.actions } else { trailing = swipe.actions }
                case let menu as any ContextMenuContent:
                    found = true
                    context = menu.menuItemsContent
                default:
                    continue
                }
            }
            let delete = trailing is EmptyView ? Self.deleteButton(steps: steps, at: position) : nil
            guard found || delete != nil else {
                // A row of a ForEach is the last step looked at: its ForEach's rows are others.
                if position + 1 < steps.count, steps[position + 1].kind == .forEach { return nil }
                continue
            }
            self.source = source
            self.title = (try? source.find(traversal: .depthFirst, where: { $0.kind == .text }).string()) ?? "Actions"
            items = TupleView((leading, trailing, context, delete ?? EmptyView()))
            return
        }
        return nil
    }

    /// The menu's view, inspected as a root of its own placed by the source's position.
    func view() -> InspectableView {
        source.inspectSibling(items, at: "actionsMenu")
    }

    /// A Delete button for the row at `position` of `steps`, when its ForEach has `onDelete(perform:)`.
    private static func deleteButton(steps: [(kind: ViewKind, index: Int?, modifiers: [Any])], at position: Int) -> Any? {
        guard position + 1 < steps.count, steps[position + 1].kind == .forEach,
              let action = steps[position + 1].modifiers.lazy.compactMap({ ($0 as? _TraitWritingModifier<OnDeleteTraitKey>)?.value }).first ?? nil,
              !steps[position].modifiers.contains(where: { ($0 as? _TraitWritingModifier<IsDeleteDisabledTraitKey>)?.value == true })
        else { return nil }
        let offset = steps[position].index ?? 0
        return Button("Delete", role: .destructive) { action(IndexSet(integer: offset)) }
    }
}

/// A `swipeActions` modifier seen without its content's type.
protocol SwipeActionsContent {
    /// The edge the row is swiped from.
    var swipeEdge: HorizontalEdge { get }
    /// Whether a full swipe runs the first action.
    var allowsFull: Bool { get }
    /// The actions' buttons.
    var actions: Any { get }
}

extension SwipeActionsModifier: SwipeActionsContent {
    var swipeEdge: HorizontalEdge { edge }
    var allowsFull: Bool { allowsFullSwipe }
    var actions: Any { content }
}

/// A `contextMenu` modifier seen without its items' type.
protocol ContextMenuContent {
    /// The menu's items.
    var menuItemsContent: Any { get }
}

extension ContextMenuModifier: ContextMenuContent {
    var menuItemsContent: Any { menuItems }
}
