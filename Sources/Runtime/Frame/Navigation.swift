import Builders
import Inspect

/// The destinations pushed over the root of a running app, innermost last; the top one is
/// shown, and Esc (or `dismiss()` inside it) goes back one.
///
/// A push is one of three ways a navigation stack shows a view, each found again every frame
/// from the view shown below it (its level), so that the app's state stays the truth:
///
/// - a NavigationLink with a destination, by its path: shown while the link is in the tree (and,
///   with an `isActive` binding, while the binding is true);
/// - a value of the stack's path (`NavigationLink(value:)`, or a value the app appended to the
///   path it binds), by its place: shown while the path holds it, by the
///   `navigationDestination(for:)` of its type;
/// - a `navigationDestination(isPresented:)` (or `item:`), by the path of its view and its
///   place among the view's navigation destinations: shown while its binding is true.
///
/// A value the app appends or removes, and a binding it sets, show at the next frame. The
/// destinations a value or a binding shows are inspected as roots of their own (a view in one
/// finds there what dismisses it); the paths of a level start at its root.
struct Navigation {
    /// One destination pushed.
    enum Push: Equatable {
        /// The destination of the NavigationLink at this path.
        case link(String)
        /// The value at this place of the stack's path.
        case value(Int)
        /// The destination of the `place`th `navigationDestination` modifier of the view at this path.
        case binding(String, place: Int)
    }

    /// A level as the last frame found it: the view shown, the root its paths start at, and
    /// what going back from it does.
    private struct Level {
        let shown: InspectableView
        let root: InspectableView
        let back: () -> Void
    }

    private(set) var pushes: [Push] = []
    /// The levels the last frame showed over the root, one a push.
    private var levels: [Level] = []
    /// The path of the navigation stack whose path the pushes of values follow: the first one
    /// drawn on the root screen, as the last frame that showed the root found it.
    private var stackPath: String?
    /// Where the destinations of values are looked for at the root level: the stack.
    private var searchRoot: InspectableView?
    /// The position of the navigation stack or view of the root screen, as the last frame that
    /// showed the root found it: destinations pushed are shown in it.
    private(set) var container: StructuralKey?
    /// The values of a stack that keeps its own path.
    private var ownValues: [AnyHashable] = []
    /// Where the destination of a value of each type was last found: the level and the path of
    /// the view whose `navigationDestination(for:)` shows it.
    private var destinationHolders: [ObjectIdentifier: (level: Int, path: String)] = [:]

    /// How many views a look for a value's destination opens at most.
    static let searchLimit = 512

    /// Whether the root is shown (no destination is pushed).
    var isEmpty: Bool { pushes.isEmpty }

    /// How many destinations are pushed.
    var depth: Int { pushes.count }

    // MARK: Pushing and going back

    /// Pushes the destination of `source`, a NavigationLink of the view shown: its own
    /// destination (its `isActive` binding set true), or its value, appended to the path of the
    /// stack at `root` (shown from the next frame).
    mutating func push(_ source: InspectableView, root: InspectableView) {
        if let value = source.linkValue {
            guard let stack = stack(in: root) else { return }
            if let bound = (stack.erasedValue as? any StackPathHolder)?.boundPath {
                _ = bound.push(value)
            } else {
                ownValues.append(value)
            }
            return
        }
        source.linkIsActiveBinding?.wrappedValue = true
        pushes.append(.link(source.pathToRoot))
    }

    /// Pushes what a view of the level shown asks for: the destination of its `place`th
    /// `navigationDestination` (whose binding turned true), or, for a NavigationLink whose
    /// `isActive` binding the app set true, its destination.
    mutating func pushRequested(_ push: Push) {
        guard !pushes.contains(push) else { return }
        pushes.append(push)
    }

    /// Goes back one destination. Returns what clears the link's binding, the value or the
    /// binding that showed it, as the user going back does: run it once the navigation is no
    /// longer being changed (it may change the navigation itself).
    mutating func pop() -> () -> Void {
        guard !pushes.isEmpty else { return {} }
        pushes.removeLast()
        return levels.count > pushes.count ? levels.removeLast().back : {}
    }

    /// Goes back from the destination of the link at `path`, and from those pushed over it;
    /// returns what clears their bindings and values, as ``pop()`` does.
    mutating func pop(link path: String) -> () -> Void {
        guard let index = pushes.lastIndex(of: .link(path)) else { return {} }
        var backs: [() -> Void] = []
        while pushes.count > index { backs.append(pop()) }
        return { for back in backs { back() } }
    }

    /// Removes the values of the stack's path from `place` on (a value's destination dismissed).
    mutating func popValues(from place: Int, root: InspectableView) {
        if let bound = stack(in: root).flatMap({ ($0.erasedValue as? any StackPathHolder)?.boundPath }) {
            bound.pop(max(0, bound.values().count - place))
        } else {
            ownValues.removeLast(max(0, ownValues.count - place))
        }
    }

    // MARK: The view shown

    /// The view a frame shows: `root`, or the destination pushed last. A push whose view left
    /// the tree, whose value left the path or whose binding turned false goes, with those above
    /// it; values the app appended to the stack's path are pushed. `popValues` removes the values
    /// from a place on, for a value's destination dismissed from inside it.
    mutating func shownView(in root: InspectableView, popValues: @escaping (Int) -> Void) -> InspectableView {
        let stack = stack(in: root)
        let bound = stack.flatMap { ($0.erasedValue as? any StackPathHolder)?.boundPath }
        let values = bound?.values() ?? ownValues
        // The values' destinations are looked for in the stack: none is outside it.
        searchRoot = stack ?? root
        var found = [Level(shown: root, root: root, back: {})]
        var nextValue = 0
        var kept = 0
        for push in pushes {
            guard let level = resolve(push, over: found, values: values, nextValue: &nextValue, popValues: popValues) else { break }
            found.append(level)
            kept += 1
        }
        pushes.removeLast(pushes.count - kept)
        // The values appended since (by the app, or by a value link) show over what is pushed.
        while nextValue < values.count, let level = resolve(.value(nextValue), over: found, values: values, nextValue: &nextValue, popValues: popValues) {
            pushes.append(.value(nextValue - 1))
            found.append(level)
        }
        levels = Array(found.dropFirst())
        return found[found.count - 1].shown
    }

