/// A view of this package that holds a view it makes rather than stores (the view an image
/// loaded from a URL shows for a phase): its supplementary views, each with the step that reaches it, read by a
/// cast whatever the reading strategy (no label path leads to a view a closure makes).
protocol ComputedSupplementaryViews {
    /// The views, each with its step, in the order searches visit them.
    var computedSupplementaryViews: [(step: String, content: Any)] { get }
}
