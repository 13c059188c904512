/// What a state box read counts for while `node`'s body is evaluated (`isBody`) or while the
/// renderer builds its subtree: when the box changes, the body is evaluated again, or the subtree
/// built again. The graph keeps one stack of them; the innermost decides.
struct ReadScope {
    let node: ViewNode
    let isBody: Bool
}
