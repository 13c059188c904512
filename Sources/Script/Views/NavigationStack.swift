import Builders
import ScriptSyntax

extension ViewEntry {
    /// `NavigationStack { … }` and `NavigationStack(path: $path) { … }`.
    static let navigationStack = ViewEntry(name: "NavigationStack", labels: ["path", "root"], unlabelled: 1) { call in
        guard let argument = call.arguments.named("path") else { return TypedBuilders.navigationStack(try call.content("root")) }
        return try stackWithPath(argument, call: call)
    }

    /// `NavigationStack(path: $path) { … }`: a `NavigationPath`, or an array of values of one
    /// type (the property's written type, else its first element's).
    private static func stackWithPath(_ argument: Argument, call: ViewCall) throws -> any View {
        let root = try call.content("root")
        let value = try Convert.binding(try call.value(argument), at: argument.location)
        if case .swiftValue(let held) = value, let path = held as? NavigationPath {
            let binding = try call.evaluator.liveBinding(argument, as: { value -> NavigationPath? in
                if case .swiftValue(let held) = value { return held as? NavigationPath }
                return nil
            }, fallback: path) { .swiftValue($0) }
            func open<C: View>(_ root: C) -> any View { NavigationStack(path: binding) { root } }
            return open(root)
        }
        guard case .array(let elements) = value else {
            throw Diagnostic(location: argument.location, message: "expected a path (an array or a NavigationPath), found \(value.kindDescription)")
        }
        let element: String
        if let written = call.evaluator.writtenType(of: argument), case .array(let type) = written {
            element = type.name
        } else if let first = elements.first {
            element = Standard.typeName(of: first) ?? "Defined"
        } else {
            throw Diagnostic(location: argument.location, message: "the path's element type is not known: declare the property with its type, as @State private var path: [Int] = []")
        }
        let builder = NavigationPathBuilder(root: root, argument: argument, value: value, evaluator: call.evaluator)
        return try call.evaluator.withBridge(named: element, builder, at: argument.location)
    }
}

extension TypedBuilders {
    static func navigationStack(_ root: any View) -> any View {
        func open<C: View>(_ root: C) -> any View { NavigationStack { root } }
        return open(root)
    }
}

/// `NavigationStack(path:)` over an array of values of one type.
struct NavigationPathBuilder: BridgedBuilder {
    let root: any View
    let argument: Argument
    let value: Value
    let evaluator: Evaluator

    func build<S: Hashable>(_ bridge: ValueBridge<S>) throws -> any View {
        func read(_ value: Value) -> [S]? {
            guard case .array(let elements) = value else { return nil }
            return elements.compactMap(bridge.read)
        }
        let path = try evaluator.liveBinding(argument, as: read, fallback: read(value) ?? []) { .array($0.map(bridge.write)) }
        func open<C: View>(_ root: C) -> any View { NavigationStack(path: path) { root } }
        return open(root)
    }
}
