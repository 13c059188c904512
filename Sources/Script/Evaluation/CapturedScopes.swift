/// The scopes the closures of view code captured, held weakly, and emptied when the evaluator
/// that made them goes: what breaks the reference cycles the reader's values can form.
///
/// A closure value keeps the scope it was made in, and a scope keeps its names' values, so a
/// closure stored where its own scope reaches it — a model's property set to a closure, a state
/// cell holding one, a closure nested in a block and stored in an outer `var` — is a cycle that
/// reference counting never frees. Nothing outside the evaluator runs view code (a tree read
/// with ``ViewFile/read(files:options:)`` runs none; a live tree keeps its evaluator), so once
/// the evaluator goes no scope is read again: emptying every scope a closure captured, and the
/// scopes it is nested in, frees whatever only those cycles kept.
final class CapturedScopes {
    private var scopes: [WeakScope] = []
    /// The count at which the entries of scopes already freed are dropped (it doubles with the live ones).
    private var pruneCount = 64

    /// Keeps `scope`, captured by a closure, weakly.
    func register(_ scope: Scope) {
        // A block makes its closures one after the other: one entry is enough.
        if scopes.last?.scope === scope { return }
        scopes.append(WeakScope(scope))
        if scopes.count >= pruneCount {
            scopes.removeAll { $0.scope == nil }
            pruneCount = max(64, scopes.count * 2)
        }
    }

    /// The captured scopes still alive.
    var alive: [Scope] { scopes.compactMap(\.scope) }

    deinit {
        var emptied: Set<ObjectIdentifier> = []
        for entry in scopes {
            var next = entry.scope
            while let scope = next, emptied.insert(ObjectIdentifier(scope)).inserted {
                scope.empty()
                next = scope.parent
            }
        }
    }

    private struct WeakScope {
        weak var scope: Scope?

        init(_ scope: Scope) {
            self.scope = scope
        }
    }
}
