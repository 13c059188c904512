import Builders
import Inspect
import Observation
import Render

// Incremental frames: the versions the renderer's layout cache compares. A custom
// view's subtree is laid out again only when its version changed: a body on its path or below it
// was evaluated again, or something read while building it (a binding a control reads, a model)
// changed. What the renderer reads while building a subtree counts as read by its custom view.
// The views a frame meets without building them are handed over when it ends (``ViewGraph/endFrame(met:releasing:)``).
extension ViewGraph: SubtreeVersions {
    func subtreeVersion(of view: InspectableView) -> SubtreeVersion? {
        guard let (node, hasParent) = node(at: view), node.isEvaluated, !node.isDirty else { return nil }
        // The parent is linked when the view's body is resolved (a position with a parent has one).
        let parent = node.parent
        guard hasParent == (parent != nil) else { return nil }
        updatePath(of: node, parent: parent)
        return version(of: node)
    }

    func building<T>(_ view: InspectableView, keepingReads: Bool, _ build: () throws -> T) throws -> (T, SubtreeVersion?) {
        let node = node(at: view)?.node ?? makeNode(key: view.structuralKeys.own, value: view.erasedValue)
        if keepingReads {
            // Its body is not resolved again (what marks it as met), and what
            // listing its views read is still what they were listed from.
            markSeen(node, alone: true)
        } else {
            forgetRenderReads(of: node)
        }
        readers.append(ReadScope(node: node, isBody: false))
        defer { readers.removeLast() }
        let id = ObjectIdentifier(node)
        let invalidations = invalidations
        // Boxes that ask for the current tracker report their reads to this graph.
        let result = CurrentStateTracker.$current.withValue(currentTracker) {
            withObservationTracking {
                Result { try build() }
            } onChange: {
                invalidations.invalidateLayout(id)
            }
        }
        let built = try result.get()
        guard node.isEvaluated, !node.isDirty else { return (built, nil) }
        return (built, version(of: node))
    }

    private func version(of node: ViewNode) -> SubtreeVersion {
        SubtreeVersion(key: node.key, path: node.pathVersion, content: node.contentVersion, handle: node, body: node.childGeneration)
    }
}
