import Builders
import Inspect
import Render

// `@FocusState`: views carry `focused(_:)` / `focused(_:equals:)` bindings. After each
// frame the runtime and the bindings agree: when the focus moved (Tab, Shift-Tab, a click, a control
// gone), the bindings of the control left go back to `false`/`nil` and those of the control focused
// take their values; when the focus stayed but code set a binding to name another control, the
// focus moves there.

/// The focused control and its focus bindings as the runtime last agreed them with the bindings.
struct FocusBindingSync {
    var identity: FocusIdentity?
    var bindings: [any _FocusBinding] = []
    var started = false
}

extension FocusTracker {
    /// The focus bindings of `target`'s view and of the views around it, nearest first.
    static func focusBindings(of target: FocusTarget) -> [any _FocusBinding] {
        guard let steps = target.source?.ancestry else { return [] }
        var bindings: [any _FocusBinding] = []
        for step in steps {
            for modifier in step.modifiers {
                if let binding = modifier as? any _FocusBinding { bindings.append(binding) }
            }
        }
        return bindings
    }

    /// The focus index after agreeing with the focus bindings, given the index `kept` the frame
    /// chose (the same control as before, or where the user moved it); `showsFocusBindings`: a
    /// view drawn in the frame has a binding.
    mutating func agreeWithBindings(_ targets: [FocusTarget], kept: Int, showsFocusBindings: Bool) -> Int {
        let keptIdentity = targets.indices.contains(kept) ? FocusIdentity(targets[kept]) : nil
        // No binding drawn and none held: nothing to agree (and no cost for apps without any).
        guard showsFocusBindings || !bindings.bindings.isEmpty else {
            bindings.identity = keptIdentity
            bindings.started = true
            return kept
        }
        var index = kept
        if bindings.started, keptIdentity == bindings.identity, let requested = requestedFocus(in: targets, current: kept) {
            index = requested
        }
        let identity = targets.indices.contains(index) ? FocusIdentity(targets[index]) : nil
        if !bindings.started || identity != bindings.identity {
            let focused = targets.indices.contains(index) ? Self.focusBindings(of: targets[index]) : []
            for binding in bindings.bindings { binding._noteUnfocused() }
            for binding in focused { binding._noteFocused() }
            bindings.bindings = focused
        }
        bindings.identity = identity
        bindings.started = true
        return index
    }

    /// The control code asked for by setting a focus binding: none while the focused control's
    /// bindings all name it (or it has none and no other control is asked for).
    private func requestedFocus(in targets: [FocusTarget], current: Int) -> Int? {
        if targets.indices.contains(current) {
            let own = Self.focusBindings(of: targets[current])
            if !own.isEmpty, own.allSatisfy(\._isFocusRequested) { return nil }
        }
        for index in targets.indices where index >= floor && index != current {
            if Self.focusBindings(of: targets[index]).contains(where: \._isFocusRequested) { return index }
        }
        return nil
    }
}
