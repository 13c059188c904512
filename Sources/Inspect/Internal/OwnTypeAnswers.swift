import Builders

// The package's own node types answer for themselves, without Mirror, when an inspection
// reads with the `ownTypes` strategy (see NodeReader). Each answer equals what MirrorReader
// reads by label (tested).

extension ModifiedContent: FastPiece {
    package var inspectionPiece: Piece { .modified(content: content, modifier: modifier) }
}

extension Optional: FastPiece {
    package var inspectionPiece: Piece {
        switch self {
        case .some(let wrapped): .wrapper(wrapped)
        case .none: .wrapper(nil)
        }
    }
}

extension _ConditionalContent: FastPiece {
    package var inspectionPiece: Piece {
        switch storage {
        case .trueContent(let content): .wrapper(content)
        case .falseContent(let content): .wrapper(content)
        }
    }
}

extension _ViewModifier_Content: FastPiece {
    package var inspectionPiece: Piece { .wrapper(content?.storage.erasedView) }
}

extension IDView: FastPiece {
    package var inspectionPiece: Piece { .identified(content: content, id: AnyHashable(id)) }
}

extension TupleView: FastPiece {
    package var inspectionPiece: Piece { .list(FieldLayout.tupleElements(of: value)) }
}

extension HStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension VStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension ZStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension Group: FastContent {
    package var inspectionContent: Any { content }
}

extension AnyView: FastContent {
    package var inspectionContent: Any { storage.erasedView }
}

extension Button: FastContent {
    package var inspectionContent: Any { label }
}

extension Picker: FastContent {
    package var inspectionContent: Any { content }
}

extension Toggle: FastContent {
    package var inspectionContent: Any { label }
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

/// A tag modifier reads its tag without Mirror.
protocol FastTagModifier {
    var inspectionTag: ModifierReader.TagWrite { get }
}

/// A trait key that is a tag key.
protocol TagTraitKey: _ViewTraitKey {
    static func tagWrite(_ value: Value) -> ModifierReader.TagWrite
}

extension TagValueTraitKey: TagTraitKey {
    static func tagWrite(_ value: Value) -> ModifierReader.TagWrite {
        switch value {
        case .untagged:
            return .untagged
        case .tagged(let tag):
            return .tagged(ModifierReader.TagValue(raw: tag, hashable: AnyHashable(tag), isOptionalKey: V.self is any OptionalType.Type))
        }
    }
}

extension _TraitWritingModifier: FastTagModifier where Trait: TagTraitKey {
    var inspectionTag: ModifierReader.TagWrite { Trait.tagWrite(value) }
}
