import Builders

// The package's own node types answer for themselves, without Mirror, when an inspection
// reads with the `ownTypes` strategy (see NodeReader). Each answer equals what MirrorReader
// reads by label (tested). The wrappers' answers are here; each kind's container answers
// (`FastContent`) beside its descriptor, under `Kinds/`.

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
    /// The content it stands in for, looked through; with none (a modifier inspected on its own),
    /// the stand-in itself.
    package var inspectionPiece: Piece { content.map { .wrapper($0.storage.erasedView) } ?? .view(.viewModifierContent) }
}

extension IDView: FastPiece {
    package var inspectionPiece: Piece { .identified(content: content, id: AnyHashable(id)) }
}

extension SubscriptionView: FastPiece {
    package var inspectionPiece: Piece { .modified(content: content, modifier: self) }
}

extension EquatableView: FastPiece {
    package var inspectionPiece: Piece { .wrapper(content) }
}

extension Tab: FastPiece {
    package var inspectionPiece: Piece { .wrapper(content) }
}

extension TupleView: FastPiece {
    package var inspectionPiece: Piece { .list(FieldLayout.tupleElements(of: value)) }
}
