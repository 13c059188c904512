import Builders

/// The stand-in for a `struct Name: ViewModifier` defined in a view file.
///
/// As ``DefinedView`` does for a view struct, it keeps the struct's name, which the inspector
/// shows where compiled code shows the struct's type (`ModifiedContent<Text, Card>` reads as
/// `ModifiedContent<Text, DefinedModifier<Body>>`). Its `body(content:)` is the struct's, evaluated
/// by the reader with `content` bound to the view the inspector hands it; `Body` is the type of
/// that body, in which `content` is a `_ViewModifier_Content<DefinedModifierContent>`. A file run
/// live has a ``LiveModifier`` instead, whose `@State` a running app keeps per position.
public struct DefinedModifier<Body: View>: NamedStandIn {
    /// The struct's name.
    public let name: String
    /// The body read with no content, whose type every evaluation has.
    let emptyBody: Body
    /// Evaluates the struct's body with `content` as the view it modifies; nil on an error.
    let make: (AnyView?) -> (any View)?

    /// The struct's body around `content`.
    public func body(content: Content) -> Body {
        make(content.content) as? Body ?? emptyBody
    }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The type the `content` of a ``DefinedModifier``'s body stands in for (compiled code's
/// `_ViewModifier_Content<Card>` reads as `_ViewModifier_Content<DefinedModifierContent>`).
public enum DefinedModifierContent {}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefinedModifier: ViewModifier {}
