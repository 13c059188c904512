import Builders
import Inspect
import Render

/// Where a lifecycle modifier sits: its view's position, whether the view is on the screen or
/// in a presentation's content (inspected as a root of its own), and the modifier's place
/// among the view's modifiers.
struct LifecycleKey: Hashable {
    let view: StructuralKey
    let inPresentation: Bool
    let slot: Int
}

/// A modifier `onChange(of:)` makes, seen without its value's type.
protocol ValueWatcher {
    /// The watched value.
    var watchedValue: Any { get }
    /// Whether the action also runs when the view appears.
    var firesInitially: Bool { get }
    /// Runs the action for a change from `old` to `new`.
    func fire(old: Any, new: Any)
}

extension _ValueActionModifier: ValueWatcher {
    var watchedValue: Any { value }
    var firesInitially: Bool { false }
    func fire(old: Any, new: Any) {
        if let new = new as? Value { action(new) }
    }
}

extension _ValueActionModifier2: ValueWatcher {
    var watchedValue: Any { value }
    var firesInitially: Bool { initial }
    func fire(old: Any, new: Any) {
        if let old = old as? Value, let new = new as? Value { action(old, new) }
    }
}

/// A modifier `task` makes, seen without its id's type.
protocol TaskStarter {
    /// The id whose change restarts the task (nil: started once).
    var taskID: Any? { get }
    /// The task's priority.
    var taskPriority: TaskPriority { get }
    /// The work.
    var work: @Sendable () async -> Void { get }
}

extension _TaskModifier: TaskStarter {
    var taskID: Any? { nil }
    var taskPriority: TaskPriority { priority }
    var work: @Sendable () async -> Void { action }
}

extension _TaskValueModifier: TaskStarter {
    var taskID: Any? { value }
    var taskPriority: TaskPriority { priority }
    var work: @Sendable () async -> Void { action }
}

/// A presentation shown in the last frame: a sheet, cover, popover, alert or dialog.
struct ShownPresentation {
    /// The SwiftUI method that presents it (`sheet`, `alert`, …).
    let name: String
    /// Its binding: setting it false dismisses it.
    let isPresented: Binding<Bool>
    /// Runs when it is dismissed.
    let onDismiss: (() -> Void)?

    /// Whether its buttons dismiss it once pressed (an alert's or a dialog's do).
    var dismissesOnButton: Bool { name == "alert" || name == "confirmationDialog" || name == "actionSheet" }

    /// Hides it, as the user dismissing it does.
    func dismiss() {
        isPresented.wrappedValue = false
        onDismiss?()
    }

    /// The presentation `modifier` shows now, or nil when it shows none.
    static func of(_ modifier: InspectedModifier) -> ShownPresentation? {
        guard Renderer.presentationNames.contains(modifier.name) else { return nil }
        var value = modifier.value
        if let item = value as? any _ItemPresentation {
            guard let presentation = item._presentation else { return nil }
            value = presentation
        }
        guard let binding = Mirror(reflecting: value).descendant("isPresented") as? Binding<Bool>, binding.wrappedValue else { return nil }
        let onDismiss = Mirror(reflecting: value).descendant("onDismiss") as? (() -> Void)?
        return ShownPresentation(name: modifier.name, isPresented: binding, onDismiss: onDismiss ?? nil)
    }
}

/// Runs the lifecycle modifiers of a running app: each frame, the renderer reports the views it
/// draws with their modifiers; after the frame, `onAppear` runs for modifiers met for the first
/// time, `onDisappear` for those no longer met, `onChange(of:)` for watched values that differ
/// from the last frame's, `task`s start when their view appears, restart when their id
/// changes and are cancelled when their view goes away, and `onReceive` subscribes when its view
/// appears (again when its publisher is another one) and cancels when it goes away.
final class LifecycleTracker {
    private struct Entry {
        var modifier: Any
        var watched: Any?
        var task: Task<Void, Never>?
        var taskID: Any?
        var subscription: ReceiveSubscription?
    }

    private var entries: [LifecycleKey: Entry] = [:]
    private var seen: [LifecycleKey: Any] = [:]
    private var order: [LifecycleKey] = []
    /// The presentations shown in the frame being drawn, in drawing order (the last on top).
    private(set) var presentations: [ShownPresentation] = []
    /// Whether a view drawn in this frame has a `focused(_:)` binding (the runtime then
    /// agrees the focus with the bindings; without any, it skips looking for them).
    private(set) var showsFocusBindings = false
    /// The `navigationDestination(isPresented:)` (or `item:`) modifiers of the views drawn on the
    /// screen whose destinations are pushed now: the path of the view, and the modifier's place
    /// among the view's navigation destinations.
    private(set) var destinationRequests: [(holder: String, place: Int)] = []
    /// The path of the first navigation stack drawn on the screen, if any.
    private(set) var navigationStackPath: String?
    /// The position of the first navigation stack or view drawn on the screen, if any: the
    /// container a destination pushed from the screen is shown in.
    private(set) var navigationContainer: StructuralKey?
    /// The colour scheme the first `preferredColorScheme(_:)` drawn asks for, if any.
    private(set) var preferredColorScheme: ColorScheme?

    private static let typeNames: Set<String> = [
        "_AppearanceActionModifier", "_ValueActionModifier", "_ValueActionModifier2", "_TaskModifier", "_TaskValueModifier",
        "SubscriptionView",
    ]

    /// How many tasks started by `task` modifiers are kept (running, or not yet cancelled).
    var taskCount: Int { entries.values.filter { $0.task != nil }.count }

