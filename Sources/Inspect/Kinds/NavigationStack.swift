import Builders

extension KindDescriptor {
    /// NavigationStack: one item showing its root view, its child.
    static let navigationStack = KindDescriptor(kind: .navigationStack, typeNames: ["NavigationStack"], listRole: .stack, contentPath: "root", holdsOneView: true)
}

extension NavigationStack: FastContent {
    package var inspectionContent: Any { root }
}

extension InspectableView {
    /// The NavigationStack at `index`.
    public func navigationStack(_ index: Int? = nil) throws -> InspectableView { try child(.navigationStack, index) }
}
