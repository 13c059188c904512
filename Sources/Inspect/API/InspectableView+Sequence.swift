/// A view's children as a sequence, as ViewInspector's containers are:
/// `for row in try sut.inspect().vStack() { … }`, `vStack.map { try $0.text().string() }`.
extension InspectableView: Sequence {
    /// The children, in order (none when they cannot be read: ``children()`` says why).
    public func makeIterator() -> IndexingIterator<[InspectableView]> {
        ((try? children()) ?? []).makeIterator()
    }

    /// How many children the view has, as ``children()`` counts them (0 when they cannot be read).
    public var count: Int {
        (try? children().count) ?? 0
    }

    /// How many children the view has, as ``count``: a sequence of views knows its length.
    public var underestimatedCount: Int { count }
}
