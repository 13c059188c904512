import Builders
import Foundation
import ScriptSyntax

// Lifecycle and change events; the actions run when live.

extension ModifierEntry {
    static let onAppear = ModifierEntry(name: "onAppear", labels: ["perform"], unlabelled: 1) { call in
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onAppear(perform: action) }
    }

    static let onDisappear = ModifierEntry(name: "onDisappear", labels: ["perform"], unlabelled: 1) { call in
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onDisappear(perform: action) }
    }

    static let onChange = ModifierEntry(name: "onChange", labels: ["of", "initial", "perform"], unlabelled: 1) { call in
        guard let watched = call.arguments.named("of") else { throw call.missing("'of:', as .onChange(of: value) { … }") }
        let initial = try call.named("initial", Convert.bool) ?? false
        let closure = call.arguments.named("perform") ?? call.arguments.unlabelled(0)
        guard let closure, case .closure(let body) = closure.value else { throw call.missing("an action closure") }
        let deprecated = call.arguments.named("perform") != nil || body.parameters.count == 1
        // Live, the action is given the values as the code wrote them.
        let action = try call.evaluator.liveAction(taking: closure)
        func open<V: Equatable>(_ value: V) -> any View {
            if deprecated { return call.modified { $0.onChange(of: value, perform: { action([Value(watched: $0)]) }) } }
            if body.parameters.isEmpty { return call.modified { $0.onChange(of: value, initial: initial) { action([]) } } }
            return call.modified { $0.onChange(of: value, initial: initial) { action([Value(watched: $0), Value(watched: $1)]) } }
        }
        switch try call.value(watched) {
        case .int(let value): return open(value)
        case .double(let value): return open(value)
        case .bool(let value): return open(value)
        case let other where other.isStringLike:
            return open(other.text ?? "")
        case let other:
            // An array, a struct, an enum case (`scenePhase`): compared as the reader compares values.
            return open(try Convert.defined(other, at: watched.location))
        }
    }

    static let onSubmit = ModifierEntry(name: "onSubmit", labels: ["of"], unlabelled: 1) { call in
        let triggers = try call.named("of", Convert.namedMember(["text": SubmitTriggers.text, "search": .search], "triggers such as .text")) ?? .text
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onSubmit(of: triggers, action) }
    }

    static let task = ModifierEntry(name: "task", labels: ["id", "priority"], unlabelled: 1) { call in
        let priority = try call.named("priority", Convert.namedMember([
            "high": TaskPriority.high, "medium": .medium, "low": .low, "userInitiated": .userInitiated,
            "utility": .utility, "background": .background,
        ], "a priority such as .background")) ?? .userInitiated
        // The body runs when live, on the app's thread.
        let work = try call.evaluator.liveTask(call.arguments.unlabelled(0))
        guard let id = call.arguments.named("id") else { return call.modified { $0.task(priority: priority, work) } }
        func open<V: Equatable & Sendable>(_ value: V) -> any View { call.modified { $0.task(id: value, priority: priority, work) } }
        switch try call.value(id) {
        case .int(let value): return open(value)
        case .bool(let value): return open(value)
        case let other:
            guard other.isStringLike, let text = other.text else {
                throw Diagnostic(location: id.location, message: "expected an id (an integer, Boolean or string), found \(other.kindDescription)")
            }
            return open(text)
        }
    }
}

extension Value {
    /// The value of view code an `onChange` watched as the Swift value `watched`.
    init(watched: some Equatable) {
        switch watched {
        case let value as DefinedValue: self = value.source ?? .string(value.description)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as Bool: self = .bool(value)
        case let value as String: self = .string(value)
        default: self = .null
        }
    }
}
