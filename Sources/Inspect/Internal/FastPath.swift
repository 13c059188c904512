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
    package var inspectionPiece: Piece { .list(Mirror(reflecting: value).children.map(\.value)) }
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
