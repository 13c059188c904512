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
/// ``update(_:)``) make one frame. ``renderFrame()`` lists a frame's phases; each concern keeps
/// its state from frame to frame in one place (``navigation``, ``window``, ``focus``, ``lifecycle``).
public final class ViewRuntime {
    // MARK: What frames pass through
    /// Each custom view's state, body and what the body read: where a frame starts (what changed)
    /// and ends (the views gone).
    let graph: ViewGraph
    /// The layouts of custom views kept between frames: a frame lays out again only the
    /// subtrees that changed (incremental frames).
    let layoutCache: LayoutCache
    /// The cells of the last frames, so that a frame paints only the rows that can change.
    let paintCache = PaintCache()
    /// Runs `onAppear`, `onDisappear`, `onChange(of:)`, `task` and `onReceive`, and knows the presentations shown.
    let lifecycle = LifecycleTracker()
    /// The work the app schedules on its loop (timers, delayed and handed-over values), run
    /// between frames on the runtime's thread; current while the runtime works.
    let mainLoop: MainLoop

    // MARK: What is kept from frame to frame, one owner per concern
    /// The destinations pushed over the root.
    var navigation = Navigation()
    /// The root inspected in the last frame (a value link pushes onto its navigation stack).
    var lastRoot: InspectableView?
    /// How many destinations the last frame showed pushed (the focus starts again when it changes).
    private var shownDepth = 0
    /// The actions menu open over the screen, if any (`m`, a right click).
    var actionMenu: ActionMenu?
    /// The root of the actions menu's view in the last frame, so that choosing an action closes it.
    var actionMenuRoot: ObjectIdentifier?
    /// The edit mode the root's environment binds (`EditButton` switches it).
    let editModeLocation = StoredLocation(EditMode.inactive)
    /// The colour scheme of the environment the app was given, which the views read while none
    /// of them asks for another (`preferredColorScheme(_:)`).
    let givenColorScheme: ColorScheme
    /// Whether the screen is painted in the terminal's height or as a window of a taller one, and where.
    var window = ScreenWindow()
    /// The focused control, what is kept about it between keys, and the presentation it is kept inside.
    var focus = FocusTracker()
    /// The last frame drawn, if any.
    var screen: RenderedScreen?
    /// The view shown in the last frame: focus moves across lazy rows not drawn render parts of it.
    var shownView: InspectableView?
    /// The text typed into a field of a formatted value that the last layout showed, if any.
    var drawnDraft: FieldDraft?
    /// Whether the size or the style sheet changed since the last frame.
    private var sizeChanged = true

    /// The handlers of focused controls' keys, by kind (``ControlKeyHandler/standard`` to start).
    public var keyHandlers: [ViewKind: ControlKeyHandler] = ControlKeyHandler.standard
    /// Whether frames are written with colours and text attributes (a terminal's capability).
    public var styled: Bool {
        didSet { if styled != oldValue { sizeChanged = true } }
    }
    /// The styles controls are drawn with: the default styles, an app's overrides defined at
    /// start-up, or the monochrome sheet (`NO_COLOR`, a terminal without colours).
    public var styleSheet = StyleSheet.standard {
        didSet { if styleSheet != oldValue { sizeChanged = true } }
    }
    private var continuations: [UUID: AsyncStream<ActionEvent>.Continuation] = [:]

    /// The size frames are drawn at.
    public var size: (width: Int, height: Int) {
        didSet {
            guard size != oldValue else { return }
            sizeChanged = true
            // A terminal made shorter keeps the focused control's row in view: a lazy list makes
            // only the rows shown, so the frame must be drawn where the focus is to find it.
            if let target = focusedTarget {
                window.scrollDown(toShow: target.row + window.top, height: target.height, terminalHeight: size.height)
            }
        }
    }

    /// How many frames were drawn.
    public private(set) var frameCount = 0

    /// The URLs the app asked to open (`openURL`, a `Link` chosen), first asked first: a terminal
    /// opens none, and prints nothing over the screen; a host may show or open them.
    public private(set) var openedURLs: [URL] = []

    /// Whether the app's lists are in edit mode (the root environment's `editMode`, which an
    /// `EditButton` switches).
    public var editMode: EditMode {
        get { editModeLocation.current }
        set { editModeLocation.current = newValue }
    }

    /// A runtime for `view`, drawn at `width` × `height` cells, with `environment` at the root.
    public convenience init<Content: View>(_ view: Content, width: Int = 80, height: Int = 24, environment: EnvironmentValues = EnvironmentValues(), styled: Bool = false) {
        self.init(view, width: width, height: height, environment: environment, styled: styled, clock: .system)
    }

