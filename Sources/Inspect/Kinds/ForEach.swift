import Builders

extension KindDescriptor {
    /// ForEach: its elements' views join the list of its container, each with its implicit tag;
    /// the walk reads them through ``ForEachElements`` (Mirror cannot call its content closure).
    static let forEach = KindDescriptor(kind: .forEach, typeNames: ["ForEach"], listRole: .sublist)
}

extension InspectableView {
    /// The ForEach at `index`.
    public func forEach(_ index: Int? = nil) throws -> InspectableView { try child(.forEach, index) }
}

/// A ForEach hands over its elements' views with their implicit tags: the
/// element's id, or its offset for a constant range. Mirror cannot call the
/// content closure, so both paths use this.
protocol ForEachElements {
    func inspectionElements() -> [(tag: AnyHashable, view: Any)]
}

extension ForEach: ForEachElements where Content: View {
    func inspectionElements() -> [(tag: AnyHashable, view: Any)] {
        // Indices rather than `enumerated()`: its (offset, element) pairs make the runtime look up
        // a tuple's metadata for every element, as this generic code is not specialised.
        var elements: [(tag: AnyHashable, view: Any)] = []
        elements.reserveCapacity(data.count)
        var offset = 0
        var index = data.startIndex
        while index != data.endIndex {
            let element = data[index]
            switch idGenerator {
            case .keyPath(let keyPath): elements.append((AnyHashable(element[keyPath: keyPath]), content(element)))
            case .offset: elements.append((AnyHashable(offset), content(element)))
            }
            offset += 1
            data.formIndex(after: &index)
        }
        return elements
    }
}

/// A ForEach of this package read one element at a time, by offset, without making the other
/// elements' views (for lazy rows): a `RandomAccessCollection` gives its count and any
/// element in constant time, so a lazy container asks only for the rows it shows.
protocol IndexedForEach {
    /// How many elements the data holds.
    var inspectionCount: Int { get }
    /// The element at `offset` (in `0..<inspectionCount`): its implicit tag (its id, or its offset
    /// for a constant range) and its view, as ``ForEachElements/inspectionElements()`` gives them.
    func inspectionElement(at offset: Int) -> (tag: AnyHashable, view: Any)
}

extension ForEach: IndexedForEach where Content: View {
    var inspectionCount: Int { data.count }

    func inspectionElement(at offset: Int) -> (tag: AnyHashable, view: Any) {
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        switch idGenerator {
        case .keyPath(let keyPath): return (AnyHashable(element[keyPath: keyPath]), content(element))
        case .offset: return (AnyHashable(offset), content(element))
        }
    }
}
