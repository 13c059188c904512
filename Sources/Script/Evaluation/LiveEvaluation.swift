/// What an evaluation that runs live (`inspect run`) carries and a static reading does not: the
/// session that collects the errors met while running, the state of the view whose body is
/// being evaluated, and, while the live root is evaluated, how many objects it has made. An
/// ``Evaluator`` that reads a tree has none (its ``Evaluator/liveEvaluation`` is nil); one that
/// runs live saves and restores it whole around each body it evaluates.
struct LiveEvaluation {
    /// The session of the run: the errors met, the objects the root keeps, the reads that
    /// re-evaluate views.
    let session: LiveSession
    /// The state of the view struct whose body is being evaluated.
    var positionState: PositionState?
    /// While the live root is evaluated, how many objects it has made so far
    /// (``Evaluator/keepingRootObject(of:_:)``); nil elsewhere.
    var rootOrdinal: Int?
}
