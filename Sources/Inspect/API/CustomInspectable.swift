import Builders

/// A view the inspector reads through views it gives for the purpose, as ViewInspector's
/// `CustomInspectable`: a `UIViewRepresentable`, which holds no SwiftUI content, shows its
/// `customInspectableContent` to inspections and searches as if it were its body.
@MainActor @preconcurrency
public protocol CustomInspectable {
    /// The type of the views given.
    associatedtype View: Builders.View
    /// The views the inspector reads inside this one.
    @ViewBuilder var customInspectableContent: View { get }
}
