import Builders
import Foundation
import Inspect
import Render
import Terminal

/// A running app without its terminal: the view tree with state kept per position, the
/// focus, the keys, and the frames. ``run(_:)`` puts it on a terminal; ``HeadlessDriver``
/// drives it from tests.
///
/// A frame evaluates only the bodies whose dependencies changed, lays the tree out and draws
/// it; a frame is needed only when state changed, the focus moved or the size changed, so an
/// idle app evaluates and draws nothing. Changes made together (in one batch of keys, or in
/// ``update(_:)``) make one frame.
public final class ViewRuntime {
    let graph: ViewGraph
    /// The layouts of custom views kept between frames: a frame lays out again only the
    /// subtrees that changed (incremental frames).
    let layoutCache: LayoutCache
    /// The cells of the last frames, so that a frame paints only the rows that can change.
    let paintCache = PaintCache()
    /// The handlers of focused controls' keys, by kind (``ControlKeyHandler/standard`` to start).
    public var keyHandlers: [ViewKind: ControlKeyHandler] = ControlKeyHandler.standard
    /// Whether frames are written with colours and text attributes (a terminal's capability).
    public var styled: Bool
    /// The styles controls are drawn with: the default styles, an app's overrides defined at
    /// start-up, or the monochrome sheet (`NO_COLOR`, a terminal without colours).
    public var styleSheet = StyleSheet.standard {
        didSet { if styleSheet != oldValue { sizeChanged = true } }
    }

    var screen: RenderedScreen?
    private var focusIndex = 0
    var focusIdentity: FocusIdentity?
    private var continuations: [UUID: AsyncStream<ActionEvent>.Continuation] = [:]
    private var sizeChanged = true
    /// What the app keeps about the focused control between keys (its cursor, its field).
    var editState = ControlEditState()
    /// The views navigated from (their destinations pushed), by path, innermost last: the top
    /// one's destination is shown.
    private var navigation: [String] = []
    /// The first row shown of a screen taller than the terminal.
    var scrollOffset = 0
    /// Whether the last frame drawn was a window of a screen taller than the terminal (the
    /// next frame first looks whether it still is, before painting the screen whole).
    private var lastFrameWasWindow = false
    // MARK: Lazy rows
    /// The view shown in the last frame: focus moves across lazy rows not drawn render parts of it.
    var shownView: InspectableView?
    /// Runs `onAppear`, `onDisappear`, `onChange(of:)` and `task`, and knows the presentations shown.
    let lifecycle = LifecycleTracker()
    /// The first focus target the focus may take: inside the presentation on top, when one is shown.
    var focusFloor = 0
    /// The root of the screen drawn last (a presentation's content has a root of its own).
    private var screenRoot: ObjectIdentifier?
    /// The control focused when a presentation appeared: it gets the focus back when it goes.
    private var focusBeforePresentation: FocusIdentity?
    private var wasPresenting = false
    /// The focus as last agreed with the `@FocusState` bindings.
    var focusSync = FocusBindingSync()

    /// The size frames are drawn at.
    public var size: (width: Int, height: Int) {
        didSet {
            guard size != oldValue else { return }
            sizeChanged = true
            // A terminal made shorter keeps the focused control's row in view: a lazy list makes
            // only the rows shown, so the frame must be drawn where the focus is to find it.
            if let target = focusedTarget {
                let height = max(1, size.height), row = target.row + scrollOffset
                if row + min(target.height, height) > scrollOffset + height { scrollOffset = row + min(target.height, height) - height }
            }
        }
    }

    /// How many frames were drawn.
    public private(set) var frameCount = 0

    /// A runtime for `view`, drawn at `width` × `height` cells, with `environment` at the root.
    public init<Content: View>(_ view: Content, width: Int = 80, height: Int = 24, environment: EnvironmentValues = EnvironmentValues(), styled: Bool = false) {
        graph = ViewGraph(root: view, environment: environment)
        let layoutCache = LayoutCache(versions: graph)
        self.layoutCache = layoutCache
        graph.onRelease = { [unowned layoutCache] node in layoutCache.forget(node) }
        size = (width, height)
        self.styled = styled
    }

    /// How many bodies were evaluated since the runtime was made.
    public var bodyEvaluations: Int { graph.bodyEvaluations }

    /// How many custom views are in the tree (positions whose state is kept).
    public var viewCount: Int { graph.nodeCount }

    /// Whether something asks for a frame: state changed, the focus moved, the size changed, or none was drawn yet.
    public var needsFrame: Bool {
        screen == nil || sizeChanged || graph.invalidations.isPending
    }