    /// How many `onReceive` subscriptions are kept (their views are shown).
    var subscriptionCount: Int { entries.values.filter { $0.subscription != nil }.count }

    /// Starts collecting a frame's notes, as its layout is built (a layout built again in the
    /// same frame starts them afresh: its views are reported again).
    func beginFrame() {
        seen.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        presentations.removeAll()
        showsFocusBindings = false
        destinationRequests.removeAll()
        navigationStackPath = nil
        navigationContainer = nil
        preferredColorScheme = nil
    }

    /// Dismisses the presentation on top (Esc): no presentation counts as shown until the next
    /// frame lists those still shown.
    func dismissTopPresentation() {
        presentations.last?.dismiss()
        presentations.removeAll()
    }

    /// What the renderer calls with each view drawn with modifiers; `screenRoot` is the root of the screen.
    func visitor(screenRoot: ObjectIdentifier) -> (InspectableView, [InspectedModifier]) -> Void {
        { [unowned self] view, modifiers in
            if view.kind == .navigationStack, navigationStackPath == nil, view.rootIdentity == screenRoot {
                navigationStackPath = view.pathToRoot
            }
            if view.kind == .navigationStack || view.kind == .navigationView, navigationContainer == nil, view.rootIdentity == screenRoot {
                navigationContainer = view.structuralKeys.own
            }
            var key: StructuralKey?
            var destinations = 0
            for (slot, modifier) in modifiers.enumerated() {
                if let shown = ShownPresentation.of(modifier) { presentations.append(shown) }
                if modifier.typeName == "FocusBindingModifier" { showsFocusBindings = true }
                if preferredColorScheme == nil, let preference = modifier.value as? _PreferenceWritingModifier<PreferredColorSchemeKey> {
                    preferredColorScheme = preference.value
                }
                if modifier.name == "navigationDestination" {
                    if view.rootIdentity == screenRoot, Navigation.presentedDestination(modifier.value) != nil {
                        destinationRequests.append((view.pathToRoot, destinations))
                    }
                    destinations += 1
                }
                guard Self.typeNames.contains(modifier.typeName) else { continue }
                let own = key ?? view.structuralKeys.own
                key = own
                let place = LifecycleKey(view: own, inPresentation: view.rootIdentity != screenRoot, slot: slot)
                if seen.updateValue(modifier.value, forKey: place) == nil { order.append(place) }
            }
        }
    }

    /// Ends the frame: runs what the views that came, went or changed ask for. With a destination
    /// pushed over the screen, the views of the navigation container at `covered` and those
    /// containing it are still in the tree, as in SwiftUI, where the destination shows inside the
    /// container: their modifiers are kept as they were (an `onChange(of:)` compares its value
    /// when the screen shows again, an `onAppear` does not run again), while the container's
    /// content goes, as a screen pushed away does.
    func commit(covered: StructuralKey? = nil) {
        let gone = entries.keys.filter { seen[$0] == nil && !Self.contains(covered, $0) }
        for key in gone {
            guard let entry = entries.removeValue(forKey: key) else { continue }
            entry.task?.cancel()
            entry.subscription?.token.cancel()
            (entry.modifier as? _AppearanceActionModifier)?.disappear?()
        }
        for key in order {
            guard let modifier = seen[key] else { continue }
            if var entry = entries[key] {
                let previous = entry.modifier
                entry.modifier = modifier
                if let receiving = modifier as? any ReceiveSubscribing, let kept = entry.subscription {
                    entry.subscription = receiving.renew(kept, previous: previous)
                    entries[key] = entry
                } else if let watcher = modifier as? any ValueWatcher, let old = entry.watched {
                    let new = watcher.watchedValue
                    entry.watched = new
                    entries[key] = entry
                    if !ValueComparison.isSame(old, new) { watcher.fire(old: old, new: new) }
                } else if let starter = modifier as? any TaskStarter, let id = starter.taskID,
                          let old = entry.taskID, !ValueComparison.isSame(old, id) {
                    entry.task?.cancel()
                    entry.task = Self.start(starter)
                    entry.taskID = id
                    entries[key] = entry
                } else {
                    entries[key] = entry
                }
                continue
            }
            var entry = Entry(modifier: modifier)
            if let watcher = modifier as? any ValueWatcher { entry.watched = watcher.watchedValue }
            if let starter = modifier as? any TaskStarter {
                entry.task = Self.start(starter)
                entry.taskID = starter.taskID
            }
            entries[key] = entry
            if let receiving = modifier as? any ReceiveSubscribing {
                entries[key]?.subscription = receiving.subscribe()
            }
            if let appearance = modifier as? _AppearanceActionModifier { appearance.appear?() }
            if let watcher = modifier as? any ValueWatcher, watcher.firesInitially {
                watcher.fire(old: watcher.watchedValue, new: watcher.watchedValue)
            }
        }
    }

    /// Whether the modifier at `key` is on the navigation container at `covered` or a view containing it.
    private static func contains(_ covered: StructuralKey?, _ key: LifecycleKey) -> Bool {
        guard let covered, !key.inPresentation else { return false }
        return covered.parts.starts(with: key.view.parts)
    }

    /// Cancels every task and subscription (the app ends).
    func cancelAll() {
        for entry in entries.values {
            entry.task?.cancel()
            entry.subscription?.token.cancel()
        }
    }

    private static func start(_ starter: any TaskStarter) -> Task<Void, Never> {
        let work = starter.work
        return Task(priority: starter.taskPriority) { await work() }
    }
}
