import Builders
import Inspect

// `@Environment(\.isFocused)`. SwiftUI gives a view whether its nearest focusable
// ancestor has the focus; here the focusable views are the controls, so a view reads true inside
// the focused control (a custom view in a Button's label) and false elsewhere.
extension ViewGraph {
    /// Whether the view at `key` is inside the focused control.
    func isInFocusedControl(_ key: StructuralKey) -> Bool {
        guard let focusedKey else { return false }
        return key.parts.starts(with: focusedKey.parts)
    }

    /// The focus is now on the control at `key` (nil: on none). The views whose `isFocused` changes
    /// and that read it are evaluated again, the others keep their bodies.
    func focusMoved(to key: StructuralKey?) {
        guard key != focusedKey else { return }
        let old = focusedKey
        focusedKey = key
        for node in nodes.values where !node.environmentReaders.isEmpty {
            let was = old.map { node.key.parts.starts(with: $0.parts) } ?? false
            let now = isInFocusedControl(node.key)
            guard was != now, let seen = node.environment else { continue }
            var before = seen, after = seen
            before.isFocused = was
            after.isFocused = now
            if node.environmentReaders.contains(where: { $0._readsChange(from: before, to: after) }) {
                invalidations.invalidate(ObjectIdentifier(node))
            }
        }
    }
}
