import Inspect
import Render
import Terminal

// Lazy rows: a screen taller than the terminal is drawn as the window shown, and a
// lazy container (a `List`, `LazyVStack` or vertical `ScrollView` of one ForEach) makes only the
// rows inside it. The focus moves to rows not drawn by rendering the part of the screen where
// the next control must be (a page at most), then scrolling there.
extension ViewRuntime {
    /// The window of `shown` at ``scrollOffset``, scrolled so that the focused control is in it.
    func scrolledWindow(
        of shown: InspectableView, focus: Int, visitor: ((InspectableView, [InspectedModifier]) -> Void)?, reusingTree: Bool = false
    ) throws -> RenderedScreen {
        let height = max(1, size.height)
        let render = { [self] (first: Int, reusingTree: Bool) in
            try Renderer.renderWindow(
                shown, width: size.width, from: first, height: size.height, focusIndex: focus, visiting: visitor,
                styleSheet: styleSheet, cache: layoutCache, paintCache: paintCache, reusingTree: reusingTree)
        }
        let window = try render(scrollOffset, reusingTree)
        let before = scrollOffset
        if let target = focused(in: window, index: focus) {
            let row = target.row + scrollOffset
            if row < scrollOffset { scrollOffset = row }
            if row + min(target.height, height) > scrollOffset + height { scrollOffset = row + min(target.height, height) - height }
        }
        scrollOffset = min(max(0, scrollOffset), max(0, window.contentHeight - height))
        guard scrollOffset != before else { return window }
        lifecycle.beginFrame()
        return try render(scrollOffset, false)
    }

    /// The focused control in `screen`: the one with the focus's identity, else (when no control
    /// had the focus yet) the one at `index`.
    private func focused(in screen: RenderedScreen, index: Int) -> FocusTarget? {
        if let focusIdentity { return screen.focusTargets.first { FocusIdentity($0) == focusIdentity } }
        return screen.focusTargets.indices.contains(index) ? screen.focusTargets[index] : nil
    }

    /// Handles a focus key whose move crosses lazy rows not drawn (Tab, arrows, Page Up/Down,
    /// Home, End); nil when the last frame left no rows out or the move stays among drawn controls.
    func lazyFocusMove(_ key: Key) -> KeyOutcome? {
        guard let screen, screen.hidesRows, focusFloor == 0, !isPresenting else { return nil }
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
            let first = key == .pageDown ? min(scrollOffset + height, bottom) : max(0, scrollOffset - height)
            guard first != scrollOffset else { return key == .pageDown ? focusLast(at: bottom) : focusFirst(at: 0) }
            guard let window = probe(from: first) else { return nil }
            // The control on the new page nearest the focused one's row, else none (the page still turns).
            let row = focusedTarget?.row ?? 0
            let shown = window.focusTargets.filter { $0.row >= 0 && $0.row < height }
            let target = key == .pageDown
                ? shown.last { $0.row <= row } ?? shown.first
                : shown.first { $0.row >= row } ?? shown.last
            scrollOffset = first
            guard let target else {
                graph.invalidations.requestFrame()
                return .handled
            }
            return settle(on: target, windowAt: first)
        case .tab, .down, .right:
            let next = focusedIndex + 1
            if next >= targets.count, gaps.contains(0), !gaps.contains(next), key != .right { return focusFirst(at: 0) }
            guard gaps.contains(next), let current = focusedTarget else { return nil }
            let row = current.row + scrollOffset
            if let window = probe(from: row), let index = window.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(current) }),
               index + 1 < window.focusTargets.count {
                return settle(on: window.focusTargets[index + 1], windowAt: row)
            }
            return key == .right ? .handled : focusFirst(at: 0)
        case .backTab, .up, .left:
            if focusedIndex == 0, gaps.contains(targets.count), !gaps.contains(0), key != .left { return focusLast(at: bottom) }
            guard gaps.contains(focusedIndex), let current = focusedTarget else { return nil }
            let first = max(0, current.row + scrollOffset - height + current.height)
            if let window = probe(from: first), let index = window.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(current) }),
               index > 0 {
                return settle(on: window.focusTargets[index - 1], windowAt: first)
            }
            return key == .left ? .handled : focusLast(at: bottom)
        default:
            return nil
        }
    }

    /// Focuses the first control of the window at `first`.
    private func focusFirst(at first: Int) -> KeyOutcome {
        guard let window = probe(from: first), let target = window.focusTargets.first else { return .ignored }
        scrollOffset = first
        return settle(on: target, windowAt: first)
    }

    /// Focuses the last control of the window at `first`.
    private func focusLast(at first: Int) -> KeyOutcome {
        guard let window = probe(from: first), let target = window.focusTargets.last else { return .ignored }
        scrollOffset = first
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
        let height = max(1, size.height)
        let row = target.row + first
        if row < scrollOffset { scrollOffset = row }
        if row + min(target.height, height) > scrollOffset + height { scrollOffset = row + min(target.height, height) - height }
        focusIdentity = FocusIdentity(target)
        editState = ControlEditState()
        emit(.focusMoved, for: target)
        graph.invalidations.requestFrame()
        return .handled
    }
}
