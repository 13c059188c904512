import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Button("Save") { … }`, `Button { … } label: { … }`, `Button(action:label:)`, and with a
    /// role or a system image (``buttonWithRole(_:)``).
    static let button = ViewEntry(name: "Button", labels: ["action", "label", "role", "systemImage"], unlabelled: 2) { call in
        if call.arguments.named("role") != nil || call.arguments.named("systemImage") != nil { return try buttonWithRole(call) }
        let action = try call.evaluator.liveAction(buttonAction(call))
        if let label = call.arguments.named("label") {
            // Button { action } label: { … }, or Button(action: …, label: { … })
            return TypedBuilders.button(label: try call.content(label), action: action)
        }
        if call.arguments.named("action") != nil, let trailing = call.arguments.unlabelled(0), case .closure = trailing.value {
            // Button(action: …) { label }; `Button("Save", action: save)` has a title instead.
            return TypedBuilders.button(label: try call.content(trailing), action: action)
        }
        guard let title = try call.title() else { throw call.missing("a title or a label, as Button(\"Save\") { … }") }
        return TypedBuilders.button(label: title, action: action)
    }

    /// `Button("Delete", role: .destructive) {}`, `Button(role: .cancel) {} label: { … }`,
    /// `Button("Delete", systemImage: "trash") {}`.
    private static func buttonWithRole(_ call: ViewCall) throws -> any View {
        let role = try call.named("role") { value, location -> ButtonRole? in
            switch value {
            case .null: return nil
            case .member("destructive"): return .destructive
            case .member("cancel"): return .cancel
            case .member("confirm"): return .confirm
            case .member("close"): return .close
            default: throw Diagnostic(location: location, message: "expected a role such as .destructive or .cancel, found \(value.kindDescription)")
            }
        } ?? nil
        let action = try call.evaluator.liveAction(buttonAction(call))
        if let title = try call.title() {
            if let symbol = try call.named("systemImage", Convert.string) {
                return TypedBuilders.button(label: TypedBuilders.label(title: title, icon: Image(systemName: symbol)), role: role, action: action)
            }
            return TypedBuilders.button(label: title, role: role, action: action)
        }
        guard let label = call.arguments.named("label") ?? call.arguments.unlabelled(1) else {
            throw call.missing("a title or a label, as Button(\"Delete\", role: .destructive) { … }")
        }
        return TypedBuilders.button(label: try call.content(label), role: role, action: action)
    }

    /// A Button's action argument: `action:`, else its trailing closure (the last unlabelled argument).
    private static func buttonAction(_ call: ViewCall) -> Argument? {
        call.arguments.named("action") ?? call.arguments.list.last { $0.label == nil && { if case .closure = $0.value { true } else { false } }($0) }
    }
}

extension TypedBuilders {
    static func button(label: any View, action: @escaping () -> Void = {}) -> any View {
        func open<L: View>(_ label: L) -> any View { Button(action: action, label: { label }) }
        return open(label)
    }

    static func button(label: any View, role: ButtonRole?, action: @escaping () -> Void = {}) -> any View {
        func open<L: View>(_ label: L) -> any View { Button(role: role, action: action, label: { label }) }
        return open(label)
    }
}
