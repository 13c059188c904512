import Inspect
import Render
import Terminal

// Lazy rows: a screen taller than the terminal is drawn as the window shown, and a
// lazy container (a `List`, `LazyVStack` or vertical `ScrollView` of one ForEach) makes only the
// rows inside it. The focus moves to rows not drawn by rendering the part of the screen where
// the next control must be (a page at most), then scrolling there.
extension ViewRuntime {
    /// Handles a focus key whose move crosses lazy rows not drawn (Tab, arrows, Page Up/Down,
    /// Home, End); nil when the last frame left no rows out or the move stays among drawn controls.
    func lazyFocusMove(_ key: Key) -> KeyOutcome? {
        guard let screen, screen.hidesRows, focus.floor == 0, !isPresenting else { return nil }
        let targets = screen.focusTargets
        let gaps = Set(screen.rowGaps)
        let height = max(1, size.height)
        let bottom = max(0, screen.contentHeight - height)
        switch key {
        case .home:
            return focusFirst(at: 0)
        case .end:
            return focusLast(at: bottom)
        case .pageDown, .pageUp:
            let first = key == .pageDown ? min(window.top + height, bottom) : max(0, window.top - height)
            guard first != window.top else { return key == .pageDown ? focusLast(at: bottom) : focusFirst(at: 0) }
            guard let probed = probe(from: first) else { return nil }
            // The control on the new page nearest the focused one's row, else none (the page still turns).
            let row = focusedTarget?.row ?? 0
            let shown = probed.focusTargets.filter { $0.row >= 0 && $0.row < height }
            let target = key == .pageDown
                ? shown.last { $0.row <= row } ?? shown.first
                : shown.first { $0.row >= row } ?? shown.last
            window.top = first
            guard let target else {
                graph.invalidations.requestFrame()
                return .handled
            }
            return settle(on: target, windowAt: first)
        case .tab, .down, .right:
            let next = focusedIndex + 1
            if next >= targets.count, gaps.contains(0), !gaps.contains(next), key != .right { return focusFirst(at: 0) }
            guard gaps.contains(next), let current = focusedTarget else { return nil }
            let row = current.row + window.top
            if let probed = probe(from: row), let index = probed.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(current) }),
               index + 1 < probed.focusTargets.count {
                return settle(on: probed.focusTargets[index + 1], windowAt: row)
            }
            return key == .right ? .handled : focusFirst(at: 0)
        case .backTab, .up, .left:
            if focusedIndex == 0, gaps.contains(targets.count), !gaps.contains(0), key != .left { return focusLast(at: bottom) }
            guard gaps.contains(focusedIndex), let current = focusedTarget else { return nil }
            let first = max(0, current.row + window.top - height + current.height)
            if let probed = probe(from: first), let index = probed.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(current) }),
               index > 0 {
                return settle(on: probed.focusTargets[index - 1], windowAt: first)
            }
            return key == .left ? .handled : focusLast(at: bottom)
        default:
            return nil
        }
    }

    /// Focuses the first control of the window at `first`.
    private func focusFirst(at first: Int) -> KeyOutcome {
        guard let probed = probe(from: first), let target = probed.focusTargets.first else { return .ignored }
        window.top = first
        return settle(on: target, windowAt: first)
    }

    /// Focuses the last control of the window at `first`.
    private func focusLast(at first: Int) -> KeyOutcome {
        guard let probed = probe(from: first), let target = probed.focusTargets.last else { return .ignored }
        window.top = first
        return settle(on: target, windowAt: first)
    }

    /// The window of the screen shown at row `first`, drawn without reporting to the app (no
    /// lifecycle, no layouts kept): where the focus can go.
    private func probe(from first: Int) -> RenderedScreen? {
        guard let shownView else { return nil }
        return try? Renderer.renderWindow(shownView, width: size.width, from: first, height: max(1, size.height), styleSheet: styleSheet)
    }

    /// Gives the focus to `target` (found in the window at row `first`), scrolling as little as
    /// needed to show it; the next frame draws it focused.
    private func settle(on target: FocusTarget, windowAt first: Int) -> KeyOutcome {
        window.show(row: target.row + first, height: target.height, terminalHeight: size.height)
        focus.follow(target)
        emit(.focusMoved, for: target)
        graph.invalidations.requestFrame()
        return .handled
    }
}
