/// A piece of user interface: a primitive such as ``Text``, or a custom view
/// whose ``body`` is built from other views.
///
/// Write custom views as in SwiftUI:
///
///     struct Greeting: View {
///         var name: String
///         var body: some View {
///             Text("Hello")
///             Text(name).bold()
///         }
///     }
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content; a `@ViewBuilder` block.
    @ViewBuilder var body: Body { get }
}

extension View where Body == Never {
    /// A primitive view has no body: the nodes of this package are read, not expanded.
    ///
    /// Reading it is a programming error, as in SwiftUI, and stops the program. The
    /// inspector never reads it: it checks `Body == Never` first.
    public var body: Never {
        primitiveBodyAccessed(Self.self)
    }
}

extension Never: View {
    /// `Never` is the body of primitive views.
    public typealias Body = Never

    /// There is no value of `Never`, so this is never called.
    public var body: Never {
        self
    }
}

/// The one place where reading the body of a primitive (a programming error, never
/// input) stops the program, as SwiftUI's primitives do.
func primitiveBodyAccessed(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view or modifier and has no body")
}
