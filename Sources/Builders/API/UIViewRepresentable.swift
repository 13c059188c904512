/// A SwiftUI view that wraps a UIKit view, as `UIViewRepresentable` on iOS: a view that holds no
/// SwiftUI content of its own.
///
/// On Linux a terminal shows no UIKit view: the view is kept in the tree (the inspector finds it
/// by its type, `view(MapView.self)`), draws nothing, and its `makeUIView(context:)` is not
/// called. A test that wants to see inside one makes it `CustomInspectable`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view made.
    associatedtype UIViewType: UIView
    /// What carries changes from the UIKit view back to SwiftUI.
    associatedtype Coordinator = Void
    /// What `makeUIView(context:)` and `updateUIView(_:context:)` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with the SwiftUI view's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up before the UIKit view goes.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    /// Nothing to clean up, by default.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator, by default.
    public func makeCoordinator() {}
}

/// What a ``UIViewRepresentable``'s methods are given: its coordinator, the transaction of the
/// change, and the environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues

    /// A context of a coordinator, a transaction and an environment.
    public init(coordinator: Representable.Coordinator, transaction: Transaction = Transaction(), environment: EnvironmentValues = EnvironmentValues()) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}

/// A SwiftUI view that wraps a UIKit view controller, as `UIViewControllerRepresentable` on iOS:
/// kept in the tree and drawn as nothing on Linux, as a ``UIViewRepresentable`` is.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit view controller made.
    associatedtype UIViewControllerType: UIViewController
    /// What carries changes from the controller back to SwiftUI.
    associatedtype Coordinator = Void
    /// What `makeUIViewController(context:)` and `updateUIViewController(_:context:)` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the view controller up to date with the SwiftUI view's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up before the view controller goes.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up, by default.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator, by default.
    public func makeCoordinator() {}
}

/// What a ``UIViewControllerRepresentable``'s methods are given: its coordinator, the transaction
/// of the change, and the environment.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues

    /// A context of a coordinator, a transaction and an environment.
    public init(coordinator: Representable.Coordinator, transaction: Transaction = Transaction(), environment: EnvironmentValues = EnvironmentValues()) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}