    /// A runtime for `view` whose loop tells the time by `clock` (a headless driver's stands still
    /// until moved).
    init<Content: View>(_ view: Content, width: Int, height: Int, environment: EnvironmentValues, styled: Bool, clock: MainLoop.Clock) {
        mainLoop = MainLoop(clock: clock)
        graph = ViewGraph(root: view, environment: environment)
        let layoutCache = LayoutCache(versions: graph)
        self.layoutCache = layoutCache
        graph.onRelease = { [unowned layoutCache] node in layoutCache.forget(node) }
        size = (width, height)
        self.styled = styled
        givenColorScheme = environment.colorScheme
        graph.environment = rootEnvironment(environment)
        graph.onDismissLinkDestination = { [weak self] path in self?.goBack(fromLink: path) }
    }

    /// `environment` with what a running app provides at its root where the app provides none:
    /// an edit mode kept by the runtime, and a URL opener that records the URLs.
    private func rootEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var values = environment
        editModeLocation.tracker = graph
        if values.editMode == nil {
            let location = editModeLocation
            values.editMode = Binding(get: { location.current }, set: { location.current = $0 })
        }
        if values.openURL == OpenURLAction.discarding {
            values.openURL = OpenURLAction(identity: "ViewRuntime.openedURLs") { [weak self] url in
                self?.openedURLs.append(url)
                return .handled
            }
        }
        return values
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

    // MARK: A frame

    /// Draws a frame: evaluates the bodies that need it, lays the tree out, draws it with the
    /// focused control marked, and releases the state of views that left the tree. Each phase
    /// passes its result to the next.
    @discardableResult
    public func renderFrame() throws -> RenderedScreen {
        // The work bodies and subscriptions schedule (a timer a view subscribes to) goes to this
        // app's loop.
        try mainLoop.whileCurrent {
            sizeChanged = false
            frameCount += 1
            // 1. What changed: the bodies that read it are marked, and the root is inspected.
            let root = graph.beginFrame()
            lastRoot = root
            let drawn = Result { () throws -> (screen: RenderedScreen, focusIndex: Int) in
                // 2. The view shown: the root, or the destination pushed last (a destination pushed
                //    or gone starts the focus again at the top).
                let shown = navigation.shownView(in: root) { [weak self] place in
                    self?.popValues(from: place)
                }
                if navigation.depth != shownDepth {
                    shownDepth = navigation.depth
                    focus.reset()
                    window.top = 0
                }
                shownView = shown
                // 3. Bodies and layout: the bodies met are evaluated where they need it as the layout
                //    tree is built; the views with modifiers are reported to the lifecycle.
                var tree = try layOut(shown)
                // 4. Paint: the screen in the terminal's height, or the window of a taller one.
                let painted = try paint(&tree, focusIndex: focus.index, showing: focus.identity)
                // 5. Focus: kept on its control, inside the presentation on top, agreed with the
                //    `@FocusState` bindings; painted again where it went if it moved.
                return try placeFocus(in: painted, of: &tree)
            }
            // 6. Views gone: those the frame met stay in the tree; the others go, with their state.
            graph.endFrame(met: layoutCache.takeMet(), releasing: navigation.isEmpty)
            let (screen, focusIndex) = try drawn.get()
            // 7. The focus taken: a control newly focused starts with a fresh edit state, and the
            //    views whose `isFocused` changed are evaluated in the next frame.
            graph.focusMoved(to: focus.settle(at: focusIndex, in: screen.focusTargets)?.key)
            // Kept without the frame it was painted over: that canvas is the one the next frame is
            // painted into, in place only when no one else holds it (double-buffered frames).
            var stored = screen
            stored.repaint = nil
            self.screen = stored
            // 8. Lifecycle: `onAppear`, `onDisappear`, `onChange`, `task`, `onReceive`, once the frame is drawn
            //    (a frame that failed to draw runs none); then the destinations the app pushed by a
            //    binding, and the colour scheme a view asks for, shown from the next frame.
            lifecycle.commit(covered: navigation.isEmpty ? nil : navigation.container)
            pushRequestedDestinations(in: screen)
            followPreferredColorScheme()
            return screen
        }
    }

    /// Whether a sheet, cover, popover, alert, dialog or actions menu is shown over the screen.
    public var isPresenting: Bool { !lifecycle.presentations.isEmpty || actionMenu != nil }

    /// Whether an actions menu (a view's swipe actions and context menu) is open.
    public var isShowingActionMenu: Bool { actionMenu != nil }

    /// How many tasks of `task` modifiers the app keeps (started and not cancelled).
    public var taskCount: Int { lifecycle.taskCount }

    /// How many `onReceive(_:perform:)` subscriptions the app keeps (one per view shown with one).
    public var subscriptionCount: Int { lifecycle.subscriptionCount }

    /// Runs the work on the app's loop that is due (timer ticks, delayed and handed-over values),
    /// on the calling thread, the runtime's; what it changes is drawn by the next frame.
    /// Returns how many pieces of work ran.
    @discardableResult
    public func runDueWork() -> Int {
        mainLoop.runDue()
    }

    /// When the next piece of work on the app's loop falls due, as a time of the loop's clock
    /// (nanoseconds, as `DispatchTime.uptimeNanoseconds`); nil when none waits.
    var nextDueTime: UInt64? { mainLoop.nextDeadline }

