import Inspect

/// ViewInspector's description of a view type by the prefix of its type's name, which a test
/// declares for a view type of its own (`extension ViewType { struct MyView: KnownViewType … }`).
/// The package tells views apart by ``Inspect/ViewKind`` and by their types, so a declaration of
/// one compiles and reads as ViewInspector's, and navigation does not need it: `view(MyView.self)`
/// and `find(MyView.self)` reach any view by its type.
public protocol KnownViewType {
    /// The start of the names of the view types this describes, such as `"Text"`.
    static var typePrefix: String { get }
    /// The same prefixes with the module's name, such as `"SwiftUI.Text"`.
    static var namespacedPrefixes: [String] { get }
}

extension KnownViewType {
    /// The type prefix in the SwiftUI module.
    public static var namespacedPrefixes: [String] { ["SwiftUI." + typePrefix] }
}

/// ViewInspector's mark of a ``KnownViewType`` that describes a custom view, reached by its type.
public protocol CustomViewType {}
