import Builders

/// Evaluates custom views' bodies for a running app, which keeps state per view position
/// and evaluates a body again only when what it read changed (the `Runtime` module).
package protocol BodyResolver: AnyObject {
    /// The body of the custom view `view`, or nil to evaluate it directly.
    func body(ofCustomView view: InspectableView) -> Any?
    /// Gives the `@State` (and other per-position storage) of the custom modifier that is
    /// `modifier`'s value the storage its position keeps, before its body is evaluated: as in
    /// SwiftUI, each application of a modifier has state of its own.
    func keepState(ofModifier modifier: InspectableView)
}

/// Inspects `value` for a running app: custom views' bodies come from `resolver`, and every
/// view records its structural position (``InspectableView/structuralKey``).
package func inspect(_ value: Any, resolver: any BodyResolver) -> InspectableView {
    let context = InspectionContext(strategy: .ownTypes)
    context.resolver = resolver
    return InspectableView.root(of: value, context: context)
}

/// The position of a view in a tree, as SwiftUI identifies views: the path of containers,
/// tuple indices, branches taken, `id(_:)` values and ForEach element ids from the root, with
/// the type of every custom view on the way. Two views at the same position are the same view.
package struct StructuralKey: Hashable {
    package let parts: [AnyHashable]

    package init(parts: [AnyHashable]) {
        self.parts = parts
    }
}

/// Marks in a structural position that are not indices or ids.
enum StructuralMark: Hashable {
    case modifierBody
    case trueBranch
    case falseBranch
    case wrapped
    case custom(ObjectIdentifier)
    case step(String)
    /// A view another view holds outside its children, inspected as a root of its own
    /// (``InspectableView/inspectSibling(_:at:_:)``): the holder's position follows.
    case held(String, Int?)

    static func branch(of value: Any) -> StructuralMark {
        guard let conditional = value as? any ConditionalBranch else { return .wrapped }
        return conditional.isTrueBranch ? .trueBranch : .falseBranch
    }
}

/// An `if`/`else` says which branch it took, so that the two branches are different positions.
protocol ConditionalBranch {
    var isTrueBranch: Bool { get }
}

extension _ConditionalContent: ConditionalBranch {
    var isTrueBranch: Bool {
        if case .trueContent = storage { return true }
        return false
    }
}

extension InspectableView {
    /// The view's position from the root (meaningful in inspections made by `inspect(_:resolver:)`),
    /// and the position of the nearest custom view containing it (nil at the top).
    package var structuralKeys: (own: StructuralKey, parent: StructuralKey?) {
        // A running app meets the same steps again in later frames.
        if let keys = pathNode.structuralKeys { return keys }
        let keys = computedStructuralKeys
        pathNode.structuralKeys = keys
        return keys
    }

    /// The identity of the step that reached this view: a view met again
    /// through the same step is the same view of the same value.
    package var stepIdentity: ObjectIdentifier { ObjectIdentifier(pathNode) }

    private var computedStructuralKeys: (own: StructuralKey, parent: StructuralKey?) {
        var chain: [PathNode] = []
        var node: PathNode? = pathNode
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        var parts: [AnyHashable] = []
        var parentLength: Int?
        for (position, step) in chain.reversed().enumerated() {
            if let name = step.stepName { parts.append(AnyHashable(StructuralMark.step(name))) }
            if let trail = step.trail {
                parts.append(contentsOf: trail)
            } else if let index = step.index {
                parts.append(AnyHashable(index))
            }
            if step.kind == .custom {
                if position < chain.count - 1 { parentLength = parts.count + 1 }
                parts.append(AnyHashable(StructuralMark.custom(ObjectIdentifier(step.type))))
            }
        }
        // Without a custom view above it in its own inspection, a held view's parent is its holder's.
        return (StructuralKey(parts: parts), parentLength.map { StructuralKey(parts: Array(parts.prefix($0))) } ?? chain.last?.heldBy)
    }

    /// The modifiers on the way from the root to this view, included, in the order their
    /// effects apply: outer views first, and on one view the outermost modifier first.
    package var modifiersFromRoot: [Any] {
        var groups: [[Any]] = []
        var node: PathNode? = pathNode
        while let current = node {
            groups.append(current.modifiers)
            node = current.parent
        }
        return groups.reversed().flatMap { $0.reversed() }
    }
}

extension InspectableView {
    /// The root this view was reached from: a presentation's content is
    /// inspected as a root of its own, so a running app tells its controls from the screen's.
    package var rootIdentity: ObjectIdentifier {
        var node = pathNode
        while let parent = node.parent { node = parent }
        return ObjectIdentifier(node)
    }

    /// The root of the screen or presentation the view is drawn on: a presentation's content is
    /// on its own, while a view another view holds and draws with it (a toolbar item, a bar item,
    /// a search field) is on its holder's, though inspected as a root of its own.
    package var presentationRootIdentity: ObjectIdentifier {
        var node = pathNode
        while let parent = node.parent { node = parent }
        return node.drawnOn ?? ObjectIdentifier(node)
    }
}

extension InspectableView {
    /// The view's index in its parent's content (nil for an only child), and its parent's kind and
    /// modifiers: the first two steps of ``ancestry``, without making the others.
    package var placeInParent: (index: Int?, parentKind: ViewKind?, parentModifiers: [Any]) {
        (pathNode.index, pathNode.parent?.kind, pathNode.parent?.modifiers ?? [])
    }

    /// The steps from this view up to the root (for deleting rows): each step's kind, its
    /// index in its parent's content (nil for an only child) and the modifiers of the view it reaches.
    package var ancestry: [(kind: ViewKind, index: Int?, modifiers: [Any])] {
        var steps: [(kind: ViewKind, index: Int?, modifiers: [Any])] = []
        var node: PathNode? = pathNode
        while let current = node {
            steps.append((current.kind, current.index, current.modifiers))
            node = current.parent
        }
        return steps
    }
}
