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

extension ViewRuntime {
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
    /// chose (the same control as before, or where the user moved it).
    func agreeWithFocusBindings(_ targets: [FocusTarget], kept: Int) -> Int {
        let keptIdentity = targets.indices.contains(kept) ? FocusIdentity(targets[kept]) : nil
        // No binding drawn and none held: nothing to agree (and no cost for apps without any).
        guard lifecycle.showsFocusBindings || !focusSync.bindings.isEmpty else {
            focusSync.identity = keptIdentity
            focusSync.started = true
            return kept
        }
        var index = kept
        if focusSync.started, keptIdentity == focusSync.identity, let requested = requestedFocus(in: targets, current: kept) {
            index = requested
        }
        let identity = targets.indices.contains(index) ? FocusIdentity(targets[index]) : nil
        if !focusSync.started || identity != focusSync.identity {
            let bindings = targets.indices.contains(index) ? Self.focusBindings(of: targets[index]) : []
            for binding in focusSync.bindings { binding._noteUnfocused() }
            for binding in bindings { binding._noteFocused() }
            focusSync.bindings = bindings
        }
        focusSync.identity = identity
        focusSync.started = true
        return index
    }

    /// The control code asked for by setting a focus binding: none while the focused control's
    /// bindings all name it (or it has none and no other control is asked for).
    private func requestedFocus(in targets: [FocusTarget], current: Int) -> Int? {
        if targets.indices.contains(current) {
            let own = Self.focusBindings(of: targets[current])
            if !own.isEmpty, own.allSatisfy(\._isFocusRequested) { return nil }
        }
        for index in targets.indices where index >= focusFloor && index != current {
            if Self.focusBindings(of: targets[index]).contains(where: \._isFocusRequested) { return index }
        }
        return nil
    }
}
