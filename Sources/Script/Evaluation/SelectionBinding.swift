import Builders
import Foundation
import ScriptSyntax

/// How values of one Swift type cross between view code and the tree: what a list's selection,
/// a navigation stack's path or a presented item holds. A type the files declare crosses as a
/// ``DefinedValue``.
struct ValueBridge<S: Hashable> {
    /// The Swift value of a value of view code, or nil when it is not one.
    let read: (Value) -> S?
    /// The value of view code a Swift value stands for.
    let write: (S) -> Value
}

/// Builds something generic over a selection's Swift type, once that type is known
/// (``Evaluator/withBridge(named:_:)``).
protocol BridgedBuilder {
    /// The result, built with `bridge`.
    func build<S: Hashable>(_ bridge: ValueBridge<S>) throws -> any View
}

/// Whether a selection binding holds a set, an optional or exactly one value: the three forms
/// of a list's `selection:`.
enum SelectionForm {
    case set, optional, required
}

extension Evaluator {
    /// The type written for the property a `$name` (or `$model.name`) argument projects:
    /// `@State private var selection: Set<UUID> = []` gives `Set<UUID>`; nil for anything else.
    func writtenType(of argument: Argument) -> TypeRef? {
        projectedProperty(of: argument)?.type
    }

    /// The property a `$name` (or `$model.name`) argument projects, or nil for anything else.
    func projectedProperty(of argument: Argument) -> PropertyDecl? {
        property(readBy: argument.value, projected: true)
    }

    /// The property `expression` reads: `$name`, `$model.name` when `projected`, else `name`,
    /// `model.name`, `self.name`; nil for anything else.
    func property(readBy expression: Expr, projected: Bool) -> PropertyDecl? {
        var links: [ChainLink] = []
        var base = expression
        if case .chain(let inner, let chain) = base {
            guard chain.allSatisfy({ $0.kind == .property }) else { return nil }
            base = inner
            links = chain
        }
        guard case .identifier(var name, let location) = base, name.hasPrefix("$") == projected else { return nil }
        if projected { name.removeFirst() }
        guard !name.isEmpty else { return nil }
        if name == "self", !links.isEmpty { // `self.name` reads `name` of self
            name = links.removeFirst().name
        }
        var names = [name] + links.map(\.name)
        var owner: Value? = scope.lookup("self")
        if !links.isEmpty {
            // `$model.name`: the type of `model`'s value declares `name`.
            guard let value = try? identifier(names[0], at: location) else { return nil }
            owner = value
            names.removeFirst()
            for link in names.dropLast() {
                guard let current = owner, let next = try? member(of: current, link, at: location) else { return nil }
                owner = next
            }
        }
        guard let owner, let type = declaredType(of: owner), let last = names.last else { return nil }
        return module.property(last, of: type)
    }

    /// The form and element type of a selection binding: from the property's written type, else
    /// from its value (a `$` projection holds exactly one value; `.constant(v)` is read as the
    /// compiler picks it: an array as a set, another value as an optional).
    func selectionShape(_ argument: Argument, value: Value) throws -> (form: SelectionForm, element: String) {
        if let written = writtenType(of: argument) {
            switch written {
            case .named("Set", let arguments) where arguments.count == 1: return (.set, arguments[0].name)
            case .optional(let wrapped): return (.optional, wrapped.name)
            default: return (.required, written.name)
            }
        }
        let projected: Bool = if case .identifier(let name, _) = argument.value, name.hasPrefix("$") { true } else { false }
        switch value {
        case .array(let elements):
            guard let first = elements.first else { throw unknownElement(argument) }
            return (.set, Standard.typeName(of: first) ?? "Defined")
        case .null:
            throw unknownElement(argument)
        default:
            return (projected ? .required : .optional, Standard.typeName(of: value) ?? "Defined")
        }
    }

    private func unknownElement(_ argument: Argument) -> Diagnostic {
        Diagnostic(location: argument.location, message: "the selection's type is not known: declare the property with its type, as @State private var selection: Set<Int> = []")
    }

