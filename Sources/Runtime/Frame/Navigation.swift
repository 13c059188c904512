import Inspect

/// The destinations pushed over the root of a running app (a navigation stack's path): by the
/// path of the view each was pushed from, innermost last. The top one's destination is shown;
/// Esc goes back one.
struct Navigation {
    private var sources: [String] = []

    /// Whether the root is shown (no destination is pushed).
    var isEmpty: Bool { sources.isEmpty }

    /// How many destinations are pushed.
    var depth: Int { sources.count }

    /// Pushes the destination of `source`.
    mutating func push(_ source: InspectableView) {
        sources.append(source.pathToRoot)
    }

    /// Goes back one destination.
    mutating func pop() {
        sources.removeLast()
    }

    /// The view a frame shows: `root`, or the destination pushed last. A destination whose view
    /// left the tree goes with it.
    mutating func shownView(in root: InspectableView) -> InspectableView {
        while let path = sources.last {
            if let source = try? root.descendant(atPath: path), let destination = try? source.navigate() { return destination }
            sources.removeLast()
        }
        return root
    }
}
