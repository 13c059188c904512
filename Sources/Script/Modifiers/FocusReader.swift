import Builders
import ScriptSyntax

// MARK: `.focused($isFocused)` and `.focused($field, equals: .name)` read from
// view code, over a `@FocusState` property of the view (a `Bool`, or an optional of an enum of the
// file, an Int, a String…). The modifier is the one compiled code builds, `FocusBindingModifier`
// of the property's type. When the file runs live, the binding's box is the property's cell's
// (``FocusLink``): the runtime moving the focus writes the property, and an action writing the
// property (`field = .email`) moves the focus, as in a compiled app.

extension ModifierEntry {
    /// `.focused(_:)` and `.focused(_:equals:)`.
    static let focused = ModifierEntry(name: "focused", labels: ["equals"], unlabelled: 1) { call in
        let argument = try call.first(needing: "a focus state, as .focused($isFocused)")
        let evaluator = call.evaluator
        let value = try call.value(argument)
        let property = evaluator.projectedProperty(of: argument)
        guard let property, property.wrapper?.name == "FocusState", case .binding(let cell) = value, let type = property.type else {
            let found = property.map { "the binding of \($0.wrapper.map { "@\($0.name) " } ?? "")'\($0.name)'" } ?? value.kindDescription
            throw Diagnostic(location: argument.location, message: "expected the binding of a @FocusState property, as .focused($isFocused), found \(found)")
        }
        guard let equals = call.arguments.named("equals") else {
            guard case .named("Bool", _) = type else {
                throw Diagnostic(location: argument.location, message: ".focused(_:) takes a Bool focus state; '\(property.name)' is \(type.written): write .focused($\(property.name), equals: …)")
            }
            let binding = FocusReader.binding(cell, current: (try? Convert.bool(cell.value, at: argument.location)) ?? false, empty: false, live: evaluator.live != nil) { Value.bool($0) }
            return call.modified { $0.focused(binding) }
        }
        let valueType: TypeRef = if case .optional(let wrapped) = type { wrapped } else { type }
        let prototype = try evaluator.coerce(try call.value(equals), to: valueType, at: equals.location)
        switch type {
        case .optional(let wrapped):
            let builder = FocusBuilder(call: call, cell: cell, prototype: prototype, at: equals.location)
            return try evaluator.withBridge(named: wrapped.name, builder, at: equals.location)
        case .named("Bool", _):
            let flag = try Convert.bool(prototype, at: equals.location)
            let binding = FocusReader.binding(cell, current: (try? Convert.bool(cell.value, at: argument.location)) ?? false, empty: false, live: evaluator.live != nil) { Value.bool($0) }
            return call.modified { $0.focused(binding, equals: flag) }
        default:
            throw Diagnostic(location: argument.location, message: "a @FocusState property is a Bool or an optional, as @FocusState private var field: Field?; '\(property.name)' is \(type.written)")
        }
    }
}

/// The focus state bindings `.focused` builds.
enum FocusReader {
    /// The focus state binding over `cell`: its box a ``FocusLink``'s when `live`, else a box of its own
    /// holding `current` (as a compiled view's outside a running app).
    static func binding<V: Hashable>(_ cell: Cell, current: V, empty: V, live: Bool, write: @escaping (V) -> Value) -> FocusState<V>.Binding {
        guard live else { return FocusState<V>.Binding(location: StoredLocation(current), empty: empty) }
        if let link = cell.focusLink as? FocusLink<V> {
            link.location.value = current
            return FocusState<V>.Binding(location: link.location, empty: empty)
        }
        let link = FocusLink(cell: cell, current: current, write: write)
        cell.focusLink = link
        return FocusState<V>.Binding(location: link.location, empty: empty)
    }
}

/// `.focused($field, equals: value)` over an optional of the Swift type the bridge crosses to.
private struct FocusBuilder: BridgedBuilder {
    let call: ModifierCall
    let cell: Cell
    let prototype: Value
    let at: SourceLocation

    func build<S: Hashable>(_ bridge: ValueBridge<S>) throws -> any View {
        guard let value = bridge.read(prototype) else {
            throw Diagnostic(location: at, message: "expected a value of the focus state's type for 'equals:', found \(prototype.kindDescription)")
        }
        let binding = FocusReader.binding(cell, current: bridge.read(cell.value), empty: nil, live: call.evaluator.live != nil) { $0.map(bridge.write) ?? .null }
        return call.modified { $0.focused(binding, equals: Optional(value)) }
    }
}

/// The box of a `@FocusState` property of a file run live: the running app's focus bindings read
/// and write it, and each write goes to the property's cell (so the views reading the property
/// are evaluated again). The cell keeps the link; the link holds the cell weakly.
final class FocusLink<V: Hashable>: StateTracker {
    /// The box the bindings hold.
    let location: StoredLocation<V>
    private weak var cell: Cell?
    private let write: (V) -> Value

    init(cell: Cell, current: V, write: @escaping (V) -> Value) {
        location = StoredLocation(current)
        self.cell = cell
        self.write = write
        location.tracker = self
    }

    func stateDidRead(_ location: AnyObject) {}

    func stateDidChange(_ location: AnyObject) {
        cell?.value = write(self.location.value)
    }
}
