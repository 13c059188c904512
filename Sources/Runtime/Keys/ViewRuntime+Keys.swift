import Builders
import Foundation
import Inspect
import Render
import Terminal

// The keys of a running app: each key goes down one ordered list of steps (``ViewRuntime/keyRoutes``)
// until one takes it.
extension ViewRuntime {
    /// What a key did.
    public enum KeyOutcome: Equatable, Sendable {
        /// The key was used (a control's, or a focus move).
        case handled
        /// The key does nothing here.
        case ignored
        /// The key asks the app to end (Ctrl-C, Ctrl-D; `q` and Esc where no control uses them).
        case quit
        /// The key asks to stop the process as a shell job (Ctrl-Z).
        case suspend
    }

    /// The way a key goes, in order: the first step that takes it decides what it does.
    static let keyRoutes: [KeyRoute] = [
        KeyRoute("the process's keys: Ctrl-C and Ctrl-D quit, Ctrl-Z suspends") { _, key in
            switch key {
            case .interrupt, .endOfInput: .quit
            case .suspend: .suspend
            default: nil
            }
        },
        KeyRoute("the mouse (ViewRuntime+Mouse.swift)") { runtime, key in
            guard case .mouse(let event) = key else { return nil }
            return runtime.handle(event)
        },
        KeyRoute("the focused control's handler") { runtime, key in runtime.focusedControlTakes(key) },
        KeyRoute("Esc closes the actions menu") { runtime, key in
            guard key == .escape, runtime.actionMenu != nil else { return nil }
            runtime.closeActionMenu()
            return .handled
        },
        KeyRoute("Esc dismisses the presentation on top") { runtime, key in
            guard key == .escape, runtime.isPresenting else { return nil }
            runtime.lifecycle.dismissTopPresentation()
            runtime.resetFocus()
            return .handled
        },
        KeyRoute("Esc goes back from a destination pushed") { runtime, key in
            guard key == .escape, !runtime.navigation.isEmpty else { return nil }
            runtime.goBack()
            return .handled
        },
        KeyRoute("↑ and ↓ on a row's move control move the row (edit mode; ViewRuntime+RowActions.swift)") { runtime, key in
            runtime.moveRowTakes(key)
        },
        KeyRoute("Delete or Backspace deletes the focused row of a ForEach with onDelete, or runs its full swipe") { runtime, key in
            guard key == .delete || key == .backspace, let target = runtime.focusedTarget,
                  runtime.deleteRow(of: target) || runtime.fullSwipe(of: target) else { return nil }
            runtime.graph.invalidations.requestFrame()
            return .handled
        },
        KeyRoute("m (Enter on a view focusable for its actions alone) opens the actions menu") { runtime, key in
            runtime.actionMenuKeyTakes(key)
        },
        KeyRoute("r runs the refresh of the refreshable view") { runtime, key in runtime.refreshKeyTakes(key) },
        KeyRoute("focus moves across lazy rows not drawn (ViewRuntime+LazyRows.swift)") { runtime, key in runtime.lazyFocusMove(key) },
        KeyRoute("Page Up and Page Down move the focus a page") { runtime, key in
            guard key == .pageDown || key == .pageUp else { return nil }
            return runtime.pageFocus(down: key == .pageDown)
        },
        KeyRoute("Tab, arrows, Home and End move the focus") { runtime, key in runtime.focusMove(key) },
        KeyRoute("Enter and Space choose the focused control") { runtime, key in
            guard key == .enter || key == .space else { return nil }
            guard let target = runtime.focusedTarget else { return .ignored }
            target.activate()
            runtime.emit(.pressed, for: target)
            runtime.graph.invalidations.requestFrame()
            return .handled
        },
        KeyRoute("Esc and q quit") { _, key in key == .escape || key == .character("q") ? .quit : nil },
    ]

