import Builders
import ScriptSyntax

extension ViewEntry {
    /// `TabView(selection: $tab) { … }` or `TabView { … }`.
    static let tabView = ViewEntry(name: "TabView", labels: ["selection", "content"], unlabelled: 1) { call in
        let content = try call.content()
        guard let argument = call.arguments.named("selection") else {
            return TypedBuilders.tabView(content, selection: Binding<Int>?.none)
        }
        let selection = try Convert.binding(try call.value(argument), at: argument.location)
        let location = argument.location
        // A `$tab` writes through when live; a constant otherwise.
        func bound<S: Hashable>(_ value: S, _ read: @escaping (Value) -> S?, _ write: @escaping (S) -> Value) throws -> any View {
            TypedBuilders.tabView(content, selection: try call.evaluator.liveBinding(argument, as: read, fallback: value, write))
        }
        switch try Convert.tagValue(selection, at: location).base {
        case let value as Int: return try bound(value, { if case .int(let n) = $0 { n } else { nil } }, { .int($0) })
        case let value as Bool: return try bound(value, { if case .bool(let b) = $0 { b } else { nil } }, { .bool($0) })
        case let value as Double: return try bound(value, { if case .double(let d) = $0 { d } else { nil } }, { .double($0) })
        case let value as String: return try bound(value, { $0.isStringLike ? $0.text : nil }, { .string($0) })
        case let value as DefinedValue: return try bound(value, { try? Convert.defined($0, at: location) }, { $0.source ?? .null })
        case let value as any Hashable:
            func open<H: Hashable>(_ value: H) -> any View { TypedBuilders.tabView(content, selection: Binding.constant(value)) }
            return open(value)
        default: throw Diagnostic(location: argument.location, message: "expected a selection of integers, strings, numbers or Booleans")
        }
    }
}

extension TypedBuilders {
    static func tabView<S: Hashable>(_ content: any View, selection: Binding<S>?) -> any View {
        func open<C: View>(_ content: C) -> any View {
            TabView<S, C>.make(selection: selection, content: content)
        }
        return open(content)
    }
}
