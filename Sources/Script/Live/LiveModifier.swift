import Builders

/// The stand-in for a `struct Name: ViewModifier` of a file run live (`inspect run`): like
/// ``DefinedModifier`` it keeps the struct's name and the type of its body, but its body is
/// evaluated with the struct's `@State` taken from ``PositionState``, which is a `@State` of its own.
///
/// A running app keeps a modifier's `@State` per position of the view it modifies, as SwiftUI
/// does, so each application of the modifier (each row of a `ForEach`) keeps its own state
/// while the view is in the tree, through any number of evaluations of the body that applies it.
public struct LiveModifier<Body: View>: NamedStandIn {
    /// The struct's name.
    public let name: String
    /// The body read with no content, whose type every evaluation has.
    let emptyBody: Body
    let state: State<PositionState>
    /// Evaluates the struct's body with `content` as the view it modifies and the state of the
    /// modifier's position; nil on an error (reported to the session).
    let make: (AnyView?, PositionState) -> (any View)?

    init(name: String, emptyBody: Body, make: @escaping (AnyView?, PositionState) -> (any View)?) {
        self.name = name
        self.emptyBody = emptyBody
        state = State(wrappedValue: PositionState())
        self.make = make
    }

    /// The struct's body around `content`, evaluated now with the state of the modifier's position.
    public func body(content: Content) -> Body {
        make(content.content, state.positionTable) as? Body ?? emptyBody
    }

    /// The name the inspector shows.
    public var standInName: String { name }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension LiveModifier: ViewModifier {}
