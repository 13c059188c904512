import Builders
import ScriptSyntax

// Interaction: disabling, tap gestures, hit testing.

extension ModifierEntry {
    static let disabled = ModifierEntry(name: "disabled", unlabelled: 1) { call in
        let disabled = try call.first(Convert.bool)
        return call.modified { $0.disabled(disabled) }
    }

    static let onTapGesture = ModifierEntry(name: "onTapGesture", labels: ["count", "perform"], unlabelled: 1) { call in
        let count = try call.named("count") { value, location -> Int in
            guard case .int(let count) = value else { throw Diagnostic(location: location, message: "expected a tap count") }
            return count
        } ?? 1
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onTapGesture(count: count, perform: action) }
    }

    static let allowsHitTesting = ModifierEntry(name: "allowsHitTesting", unlabelled: 1) { call in
        let enabled = try call.first(Convert.bool)
        return call.modified { $0.allowsHitTesting(enabled) }
    }

    /// `.flipsForRightToLeftLayoutDirection(true)`.
    static let flipsForRightToLeftLayoutDirection = ModifierEntry(name: "flipsForRightToLeftLayoutDirection", unlabelled: 1) { call in
        let enabled = try call.first(Convert.bool)
        return call.modified { $0.flipsForRightToLeftLayoutDirection(enabled) }
    }
}