    /// Handles one key: the first step of ``keyRoutes`` that takes it decides.
    @discardableResult
    public func handle(_ key: Key) -> KeyOutcome {
        // What the app's actions schedule goes to this app's loop.
        mainLoop.whileCurrent {
            for route in Self.keyRoutes {
                if let outcome = route.take(self, key) { return outcome }
            }
            return .ignored
        }
    }

    /// The focused control's handler takes `key` if it uses it; a button in an alert or dialog
    /// then dismisses it. A list row's delete or move control is no control of its row's kind (a
    /// navigation link's row): it has only its own action.
    private func focusedControlTakes(_ key: Key) -> KeyOutcome? {
        guard let target = focusedTarget, target.rowControl != .delete, target.rowControl != .move,
              let kind = target.source?.kind, let handler = keyHandlers[kind] else { return nil }
        let own = target.source?.structuralKeys.own
        let segments = target.segment == nil ? [] : (screen?.focusTargets ?? []).filter { $0.segment != nil && $0.source?.structuralKeys.own == own }
        let control = FocusedControl(
            target: target, editing: focus.editing, segments: segments,
            report: { [weak self] action in self?.emit(action, for: target) },
            focusOn: { [weak self] other in
                guard let self, let index = self.screen?.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(other) }) else { return }
                self.moveFocus(to: index)
            },
            pushDestination: { [weak self] source in self?.push(source) })
        let inPresentation = focus.floor > 0 || target.source?.presentationRootIdentity != shownView?.rootIdentity
        guard handler.handle(key, control) else { return nil }
        if kind == .button, key == .enter || key == .space, actionMenu != nil, target.source?.rootIdentity == actionMenuRoot {
            // An action chosen: the menu closes.
            closeActionMenu()
        } else if inPresentation, kind == .button, key == .enter || key == .space,
           let top = lifecycle.presentations.last, top.dismissesOnButton {
            top.dismiss()
        }
        graph.invalidations.requestFrame()
        return .handled
    }

    /// Page Down or Page Up: the focus moves to the control a page below or above.
    private func pageFocus(down: Bool) -> KeyOutcome {
        let targets = screen?.focusTargets ?? []
        guard !targets.isEmpty else { return .ignored }
        let page = max(1, size.height)
        let row = (focusedTarget?.row ?? 0) + (down ? page : -page)
        let index = down
            ? targets.lastIndex(where: { $0.row <= row }) ?? targets.count - 1
            : targets.firstIndex(where: { $0.row >= row }) ?? 0
        return moveFocus(to: max(focus.floor, index))
    }

    /// Tab or ↓, Shift-Tab or ↑ (round the controls from the presentation's first), ← and →
    /// (stopping at the ends), Home and End: the focus moves.
    private func focusMove(_ key: Key) -> KeyOutcome? {
        let count = screen?.focusTargets.count ?? 0
        let floor = min(focus.floor, count)
        let span = count - floor
        let index = focus.index
        switch key {
        case .tab, .down: return moveFocus(to: span == 0 ? floor : floor + (index - floor + 1) % span)
        case .backTab, .up: return moveFocus(to: span == 0 ? floor : floor + (index - floor + span - 1) % span)
        case .right: return moveFocus(to: min(count - 1, index + 1))
        case .left: return moveFocus(to: max(floor, index - 1))
        case .home: return moveFocus(to: floor)
        case .end: return moveFocus(to: max(0, count - 1))
        default: return nil
        }
    }

    /// Deletes the row of a ForEach with `onDelete(perform:)` that holds `target`, as a List's
    /// swipe to delete does; returns whether there was one.
    func deleteRow(of target: FocusTarget) -> Bool {
        guard let steps = target.source?.ancestry, !(target.source?.isDisabled() ?? true) else { return false }
        for (position, step) in steps.enumerated() where step.kind == .forEach && position > 0 {
            let action = step.modifiers.lazy
                .compactMap { ($0 as? _TraitWritingModifier<OnDeleteTraitKey>)?.value }.first
            guard let action else { return false }
            action(IndexSet(integer: steps[position - 1].index ?? 0))
            return true
        }
        return false
    }
}
