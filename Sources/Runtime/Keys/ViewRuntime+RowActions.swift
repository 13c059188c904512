import Builders
import Foundation
import Inspect
import Render
import Terminal

// What a running app does with the actions of list rows and views: the actions menu (`m`, Enter
// on a view focusable for its actions alone, a right click), a full swipe (Delete on a row whose
// first trailing swipe action may run on a full swipe and is destructive), edit mode's move control
// (↑ and ↓ move the row), and a refresh (`r`).
extension ViewRuntime {
    /// `m` opens the actions menu of the focused control's nearest view with actions; Enter or
    /// Space does on a view made focusable for its actions alone.
    func actionMenuKeyTakes(_ key: Key) -> KeyOutcome? {
        guard actionMenu == nil, let target = focusedTarget, let source = target.source else { return nil }
        let opens = key == .character("m") || ((key == .enter || key == .space) && target.rowControl == .actions)
        guard opens, openActionMenu(for: source) else { return nil }
        return .handled
    }

    /// Opens the actions menu of the control clicked with the secondary button.
    func rightClick(column: Int, row: Int) -> KeyOutcome {
        guard actionMenu == nil, let index = controlIndex(atColumn: column, row: row),
              let targets = screen?.focusTargets, let source = targets[index].source else { return .ignored }
        moveFocus(to: index)
        return openActionMenu(for: source) ? .handled : .ignored
    }

    /// ↑ or ↓ with a row's move control focused (edit mode): the row moves one place, through its
    /// ForEach's `onMove(perform:)`; the focus stays on its move control.
    func moveRowTakes(_ key: Key) -> KeyOutcome? {
        guard key == .up || key == .down, let target = focusedTarget, target.rowControl == .move,
              let steps = target.source?.ancestry, steps.count > 1, steps[1].kind == .forEach,
              let action = steps[1].modifiers.lazy.compactMap({ ($0 as? _TraitWritingModifier<OnMoveTraitKey>)?.value }).first ?? nil
        else { return nil }
        let offset = steps[0].index ?? 0
        // SwiftUI's offsets: the row goes before the row at the destination offset, as it stood.
        guard key == .up ? offset > 0 : true else { return .handled }
        action(IndexSet(integer: offset), key == .up ? offset - 1 : offset + 2)
        graph.invalidations.requestFrame()
        return .handled
    }

    /// A full swipe of the row holding `target`: its first trailing swipe action, when a full
    /// swipe may run it and it is destructive (a delete); returns whether it ran.
    func fullSwipe(of target: FocusTarget) -> Bool {
        guard let source = target.source, !source.isDisabled() else { return false }
        for step in source.ancestry.prefix(while: { $0.kind != .forEach }) {
            for modifier in step.modifiers {
                guard let swipe = modifier as? any SwipeActionsContent, swipe.swipeEdge == .trailing, swipe.allowsFull else { continue }
                let actions = source.inspectSibling(swipe.actions, at: "swipeActions")
                guard let first = try? actions.viewList().first, first.kind == .button, (try? first.role()) == .destructive else { return false }
                return (try? first.tap()) != nil
            }
        }
        return false
    }

    /// `r` runs the refresh of the view the focus is in (its `refreshable`), else of the first
    /// refreshable view shown, in a task; the frame after it ends shows what it changed.
    func refreshKeyTakes(_ key: Key) -> KeyOutcome? {
        guard key == .character("r"), let action = refreshAction() else { return nil }
        let invalidations = graph.invalidations
        Task {
            await action()
            invalidations.requestFrame()
        }
        return .handled
    }

    /// The refresh the focused control is under, else the first one on the screen shown.
    private func refreshAction() -> RefreshAction? {
        if let refresh = focusedTarget?.source?.environmentValues.refresh { return refresh }
        guard let shown = shownView,
              let view = try? shown.find(where: { $0.modifiers.contains { $0.name == "refreshable" } }) else { return nil }
        return view.environmentValues.refresh
    }
}
