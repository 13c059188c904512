import Builders

extension KindDescriptor {
    /// TabView: one item showing one of its tabs, its children (each labelled by its `tabItem`).
    static let tabView = KindDescriptor(kind: .tabView, typeNames: ["TabView"], listRole: .stack, contentPath: "content")
}

extension TabView: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The TabView at `index`.
    public func tabView(_ index: Int? = nil) throws -> InspectableView { try child(.tabView, index) }
}
