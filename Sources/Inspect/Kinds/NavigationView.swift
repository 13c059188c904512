import Builders

extension KindDescriptor {
    /// NavigationView: one item showing its content, its children.
    static let navigationView = KindDescriptor(kind: .navigationView, typeNames: ["NavigationView"], listRole: .stack, contentPath: "content", holdsOneView: true)
}

extension NavigationView: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The NavigationView at `index`.
    public func navigationView(_ index: Int? = nil) throws -> InspectableView { try child(.navigationView, index) }
}