    /// How many destinations are pushed over the root (Esc goes back one).
    public var navigationDepth: Int { navigation.depth }

    /// The first row of the screen shown when it is taller than the terminal.
    public var scrolledRows: Int { window.top }

    /// Where the terminal's cursor goes: in a focused control that has a cursor of its own (a
    /// text control's, a date field's), there; on another focused control, at its start (so that
    /// the focus shows even without colours); nil when no control has the focus.
    public var cursorPosition: (row: Int, column: Int)? {
        guard let target = focusedTarget else { return nil }
        guard let origin = target.textOrigin, let view = target.source else { return (target.row, target.column) }
        return ControlKeyHandler.standard(of: view)?.cursor?.place(view, origin, focus.editing) ?? origin
    }

    /// Runs `changes` (several state changes, say) and asks for one frame for all of them.
    /// The frame lays the whole screen out again, so changes the app cannot track (to a plain
    /// object a view reads) show too.
    public func update(_ changes: () throws -> Void) rethrows {
        try mainLoop.whileCurrent(changes)
        layoutCache.removeAll()
        paintCache.removeAll()
        window.lastWasWindow = false
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
        mainLoop.whileCurrent { graph.inspectTree() }
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

    // MARK: Focus

    /// The index of the focused control among the last frame's focus targets.
    public var focusedIndex: Int { focus.index }

    /// The focused control's target in the last frame, if any.
    public var focusedTarget: FocusTarget? {
        guard let screen, screen.focusTargets.indices.contains(focus.index) else { return nil }
        return screen.focusTargets[focus.index]
    }

    /// Shows the destination of `source` (a view that navigates) over the screen, as a
    /// navigation stack pushes it (a link of a value appends it to the stack's path); Esc comes
    /// back. A value link in a split view's list selects its value instead (``SplitViewSelection``).
    public func push(_ source: InspectableView) {
        let root = lastRoot ?? graph.inspectTree()
        // A value link in a split view's list selects its value, and the focus stays on it.
        if let value = source.linkValue, SplitViewSelection.select(value, of: source, in: root) {
            graph.invalidations.requestFrame()
            return
        }
        navigation.push(source, root: root)
        resetFocus()
    }

    /// Goes back one destination, as Esc does.
    func goBack() {
        let clear = navigation.pop()
        clear()
        resetFocus()
    }

    /// Goes back from the destination of the NavigationLink at `path` (`dismiss()` inside it).
    private func goBack(fromLink path: String) {
        let clear = navigation.pop(link: path)
        clear()
        resetFocus()
    }

    /// Removes the values of the navigation stack's path from `place` on (a value's destination
    /// dismissed, or gone back from).
    private func popValues(from place: Int) {
        guard let root = lastRoot else { return }
        navigation.popValues(from: place, root: root)
        graph.invalidations.requestFrame()
    }

    /// Notes the navigation stack the root screen drew, and pushes what the frame's views ask for:
    /// a `navigationDestination(isPresented:)` whose binding turned true, a NavigationLink whose
    /// `isActive` binding the app set true.
    private func pushRequestedDestinations(in screen: RenderedScreen) {
        // The root screen says where its navigation stack is (values its path holds show next).
        if navigation.isEmpty, let root = lastRoot, navigation.noteStack(at: lifecycle.navigationStackPath, container: lifecycle.navigationContainer, in: root) {
            graph.invalidations.requestFrame()
        }
        let before = navigation.depth
        for request in lifecycle.destinationRequests {
            navigation.pushRequested(.binding(request.holder, place: request.place))
        }
        for target in screen.focusTargets where target.source?.kind == .navigationLink {
            guard let source = target.source, source.linkIsActiveBinding?.wrappedValue == true else { continue }
            navigation.pushRequested(.link(source.pathToRoot))
        }
        if navigation.depth != before { graph.invalidations.requestFrame() }
    }

    // MARK: Actions menus

    /// Opens the actions menu of `source`'s nearest view with actions; returns whether it has any.
    @discardableResult
    func openActionMenu(for source: InspectableView) -> Bool {
        guard let menu = ActionMenu(for: source) else { return false }
        actionMenu = menu
        graph.invalidations.requestFrame()
        return true
    }

    /// Closes the actions menu; the focus goes back where it was.
    func closeActionMenu() {
        actionMenu = nil
        actionMenuRoot = nil
        graph.invalidations.requestFrame()
    }

    /// The focus starts again at the first control, at the top of the screen.
    func resetFocus() {
        focus.reset()
        window.top = 0
        graph.invalidations.requestFrame()
    }

    /// Moves the focus to the control at `index` of the last frame.
    @discardableResult
    public func moveFocus(to index: Int) -> KeyOutcome {
        guard let screen, screen.focusTargets.indices.contains(index) else { return .ignored }
        guard index != focus.index else { return .handled }
        focus.move(to: index, of: screen.focusTargets)
        emit(.focusMoved, for: screen.focusTargets[index])
        graph.invalidations.requestFrame()
        return .handled
    }
}
