import Builders

// The fast path: the package's own node types describe themselves without
// Mirror. Each answer equals what MirrorReader reads by label (tested).

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

extension Text: FastPiece {
    package var inspectionPiece: Piece { .view(.text) }
}

extension Image: FastPiece {
    package var inspectionPiece: Piece { .view(.image) }
}

extension EmptyView: FastPiece {
    package var inspectionPiece: Piece { .view(.emptyView) }
}

extension Spacer: FastPiece {
    package var inspectionPiece: Piece { .view(.spacer) }
}

extension Divider: FastPiece {
    package var inspectionPiece: Piece { .view(.divider) }
}

extension Color: FastPiece {
    package var inspectionPiece: Piece { .view(.color) }
}

extension HStack: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.hStack) }
    package var inspectionContent: [Any] { [_tree.content] }
}

extension VStack: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.vStack) }
    package var inspectionContent: [Any] { [_tree.content] }
}

extension ZStack: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.zStack) }
    package var inspectionContent: [Any] { [_tree.content] }
}

extension Group: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.group) }
    package var inspectionContent: [Any] { [content] }
}

extension AnyView: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.anyView) }
    package var inspectionContent: [Any] { [storage.erasedView] }
}

extension Button: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.button) }
    package var inspectionContent: [Any] { [label] }
}

extension Toggle: FastPiece, FastContent {
    package var inspectionPiece: Piece { .view(.toggle) }
    package var inspectionContent: [Any] { [label] }
}

extension ForEach: FastPiece {
    package var inspectionPiece: Piece { .view(.forEach) }
}

/// A ForEach hands over its elements' views with their implicit tags: the
/// element's id, or its offset for a constant range. Mirror cannot call the
/// content closure, so both paths use this.
protocol ForEachElements {
    func inspectionElements() -> [(tag: AnyHashable, view: Any)]
}

extension ForEach: ForEachElements where Content: View {
    func inspectionElements() -> [(tag: AnyHashable, view: Any)] {
        switch idGenerator {
        case .keyPath(let keyPath):
            return data.map { element in (AnyHashable(element[keyPath: keyPath]), content(element)) }
        case .offset:
            return data.enumerated().map { offset, element in (AnyHashable(offset), content(element)) }
        }
    }
}

/// A Text reads its own characters without Mirror.
extension Text {
    /// The characters, with formats filled in; nil past the argument nesting limit.
    package func inspectionString(depth: Int = 0) -> String? {
        guard depth <= TextReader.argumentDepthLimit else { return nil }
        var result = ""
        var stack: [Text] = [self]
        while let text = stack.popLast() {
            switch text.storage {
            case .verbatim(let string):
                result += string
            case .anyTextStorage(let storage):
                if let localized = storage as? LocalizedTextStorage {
                    let key = localized.key
                    guard key.hasFormatting else {
                        result += key.key
                        continue
                    }
                    var arguments: [FormatString.Argument] = []
                    for argument in key.arguments {
                        switch argument.storage {
                        case .integer(let value): arguments.append(.integer(value))
                        case .unsignedInteger(let value): arguments.append(.unsigned(value))
                        case .floatingPoint(let value): arguments.append(.double(value))
                        case .string(let value): arguments.append(.string(value))
                        case .text(let inner):
                            guard let string = inner.inspectionString(depth: depth + 1) else { return nil }
                            arguments.append(.string(string))
                        }
                    }
                    result += FormatString.fill(key.key, with: arguments)
                } else if let concatenated = storage as? ConcatenatedTextStorage {
                    stack.append(concatenated.second)
                    stack.append(concatenated.first)
                } else {
                    return nil
                }
            }
        }
        return result
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