    /// The last frame drawn, if any.
    public var currentScreen: RenderedScreen? { screen }

    /// Calls `wake` (from any thread) when a frame becomes needed while idle: a model changed
    /// from a task, for example. A terminal loop uses it to stop waiting for keys.
    public func onFrameNeeded(_ wake: (@Sendable () -> Void)?) {
        graph.invalidations.onPending(wake)
    }

    /// Draws a frame: evaluates the bodies that need it, lays the tree out, draws it with the
    /// focused control marked, and releases the state of views that left the tree.
    @discardableResult
    public func renderFrame() throws -> RenderedScreen {
        sizeChanged = false
        lifecycle.beginFrame()
        var rendered = try draw(focus: focusIndex)
        focusFloor = presentationFloor(of: rendered)
        let presenting = !lifecycle.presentations.isEmpty
        if presenting, !wasPresenting { focusBeforePresentation = focusIdentity }
        if !presenting, wasPresenting {
            focusIdentity = focusBeforePresentation ?? focusIdentity
            focusBeforePresentation = nil
        }
        wasPresenting = presenting
        // Keep the focus on the same control when controls before it came or went.
        let kept = focusIdentity.flatMap { identity in
            // Most frames keep the focused control where it was.
            rendered.focusTargets.indices.contains(focusIndex) && FocusIdentity(rendered.focusTargets[focusIndex]) == identity
                ? focusIndex : rendered.focusTargets.firstIndex { FocusIdentity($0) == identity }
        }
            .flatMap { $0 >= focusFloor ? $0 : nil }
            ?? min(max(focusIndex, focusFloor), max(focusFloor, rendered.focusTargets.count - 1))
        // `@FocusState` bindings follow the focus, and move it when code sets them.
        let index = agreeWithFocusBindings(rendered.focusTargets, kept: kept)
        if index != focusIndex {
            focusIndex = index
            lifecycle.beginFrame()
            rendered = try draw(focus: focusIndex)
        }
        let identity = rendered.focusTargets.indices.contains(focusIndex) ? FocusIdentity(rendered.focusTargets[focusIndex]) : nil
        if identity != focusIdentity { editState = ControlEditState() }
        focusIdentity = identity
        graph.focusMoved(to: identity?.key)
        // Kept without the frame it was painted over: that canvas is the one the next frame is
        // painted into, in place only when no one else holds it (double-buffered frames).
        var stored = rendered
        stored.repaint = nil
        screen = stored
        // Lifecycle actions run once the frame is drawn (a frame that failed to draw runs none).
        lifecycle.commit()
        return rendered
    }

    private func draw(focus: Int) throws -> RenderedScreen {
        let root = graph.beginFrame()
        defer { graph.endFrame(releasing: navigation.isEmpty) }
        frameCount += 1
        let shown = shownRoot(root)
        shownView = shown
        screenRoot = shown.rootIdentity
        let visitor = lifecycle.visitor(screenRoot: shown.rootIdentity)
        var stillTaller = false
        if scrollOffset == 0 {
            // After a window, a look for one squeezed control (no painting)
            // usually finds the screen still taller than the terminal.
            let looked = lastFrameWasWindow
            stillTaller = try looked && Renderer.certainlySqueezes(
                shown, width: size.width, height: size.height, focusIndex: focus, visiting: visitor, styleSheet: styleSheet, cache: layoutCache)
            if !stillTaller {
                // The look reported every view it built: the whole frame reports them again.
                if looked { lifecycle.beginFrame() }
                let rendered = try Renderer.render(
                    shown, width: size.width, height: size.height, focusIndex: focus, visiting: visitor, styleSheet: styleSheet, cache: layoutCache, paintCache: paintCache)
                // Controls squeezed out or below the bottom, or lazy rows left out (or a screen scrolled
                // before): the screen is taller than the terminal; show the window of it with the focus.
                let squeezed = rendered.hidesRows || rendered.focusTargets.contains { $0.height == 0 || $0.row + $0.height > size.height }
                lastFrameWasWindow = squeezed
                guard squeezed else { return rendered }
                lifecycle.beginFrame()
            }
        }
        lastFrameWasWindow = true
        // The window is drawn from the tree the look built (its visits reported).
        return try scrolledWindow(of: shown, focus: focus, visitor: visitor, reusingTree: stillTaller)
    }

