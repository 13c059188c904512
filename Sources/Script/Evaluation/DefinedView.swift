import Builders


/// The stand-in for a `struct Name: View` defined in a view file.
///
/// A struct read at run time cannot become a new Swift type, so it becomes
/// this view, which keeps the struct's name and its body. The inspector shows
/// it as a custom view named `name`; its type name is `DefinedView<Body>`
/// where compiled code would print `Name`.
public struct DefinedView<Content: View>: NamedStandIn {
    /// The struct's name.
    public let name: String
    let content: Content

    /// The struct's body.
    public var body: Content { content }

    /// The name the inspector shows.
    public var standInName: String { name }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefinedView: View {}
