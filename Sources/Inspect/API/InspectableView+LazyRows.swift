import Builders

// Lazy rows: a renderer reads a ForEach's elements one at a time, so that a lazy container (a
// list, a lazy vertical stack, a vertical scroll view) makes only the rows it shows. The tree is
// not lazy: `children()`, `viewList()` and every search still see every element.
extension InspectableView {
    /// How many elements this ForEach has, read without making their views; nil when this is no
    /// ForEach of this package (a replica's content closure cannot be called).
    package var elementCount: Int? {
        guard kind == .forEach else { return nil }
        return (value as? any IndexedForEach)?.inspectionCount
    }

    /// The views the element at `offset` of this ForEach makes, as ``children()`` gives them
    /// (the same implicit tags and positions: an element of one view is the child at `offset`),
    /// with the ForEach's own modifiers applied after theirs, as ``viewList()`` applies them.
    package func elementViews(at offset: Int) throws -> [InspectableView] {
        guard let forEach = value as? any IndexedForEach, kind == .forEach else {
            throw InspectionError.typeMismatch(expected: "ForEach", found: fullTypeName, path: place)
        }
        guard offset >= 0, offset < forEach.inspectionCount else {
            throw InspectionError.indexOutOfRange(index: offset, count: forEach.inspectionCount, path: place)
        }
        let element = forEach.inspectionElement(at: offset)
        var seed = Seed(value: element.view, implicitTag: element.tag)
        if context.resolver != nil { seed.trail = [element.tag] }
        var seeds: [Seed] = []
        context.flatten(seed, into: &seeds, parent: pathNode)
        return seeds.map { seed in
            let view = InspectableView(seed: seed, index: offset, parent: pathNode, context: context)
            return modifierValues.isEmpty ? view : view.inheriting(modifierValues)
        }
    }
}