    /// The view shown: the root, or the destination pushed last.
    private func shownRoot(_ root: InspectableView) -> InspectableView {
        while let path = navigation.last {
            if let source = try? root.descendant(atPath: path), let destination = try? source.navigate() { return destination }
            // The view navigated from left the tree: its destination goes with it.
            navigation.removeLast()
        }
        return root
    }

    /// The index of the first focus target inside the presentation on top (0 when none is shown):
    /// a shown sheet or alert keeps the focus inside it.
    private func presentationFloor(of rendered: RenderedScreen) -> Int {
        guard !lifecycle.presentations.isEmpty, let screenRoot else { return 0 }
        let targets = rendered.focusTargets
        guard let top = targets.last?.source?.rootIdentity, top != screenRoot else { return targets.count }
        var floor = targets.count
        while floor > 0, targets[floor - 1].source?.rootIdentity == top { floor -= 1 }
        return floor
    }

    /// Whether a sheet, cover, popover, alert or dialog is shown over the screen.
    public var isPresenting: Bool { !lifecycle.presentations.isEmpty }

    /// How many tasks of `task` modifiers the app keeps (started and not cancelled).
    public var taskCount: Int { lifecycle.taskCount }

    /// How many destinations are pushed over the root (Esc goes back one).
    public var navigationDepth: Int { navigation.count }

    /// The first row of the screen shown when it is taller than the terminal.
    public var scrolledRows: Int { scrollOffset }

    /// Where the terminal's cursor goes: in a focused control that has a cursor of its own (a
    /// text control's, a date field's), there; on another focused control, at its start (so that
    /// the focus shows even without colours); nil when no control has the focus.
    public var cursorPosition: (row: Int, column: Int)? {
        guard let target = focusedTarget else { return nil }
        guard let origin = target.textOrigin, let view = target.source else { return (target.row, target.column) }
        return ControlKeyHandler.standard(of: view)?.cursor?.place(view, origin, editState) ?? origin
    }

    /// Runs `changes` (several state changes, say) and asks for one frame for all of them.
    /// The frame lays the whole screen out again, so changes the app cannot track (to a plain
    /// object a view reads) show too.
    public func update(_ changes: () throws -> Void) rethrows {
        try changes()
        layoutCache.removeAll()
        paintCache.removeAll()
        lastFrameWasWindow = false
        graph.invalidations.requestFrame()
    }

    /// How many custom views' layouts were reused from earlier frames, and how many were built
    /// (incremental frames).
    public var layoutReuse: (reused: Int, built: Int) { (layoutCache.hits, layoutCache.misses) }

    /// How many frames were painted whole and how many over the frame before, and the rows the
    /// last frame painted again (nil when painted whole; painted-cell reuse).
    public var paintReuse: (whole: Int, repainted: Int, lastRows: [Int]?) {
        (paintCache.wholeFrames, paintCache.repaintedFrames, paintCache.lastRepaintedRows)
    }

    /// The tree as it stands, for the inspector: bodies come from the runtime, so state is the app's.
    public func inspect() -> InspectableView {
        graph.inspectTree()
    }

