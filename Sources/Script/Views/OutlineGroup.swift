import Builders
import ScriptSyntax

extension ViewEntry {
    /// `OutlineGroup(items, children: \.children) { item in Text(item.name) }` over an array of the
    /// file's values (or one root value), each Identifiable or identified by `id: \.name`; an
    /// element's children are an array, or nil for a leaf.
    static let outlineGroup = ViewEntry(name: "OutlineGroup", labels: ["id", "children", "content"], unlabelled: 2, build: outlineGroupView)

    /// The most levels an outline the reader builds may have.
    private static let depthLimit = 256

    @Sendable private static func outlineGroupView(_ call: ViewCall) throws -> any View {
        let evaluator = call.evaluator
        guard let dataArgument = call.arguments.unlabelled(0) else { throw call.missing("data, as OutlineGroup(items, children: \\.children) { … }") }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(1), case .closure(let closure) = contentArgument.value else {
            throw call.missing("a content closure, as OutlineGroup(items, children: \\.children) { item in … }")
        }
        guard let childrenArgument = call.arguments.named("children"), case .keyPath(let childrenPath) = try call.value(childrenArgument) else {
            throw call.missing("'children:' as a key path, as OutlineGroup(items, children: \\.children) { … }")
        }
        var idPath: [String]?
        if let id = call.arguments.named("id") {
            guard case .keyPath(let path) = try call.value(id) else {
                throw Diagnostic(location: id.location, message: "expected a key path such as \\.name for 'id:'")
            }
            idPath = path
        }
        let location = dataArgument.location
        let data = try call.value(dataArgument)
        var roots = [data]
        var isForest = false
        if case .array(let elements) = data {
            roots = elements
            isForest = true
        }

        func path(_ names: [String], of value: Value) throws -> Value {
            var current = value
            for name in names { current = try evaluator.member(of: current, name, at: location) ?? .null }
            return current
        }
        func defined(_ element: Value) throws -> DefinedValue {
            if idPath == nil, (try? evaluator.member(of: element, "id", at: location)) == nil {
                throw Diagnostic(location: location, message: "OutlineGroup needs 'id:' (such as \\.name) or Identifiable elements (an 'id' property), found \(element.kindDescription)")
            }
            let id = try Convert.identity(try path(idPath ?? ["id"], of: element), at: location)
            return try Convert.defined(element, id: id, at: location)
        }
        // Every element, depth first, with its children and its view: an explicit stack, so a deep
        // tree never exhausts the reader's.
        var children: [DefinedValue: [DefinedValue]?] = [:]
        var views: [DefinedValue: any View] = [:]
        var sample: (any View)?
        var pending = try roots.reversed().map { (element: $0, defined: try defined($0), depth: 0) }
        let definedRoots = pending.reversed().map(\.defined)
        var count = 0
        while let next = pending.popLast() {
            let (element, value, depth) = (next.element, next.defined, next.depth)
            count += 1
            guard count <= ViewTable.forEachLimit else {
                throw Diagnostic(location: location, message: "an outline of more than \(ViewTable.forEachLimit) elements")
            }
            let view = try evaluator.element(closure, element)
            views[value] = view
            sample = sample ?? view
            switch try path(childrenPath, of: element) {
            case .null:
                children[value] = .some(nil)
            case .array(let elements):
                guard depth < depthLimit else { throw Diagnostic(location: location, message: "an outline more than \(depthLimit) levels deep") }
                let kids = try elements.map { (element: $0, defined: try defined($0), depth: depth + 1) }
                children[value] = .some(kids.map(\.defined))
                pending.append(contentsOf: kids.reversed())
            case let other:
                throw Diagnostic(location: childrenArgument.location, message: "expected an element's children to be an array or nil, found \(other.kindDescription)")
            }
        }
        let fallback = sample ?? (try? evaluator.element(closure, .null)) ?? EmptyView()
        return TypedBuilders.outlineGroup(
            roots: definedRoots, isForest: isForest, children: OutlineChildren(children: children), views: views, sample: fallback)
    }
}

/// The children of each element of an outline the reader built, which the outline's `children`
/// key path reads (a key path of the reader's values goes through a subscript of this table).
/// Made once and never changed; compared by identity.
final class OutlineChildren: Hashable, @unchecked Sendable {
    /// Each element's children; nil for a leaf.
    let children: [DefinedValue: [DefinedValue]?]

    init(children: [DefinedValue: [DefinedValue]?]) {
        self.children = children
    }

    static func == (lhs: OutlineChildren, rhs: OutlineChildren) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DefinedValue {
    /// This element's children in `table`.
    subscript(outlineChildren table: OutlineChildren) -> [DefinedValue]? {
        table.children[self] ?? nil
    }
}

extension TypedBuilders {
    /// `OutlineGroup(roots, children:) { … }` (or of one root) whose content returns the views
    /// made for each element.
    static func outlineGroup(
        roots: [DefinedValue], isForest: Bool, children: OutlineChildren, views: [DefinedValue: any View], sample: any View
    ) -> any View {
        // Elements whose views differ in type (a branch the reader could not type) are erased, never swapped.
        if views.values.contains(where: { type(of: $0) != type(of: sample) }) {
            return outlineGroup(roots: roots, isForest: isForest, children: children, views: views.mapValues(anyView), sample: anyView(sample))
        }
        func open<C: View>(_ sample: C) -> any View {
            let content: (DefinedValue) -> C = { views[$0] as? C ?? sample }
            let path = \DefinedValue.[outlineChildren: children]
            if !isForest, let root = roots.first { return OutlineGroup(root, children: path, content: content) }
            return OutlineGroup(roots, children: path, content: content)
        }
        return open(sample)
    }
}
