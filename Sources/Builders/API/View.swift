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
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content; a `@ViewBuilder` block.
    @ViewBuilder var body: Body { get }

    /// Walks the items this view adds to a view list, as SwiftUI's view list
    /// sees them, calling `visitor`'s hooks with every type known statically.
    ///
    /// Not for custom views to implement: the default treats a type the walk
    /// does not know through ``_ViewListVisitor/visitUnknownView(_:)``, which
    /// by default looks through a custom view to its `body`. The package's
    /// own views implement it with `@inlinable` code, so that a walk
    /// specialises across modules for the tree's concrete type.
    nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure)
}

extension View {
    /// A view of a type the walk does not know (a custom view, or a primitive
    /// of another module) goes to ``_ViewListVisitor/visitUnknownView(_:)``.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitUnknownView(self)
    }

    /// Walks this view as SwiftUI lists a view whose type it does not know:
    /// a view with a `body` is looked through (a sublist of its body's items);
    /// a primitive without one is a single leaf item.
    @inlinable
    public nonisolated func _visitBodyViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if Body.self == Never.self {
            try visitor.visitLeaf(self)
        } else {
            try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
                try _mainActorBody._visitViewList(&visitor)
            }
        }
    }

    /// The body, read from the tree walks (see ``onMainActor(_:_:)``).
    @usableFromInline
    nonisolated var _mainActorBody: Body {
        onMainActor(self) { $0.body }
    }
}

extension View where Body == Never {
    /// A primitive view has no body: the nodes of this package are read, not expanded.
    ///
    /// Reading it is a programming error, as in SwiftUI, and stops the program. The
    /// inspector never reads it: it checks `Body == Never` first.
    public nonisolated var body: Never {
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

    /// There is no value of `Never`, so this is never called.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {}
}

/// The one place where reading the body of a primitive (a programming error, never
/// input) stops the program, as SwiftUI's primitives do.
func primitiveBodyAccessed(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view or modifier and has no body")
}
