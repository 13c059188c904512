/// A modifier that makes a new view from the view it is applied to.
///
/// Write custom modifiers as in SwiftUI, and apply them with `modifier(_:)`:
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding().border(.gray)
///         }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View

    /// Makes the modified view from `content`, a stand-in for the view being modified.
    @ViewBuilder func body(content: Content) -> Body

    /// The stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>

    /// Walks the items of `content` with this modifier applied, as SwiftUI's
    /// view list sees them (see ``View/_visitViewList(_:)``).
    ///
    /// Not for custom modifiers to implement: the default reports the modifier
    /// through ``_ViewListVisitor/visitUnknownModifier(_:)`` and walks its
    /// `body` (or `content`, for a primitive). The package's own modifiers
    /// implement it with `@inlinable` code; a tag hands its tag statically.
    nonisolated func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure)
}

extension ViewModifier {
    /// A modifier of a type the walk does not know (a custom modifier, or a
    /// primitive of another module): reported to the visitor, then walked
    /// through its body.
    @inlinable
    public nonisolated func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitModifier(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            visitor.visitUnknownModifier(self)
            try _visitBodyViewList(content: content, &visitor)
        }
    }

    /// Walks `content` as this modifier shows it: a custom modifier's body,
    /// built around a stand-in that holds `content`, or `content` itself for
    /// a primitive modifier.
    @inlinable
    public nonisolated func _visitBodyViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        if Body.self == Never.self {
            try content._visitViewList(&visitor)
        } else {
            try onMainActor((self, _modifierContent(content) as Content)) { $0.0.body(content: $0.1) }._visitViewList(&visitor)
        }
    }

    /// Walks `content` under this primitive modifier, which writes no trait.
    @inlinable
    public nonisolated func _visitPrimitiveViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitModifier(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try content._visitViewList(&visitor)
        }
    }
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body; reading it is a programming error, as in SwiftUI.
    public nonisolated func body(content: Content) -> Never {
        primitiveBodyAccessed(Self.self)
    }
}
