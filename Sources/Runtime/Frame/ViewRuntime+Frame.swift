import Inspect
import Render

// The phases of a frame that lay out, paint and place the focus (``ViewRuntime/renderFrame()``
// lists them all). The layout is built once and painted as often as the frame needs:
//
// - the screen is painted in the terminal's height, and found taller than it (a control squeezed
//   out or below the bottom, lazy rows left out): its window is painted instead;
// - the window is painted, and the focused control found outside it: the window scrolled to it is
//   painted instead;
// - the focus moved (controls before it came or went, a presentation came or went, code set a
//   `@FocusState` binding): the frame is painted again with the focus where it went.
//
// Each time the paint thrown away is what tells where the controls are. Only a tree holding lazy
// containers is also laid out again (``ViewRuntime/readyToPaint(_:)`` says why).
extension ViewRuntime {
    /// The layout phase: evaluates the bodies met that need it (those marked, and new views) as it
    /// builds the layout tree of `shown`, reusing the layouts of custom views that did not change,
    /// and reports the views with modifiers to the lifecycle (presentations, `onAppear`…).
    func layOut(_ shown: InspectableView) throws -> FrameTree {
        lifecycle.beginFrame()
        let visitor = lifecycle.visitor(screenRoot: shown.rootIdentity)
        // What was typed into a field of a formatted value is no state of the app: the layouts
        // kept do not know it changed, so they are built again.
        let draft = focus.editing.draft.flatMap { text in focus.editing.draftKey.map { FieldDraft(key: $0, text: text) } }
        if draft != drawnDraft {
            drawnDraft = draft
            layoutCache.removeAll()
            paintCache.removeAll()
            window.lastWasWindow = false
        }
        var layout = try Renderer.layOut(shown, visiting: visitor, cache: layoutCache, fieldDraft: draft)
        // An actions menu open: drawn over everything, its actions focused.
        if let menu = actionMenu {
            let view = menu.view()
            actionMenuRoot = view.rootIdentity
            layout = try Renderer.layOut(layout, overlaying: view, title: menu.title)
        }
        return FrameTree(shown: shown, layout: layout)
    }

    /// The paint phase: paints `tree` with the control at `focusIndex` focused, in the terminal's
    /// height, or as the window of a taller screen that shows the control `identity` (or, before
    /// a control had the focus, the one at `focusIndex`).
    func paint(_ tree: inout FrameTree, focusIndex: Int, showing identity: FocusIdentity?) throws -> RenderedScreen {
        if window.top == 0 {
            // After a window, a look for one squeezed control (no painting)
            // usually finds the screen still taller than the terminal.
            let stillTaller = window.lastWasWindow && Renderer.certainlySqueezes(
                tree.layout, width: size.width, height: size.height, focusIndex: focusIndex, styleSheet: styleSheet)
            if !stillTaller {
                let screen = try paintScreen(&tree, focusIndex: focusIndex)
                // Controls squeezed out or below the bottom, or lazy rows left out (or a screen scrolled
                // before): the screen is taller than the terminal; show the window of it with the focus.
                let squeezed = screen.hidesRows || screen.focusTargets.contains { $0.height == 0 || $0.row + $0.height > size.height }
                window.lastWasWindow = squeezed
                guard squeezed else { return screen }
            }
        }
        window.lastWasWindow = true
        return try paintWindow(&tree, focusIndex: focusIndex, showing: identity)
    }

    /// The focus phase: where the focus goes in the frame painted as `painted`
    /// (``FocusTracker/resolve(in:presenting:screenRoot:showsFocusBindings:)``), and the frame
    /// painted again, as the paint phase painted it, when the focus moved. Returns the screen and
    /// the focus's index in it.
    func placeFocus(in painted: RenderedScreen, of tree: inout FrameTree) throws -> (screen: RenderedScreen, focusIndex: Int) {
        let targets = painted.focusTargets
        let index = focus.resolve(
            in: targets, presenting: isPresenting, screenRoot: tree.shown.rootIdentity, showsFocusBindings: lifecycle.showsFocusBindings)
        guard index != focus.index else { return (painted, index) }
        let moved = targets.indices.contains(index) ? FocusIdentity(targets[index]) : nil
        let screen = window.lastWasWindow
            ? try paintWindow(&tree, focusIndex: index, showing: moved)
            : try paintScreen(&tree, focusIndex: index)
        return (screen, index)
    }

    /// Paints `tree` in the terminal's height.
    private func paintScreen(_ tree: inout FrameTree, focusIndex: Int) throws -> RenderedScreen {
        try readyToPaint(&tree)
        return try Renderer.render(
            tree.layout, width: size.width, height: size.height, focusIndex: focusIndex, styleSheet: styleSheet, paintCache: paintCache)
    }

    /// Paints the window of `tree` at ``ScreenWindow/top``, scrolled so that the control
    /// `identity` (or, when none had the focus yet, the one at `focusIndex`) is in it.
    private func paintWindow(_ tree: inout FrameTree, focusIndex: Int, showing identity: FocusIdentity?) throws -> RenderedScreen {
        let height = max(1, size.height)
        let screen = try paintWindow(&tree, from: window.top, focusIndex: focusIndex)
        let before = window.top
        let targets = screen.focusTargets
        // The control with the identity (none when it is not drawn), or before a control had the focus, the one at the index.
        let target = if let identity { targets.first { FocusIdentity($0) == identity } } else {
            targets.indices.contains(focusIndex) ? targets[focusIndex] : nil
        }
        if let target { window.show(row: target.row + window.top, height: target.height, terminalHeight: height) }
        window.top = min(max(0, window.top), max(0, screen.contentHeight - height))
        guard window.top != before else { return screen }
        return try paintWindow(&tree, from: window.top, focusIndex: focusIndex)
    }

    /// Paints the rows of `tree` from `first` on, as many as the terminal has.
    private func paintWindow(_ tree: inout FrameTree, from first: Int, focusIndex: Int) throws -> RenderedScreen {
        try readyToPaint(&tree)
        return try Renderer.renderWindow(
            tree.layout, width: size.width, from: first, height: size.height, focusIndex: focusIndex, styleSheet: styleSheet, paintCache: paintCache)
    }

    /// Makes `tree` ready to be painted. A tree holding lazy containers makes their rows, and
    /// reports the rows' views to the lifecycle, as it is painted; a paint thrown away would leave
    /// rows made and reported that the next paint may not draw. So such a tree, once painted, is
    /// laid out again (the layout cache keeps what did not change; the lifecycle's notes start
    /// afresh) before it is painted again: the one place a frame builds its layout twice.
    private func readyToPaint(_ tree: inout FrameTree) throws {
        if tree.isPainted, tree.layout.makesRowsWhilePainted {
            tree = try layOut(tree.shown)
        }
        tree.isPainted = true
    }
}
