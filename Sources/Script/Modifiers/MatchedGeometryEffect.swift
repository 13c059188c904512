import Builders
import ScriptSyntax

// Matched geometry: the view matched by an id in a namespace (`@Namespace`), recorded for the
// inspector; nothing moves in a terminal.

extension ModifierEntry {
    /// `.matchedGeometryEffect(id: "title", in: namespace)`, with `properties:`, `anchor:` and `isSource:`.
    static let matchedGeometryEffect = ModifierEntry(
        name: "matchedGeometryEffect", labels: ["id", "in", "properties", "anchor", "isSource"]
    ) { call in
        guard let idArgument = call.arguments.named("id") else { throw call.missing("'id:'") }
        guard let namespaceArgument = call.arguments.named("in") else { throw call.missing("'in:', a @Namespace") }
        guard case .opaque("namespace") = try call.value(namespaceArgument) else {
            throw Diagnostic(location: namespaceArgument.location, message: "expected a @Namespace property, found \(try call.value(namespaceArgument).kindDescription)")
        }
        // The reader's namespace has no identity of its own: each reading makes one.
        let namespace = Namespace().wrappedValue
        let properties = try call.named("properties", Convert.member([
            "position": MatchedGeometryProperties.position, "size": .size, "frame": .frame,
        ], "properties such as .frame")) ?? .frame
        let anchor = try call.named("anchor", Convert.unitPoint) ?? .center
        let isSource = try call.named("isSource", Convert.bool) ?? true
        func open<ID: Hashable>(_ id: ID) -> any View {
            call.modified { $0.matchedGeometryEffect(id: id, in: namespace, properties: properties, anchor: anchor, isSource: isSource) }
        }
        switch try call.value(idArgument) {
        case .int(let value): return open(value)
        case .bool(let value): return open(value)
        case let other where other.isStringLike: return open(other.text ?? "")
        case let other: return open(try Convert.defined(other, at: idArgument.location))
        }
    }
}
