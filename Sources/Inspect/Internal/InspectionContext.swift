import Builders

/// The state one inspection shares between its views: the per-type cache and the
/// reader, whose strategy is chosen once, here.
final class InspectionContext {
    let types: TypeCache
    let reader: NodeReader

    init(strategy: NodeReader.Strategy) {
        types = TypeCache()
        reader = NodeReader(strategy: strategy, types: types)
    }

    /// The views inside a container, before flattening: a stack's content, a
    /// group's content, a button's label, a custom view's body, a ForEach's
    /// elements (with their implicit tags).
    func content(of view: InspectableView) throws -> [Seed] {
        let value = view.value
        switch view.kind {
        case .forEach:
            guard let forEach = value as? any ForEachElements else {
                throw InspectionError.notSupported(
                    "expanding \(types.fullName(of: type(of: value))): its content closure can be called only on the package's own ForEach",
                    path: view.pathToRoot)
            }
            return forEach.inspectionElements().map { Seed(value: $0.view, implicitTag: $0.tag) }
        case .custom:
            guard let body = CustomBody.body(of: value) else { return [] }
            return [Seed(value: body)]
        case .tupleView:
            return [Seed(value: value)]
        default:
            guard let path = KnownTypes.contentPath(of: view.kind) else { return [] }
            guard let inner = reader.content(of: value, kind: view.kind) else {
                throw InspectionError.attributeNotFound(path, in: types.fullName(of: type(of: value)), path: view.pathToRoot)
            }
            return [Seed(value: inner)]
        }
    }

    /// Flattens `seed` into the views it holds: tuples expanded, wrappers
    /// looked through, modifiers and ids kept with the view inside them.
    /// Walks with an explicit stack, so a chain of any depth is safe.
    func flatten(_ seed: Seed, into views: inout [Seed]) {
        var stack = [seed]
        while var item = stack.popLast() {
            if let (modifiers, content) = reader.peeledChain(of: item.value) {
                item.outerModifiers.append(contentsOf: modifiers)
                item.value = content
                stack.append(item)
                continue
            }
            switch reader.piece(of: item.value) {
            case .list(let children):
                for child in children.reversed() {
                    var next = item
                    next.value = child
                    stack.append(next)
                }
            case .modified(let content, let modifier):
                if let body = CustomBody.body(of: modifier, content: content) {
                    item.outerModifiers.append(modifier)
                    item.value = body
                } else {
                    item.outerModifiers.append(modifier)
                    item.value = content
                }
                stack.append(item)
            case .wrapper(let child):
                if let child {
                    item.value = child
                    stack.append(item)
                } else {
                    // An absent view keeps its slot, so that its siblings keep their indices.
                    item.kind = .absent
                    views.append(item)
                }
            case .identified(let content, let id):
                item.outerIDs.append(id)
                item.value = content
                stack.append(item)
            case .view(let kind):
                item.kind = kind
                views.append(item)
            }
        }
    }
}

/// A value on its way to becoming an ``InspectableView``.
struct Seed {
    var value: Any
    var kind: ViewKind = .unknown
    /// Modifiers met while peeling, outermost first.
    var outerModifiers: [Any] = []
    /// Ids met while peeling, outermost first.
    var outerIDs: [AnyHashable] = []
    /// The tag a ForEach gives its element.
    var implicitTag: AnyHashable?
}