    /// `builder` built with the bridge of the Swift type named `name`: Int, String, Bool, Double,
    /// UUID and Date as themselves, any other type as a ``DefinedValue``.
    func withBridge(named name: String, _ builder: some BridgedBuilder, at location: SourceLocation) throws -> any View {
        switch resolvedTypeName(name) {
        case "Int": return try builder.build(ValueBridge<Int>(read: { if case .int(let n) = $0 { n } else { nil } }, write: { .int($0) }))
        case "String": return try builder.build(ValueBridge<String>(read: { $0.isStringLike ? $0.text : nil }, write: { .string($0) }))
        case "Bool": return try builder.build(ValueBridge<Bool>(read: { if case .bool(let b) = $0 { b } else { nil } }, write: { .bool($0) }))
        case "Double", "CGFloat": return try builder.build(ValueBridge<Double>(read: { if case .double(let d) = $0 { d } else { nil } }, write: { .double($0) }))
        case "UUID": return try builder.build(ValueBridge<UUID>(read: { if case .uuid(let u) = $0 { u } else { nil } }, write: { .uuid($0) }))
        case "Date": return try builder.build(ValueBridge<Date>(read: { if case .date(let d) = $0 { d } else { nil } }, write: { .date($0) }))
        default:
            return try builder.build(ValueBridge<DefinedValue>(read: { self.definedValue($0, at: location) }, write: { $0.source ?? .null }))
        }
    }

    /// `Item.ID`, the type of the `id` of a type the files declare (written, or that of its
    /// initial value: `let id = UUID()`), by name; any other name as it is.
    func resolvedTypeName(_ name: String) -> String {
        guard name.hasSuffix(".ID"), let type = module.types[String(name.dropLast(3))], let id = module.property("id", of: type) else { return name }
        if let written = id.type { return written.name == "Self" ? type.name : written.name }
        switch id.initial {
        case .call(let call)?:
            if case .identifier(let callee, _) = call.callee, callee == "UUID" || callee == "String" || callee == "Int" { return callee }
        case .integer?: return "Int"
        case .string?: return "String"
        default: break
        }
        return name
    }

    /// `value` as a ``DefinedValue`` identified by its `id` property when it has one; nil for nil.
    func definedValue(_ value: Value, at location: SourceLocation) -> DefinedValue? {
        guard !value.isNull else { return nil }
        let idValue = (try? member(of: value, "id", at: location)) ?? nil
        let id = idValue.flatMap { try? Convert.identity($0, at: location) }
        return try? Convert.defined(value, id: id, at: location)
    }

    /// A binding of the selection `argument` holds, read through `bridge`: live when the file runs,
    /// else a constant of its value.
    func bridgedBinding<S: Hashable>(_ argument: Argument, _ bridge: ValueBridge<S>, fallback: S) throws -> Binding<S> {
        try liveBinding(argument, as: bridge.read, fallback: fallback, bridge.write)
    }

    /// A binding of an optional value through `bridge` (nil for `nil`).
    func bridgedOptional<S: Hashable>(_ argument: Argument, _ bridge: ValueBridge<S>, current: Value) throws -> Binding<S?> {
        try liveBinding(argument, as: { value in Optional(bridge.read(value)) }, fallback: bridge.read(current)) { $0.map(bridge.write) ?? .null }
    }

    /// A binding of a set of values through `bridge` (an array in view code).
    func bridgedSet<S: Hashable>(_ argument: Argument, _ bridge: ValueBridge<S>, current: Value) throws -> Binding<Set<S>> {
        func read(_ value: Value) -> Set<S>? {
            guard case .array(let elements) = value else { return nil }
            return Set(elements.compactMap(bridge.read))
        }
        return try liveBinding(argument, as: read, fallback: read(current) ?? []) { .array($0.map(bridge.write)) }
    }
}

extension Evaluator {
    /// The action a modifier runs with values (`onDelete`'s offsets) when live: the value of
    /// `argument` (a closure, a method) called with the values `arguments` makes; errors go to
    /// the session. Nothing when not live.
    func liveAction<T>(_ argument: Argument?, arguments: @escaping (T) -> [ArgumentValue]) throws -> (T) -> Void {
        guard let session = live, let argument else { return { _ in } }
        let value = try evaluate(argument.value)
        return { [self] input in
            let saved = (scope, depth, liveEvaluation)
            defer { (scope, depth, liveEvaluation) = saved }
            do {
                switch value {
                case .closure(let closure, let captured): _ = try callClosure(closure, captured, arguments(input), at: argument.location)
                case .function(let function): _ = try function.call(arguments(input), argument.location)
                default: throw Diagnostic(location: argument.location, message: "cannot call \(value.kindDescription)")
                }
            } catch {
                session.report(error)
            }
        }
    }
}
