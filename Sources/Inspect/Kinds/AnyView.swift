import Builders

extension KindDescriptor {
    /// AnyView: the view it erases joins the list of its container.
    static let anyView = KindDescriptor(kind: .anyView, typeNames: ["AnyView"], listRole: .sublist, contentPath: "storage|view")
}

extension AnyView: FastContent {
    package var inspectionContent: Any { storage.erasedView }
}

extension InspectableView {
    /// The AnyView at `index`.
    public func anyView(_ index: Int? = nil) throws -> InspectableView { try child(.anyView, index) }
}