    /// The level `push` shows over the levels `found` (the root first), or nil when it shows nothing now.
    private mutating func resolve(
        _ push: Push, over found: [Level], values: [AnyHashable], nextValue: inout Int, popValues: @escaping (Int) -> Void
    ) -> Level? {
        let below = found[found.count - 1]
        switch push {
        case .link(let path):
            guard let source = try? below.root.descendant(atPath: path), source.kind == .navigationLink,
                  source.linkIsActiveBinding?.wrappedValue ?? true, let destination = source.linkDestination() else { return nil }
            let binding = source.linkIsActiveBinding
            return Level(shown: destination, root: below.root, back: { binding?.wrappedValue = false })
        case .value(let place):
            guard place == nextValue, values.indices.contains(place) else { return nil }
            let pushed = Binding<Bool>(get: { true }, set: { if !$0 { popValues(place) } })
            guard let shown = valueDestination(of: values[place], over: found, isPresented: pushed) else { return nil }
            nextValue += 1
            return Level(shown: shown, root: shown, back: { popValues(place) })
        case .binding(let path, let place):
            guard let holder = try? below.root.descendant(atPath: path) else { return nil }
            let destinations = holder.modifiers.filter { $0.name == "navigationDestination" }
            guard destinations.indices.contains(place), let presented = Self.presentedDestination(destinations[place].value) else { return nil }
            let shown = holder.inspectSibling(presented, at: "navigationDestination", place)
            let binding = PresentationPlace.isPresentedBinding(of: presented)
            return Level(shown: shown, root: shown, back: { binding?.wrappedValue = false })
        }
    }

    /// The destination a `navigationDestination(isPresented:)` or `(item:)` modifier pushes now, or nil.
    static func presentedDestination(_ modifier: Any) -> Any? {
        if let item = modifier as? any _ItemPresentation { return item._presentation }
        guard PresentationPlace.isPresentedBinding(of: modifier)?.wrappedValue == true else { return nil }
        return modifier
    }

    // MARK: Finding views

    /// Notes where the navigation stack of the root screen is (nil: it has none), and its first
    /// navigation stack or view, as the frame that drew it found them; returns whether its path holds values not shown yet (a frame is
    /// then needed to show them).
    mutating func noteStack(at path: String?, container: StructuralKey?, in root: InspectableView) -> Bool {
        stackPath = path
        self.container = container
        guard let stack = stack(in: root) else { return false }
        let values = (stack.erasedValue as? any StackPathHolder)?.boundPath?.values() ?? ownValues
        return values.count > pushes.filter { if case .value = $0 { true } else { false } }.count
    }

    /// The navigation stack of the root screen, found again by its path.
    private func stack(in root: InspectableView) -> InspectableView? {
        guard let stackPath, let view = try? root.descendant(atPath: stackPath), view.kind == .navigationStack else { return nil }
        return view
    }

    /// The destination of `value`, pushed while `isPresented`, by the `navigationDestination(for:)`
    /// of its type on a view of the levels `found`, nearest first, inspected as a root of its own.
    private mutating func valueDestination(of value: AnyHashable, over found: [Level], isPresented: Binding<Bool>) -> InspectableView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        let place = value.hashValue &+ found.count
        if let known = destinationHolders[type], found.indices.contains(known.level),
           let holder = try? found[known.level].root.descendant(atPath: known.path),
           let destination = Self.destination(of: value, on: holder, isPresented: isPresented) {
            return holder.inspectSibling(destination, at: "navigationDestination", place)
        }
        for level in found.indices.reversed() {
            let base = level == 0 ? searchRoot ?? found[0].shown : found[level].shown
            guard let holder = Self.firstView(below: base, where: { Self.destination(of: value, on: $0, isPresented: isPresented) != nil }),
                  let destination = Self.destination(of: value, on: holder, isPresented: isPresented) else { continue }
            destinationHolders[type] = (level, holder.pathToRoot)
            return holder.inspectSibling(destination, at: "navigationDestination", place)
        }
        return nil
    }

    /// The destination a `navigationDestination(for:)` of `view` shows for `value`, or nil.
    private static func destination(of value: AnyHashable, on view: InspectableView, isPresented: Binding<Bool>) -> Any? {
        for modifier in view.modifiers where modifier.name == "navigationDestination" {
            if let destination = (modifier.value as? any ValueDestination)?.destination(for: value, isPresented: isPresented) { return destination }
        }
        return nil
    }

    /// The first view below `base` (or `base`) for which `matches` is true, breadth first, within
    /// ``searchLimit`` views; the rows of a ForEach and lazy containers are not opened.
    private static func firstView(below base: InspectableView, where matches: (InspectableView) -> Bool) -> InspectableView? {
        var queue = [base]
        var next = 0
        while next < queue.count, next < searchLimit {
            let view = queue[next]
            next += 1
            if matches(view) { return view }
            switch view.kind {
            case .forEach, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: continue
            default: queue.append(contentsOf: (try? view.children()) ?? [])
            }
        }
        return nil
    }
}
