/// A view that stands in for a type that cannot exist at run time, such as a
/// struct defined in a view file: the inspector shows it under `standInName`.
public protocol NamedStandIn {
    /// The name to show for the view's type.
    var standInName: String { get }
}
