/// A modifier that makes a new view from the view it is applied to.
///
/// Write custom modifiers as in SwiftUI, and apply them with `modifier(_:)`:
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding().border(.gray)
///         }
///     }
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View

    /// Makes the modified view from `content`, a stand-in for the view being modified.
    @ViewBuilder func body(content: Content) -> Body

    /// The stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// A primitive modifier has no body; reading it is a programming error, as in SwiftUI.
    public func body(content: Content) -> Never {
        primitiveBodyAccessed(Self.self)
    }
}
