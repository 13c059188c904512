/// A view of this package whose children a closure makes rather than a stored property holds (a
/// geometry reader's content, made from a proxy): its content, read by a cast whatever the
/// reading strategy, as no label path leads to a view a closure makes.
protocol ComputedContent {
    /// The views inside, before flattening.
    var computedContent: Any { get }
}
