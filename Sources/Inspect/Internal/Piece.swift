/// What the walk sees in one value of a tree: a wrapper to look through, or a view.
package enum Piece {
    /// A TupleView: its children, in order.
    case list([Any])
    /// A ModifiedContent (or a SubscriptionView, which stays as its own modifier): the modifier
    /// stays with the view inside `content`.
    case modified(content: Any, modifier: Any)
    /// Optional, _ConditionalContent or a custom modifier's content stand-in:
    /// the one live child, or none.
    case wrapper(Any?)
    /// An IDView: the id stays with the view inside `content`.
    case identified(content: Any, id: AnyHashable)
    /// A view of the given kind.
    case view(ViewKind)
}

/// Known node types describe themselves without Mirror: the fast path.
///
/// The Mirror path (`MirrorReader`) reads the same facts by label and type
/// name; tests check that the two agree.
package protocol FastPiece {
    /// What the walk sees in this value.
    var inspectionPiece: Piece { get }
}

/// Known containers hand over their content without Mirror.
package protocol FastContent {
    /// The views inside this container, before flattening.
    var inspectionContent: Any { get }
}