    /// A stream of the user's actions on controls, from now on, until the runtime goes away.
    public func actions() -> AsyncStream<ActionEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<ActionEvent>.makeStream()
        continuations[id] = continuation
        return stream
    }

    deinit {
        lifecycle.cancelAll()
        for continuation in continuations.values { continuation.finish() }
    }

    func emit(_ action: ActionEvent.Action, for target: FocusTarget) {
        guard !continuations.isEmpty else { return }
        let event = ActionEvent(
            path: target.source?.pathToRoot ?? "",
            identifier: target.source.flatMap { try? $0.accessibilityIdentifier() },
            kind: target.source?.kind, action: action)
        for continuation in continuations.values { continuation.yield(event) }
    }

    // MARK: Focus and keys

    /// The index of the focused control among the last frame's focus targets.
    public var focusedIndex: Int { focusIndex }

    /// The focused control's target in the last frame, if any.
    public var focusedTarget: FocusTarget? {
        guard let screen, screen.focusTargets.indices.contains(focusIndex) else { return nil }
        return screen.focusTargets[focusIndex]
    }

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

    /// Handles one key: the focused control's handler first, then the runtime's keys.
    @discardableResult
    public func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .interrupt, .endOfInput: return .quit
        case .suspend: return .suspend
        case .mouse(let event): return handle(event)
        default: break
        }
        if let target = focusedTarget, let kind = target.source?.kind, let handler = keyHandlers[kind] {
            let own = target.source?.structuralKeys.own
            let segments = target.segment == nil ? [] : (screen?.focusTargets ?? []).filter { $0.segment != nil && $0.source?.structuralKeys.own == own }
            let control = FocusedControl(
                target: target, editing: editState, segments: segments,
                report: { [weak self] action in self?.emit(action, for: target) },
                focusOn: { [weak self] other in
                    guard let self, let index = self.screen?.focusTargets.firstIndex(where: { FocusIdentity($0) == FocusIdentity(other) }) else { return }
                    self.moveFocus(to: index)
                },
                pushDestination: { [weak self] source in self?.push(source) })
            let inPresentation = focusFloor > 0 || target.source?.rootIdentity != screenRoot
            if handler.handle(key, control) {
                if inPresentation, kind == .button, key == .enter || key == .space,
                   let top = lifecycle.presentations.last, top.dismissesOnButton {
                    top.dismiss()
                }
                graph.invalidations.requestFrame()
                return .handled
            }
        }
        if key == .escape, let top = lifecycle.presentations.last {
            top.dismiss()
            lifecycle.beginFrame()
            resetFocus()
            return .handled
        }
        if key == .escape, !navigation.isEmpty {
            navigation.removeLast()
            resetFocus()
            return .handled
        }
        if key == .delete || key == .backspace, let target = focusedTarget, deleteRow(of: target) {
            graph.invalidations.requestFrame()
            return .handled
        }
        // Focus moves across lazy rows not drawn (ViewRuntime+LazyRows.swift).
        if let outcome = lazyFocusMove(key) { return outcome }
        if key == .pageDown || key == .pageUp {
            let count = screen?.focusTargets.count ?? 0
            guard count > 0 else { return .ignored }
            let page = max(1, size.height)
            let row = (focusedTarget?.row ?? 0) + (key == .pageDown ? page : -page)
            let targets = screen?.focusTargets ?? []
            let index = key == .pageDown
                ? targets.lastIndex(where: { $0.row <= row }) ?? count - 1
                : targets.firstIndex(where: { $0.row >= row }) ?? 0
            return moveFocus(to: max(focusFloor, index))
        }
        let count = screen?.focusTargets.count ?? 0
        let floor = min(focusFloor, count)
        let span = count - floor
        switch key {
        case .tab, .down: return moveFocus(to: span == 0 ? floor : floor + (focusIndex - floor + 1) % span)
        case .backTab, .up: return moveFocus(to: span == 0 ? floor : floor + (focusIndex - floor + span - 1) % span)
        case .right: return moveFocus(to: min(count - 1, focusIndex + 1))
        case .left: return moveFocus(to: max(floor, focusIndex - 1))
        case .enter, .space:
            guard let target = focusedTarget else { return .ignored }
            target.activate()
            emit(.pressed, for: target)
            graph.invalidations.requestFrame()
            return .handled
        case .escape, .character("q"): return .quit
        case .home: return moveFocus(to: floor)
        case .end: return moveFocus(to: max(0, count - 1))
        default: return .ignored
        }
    }

    /// Deletes the row of a ForEach with `onDelete(perform:)` that holds `target`, as a List's
    /// swipe to delete does; returns whether there was one.
    private func deleteRow(of target: FocusTarget) -> Bool {
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

    /// Shows the destination of `source` (a view that navigates) over the screen, as a
    /// NavigationStack pushes it; Esc comes back.
    public func push(_ source: InspectableView) {
        navigation.append(source.pathToRoot)
        resetFocus()
    }

    private func resetFocus() {
        focusIndex = 0
        focusIdentity = nil
        scrollOffset = 0
        editState = ControlEditState()
        graph.invalidations.requestFrame()
    }

    /// Moves the focus to the control at `index` of the last frame.
    @discardableResult
    public func moveFocus(to index: Int) -> KeyOutcome {
        guard let screen, screen.focusTargets.indices.contains(index) else { return .ignored }
        guard index != focusIndex else { return .handled }
        focusIndex = index
        editState = ControlEditState()
        focusIdentity = FocusIdentity(screen.focusTargets[index])
        emit(.focusMoved, for: screen.focusTargets[index])
        graph.invalidations.requestFrame()
        return .handled
    }
}

/// Which control a focus target is, across frames: its view's position, and its segment.
struct FocusIdentity: Equatable {
    let key: StructuralKey?
    let segment: Int?

    init(_ target: FocusTarget) {
        key = target.source?.structuralKeys.own
        segment = target.segment
    }
}
