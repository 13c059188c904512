/// One step from the root to a view, shared by all views below it, so that a
/// view's path costs one allocation however deep it is.
final class PathNode {
    let parent: PathNode?
    let step: String
    /// The modifiers of the view this step reaches, for environment-like
    /// attributes that ancestors pass down (such as `disabled`).
    let modifiers: [Any]

    init(parent: PathNode?, step: String, modifiers: [Any]) {
        self.parent = parent
        self.step = step
        self.modifiers = modifiers
    }

    /// The steps from the root, joined with dots.
    var path: String {
        var steps: [String] = []
        var node: PathNode? = self
        while let current = node {
            steps.append(current.step)
            node = current.parent
        }
        return steps.reversed().joined(separator: ".")
    }
}
