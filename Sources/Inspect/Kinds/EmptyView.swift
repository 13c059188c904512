extension KindDescriptor {
    /// EmptyView: no item of a view list.
    static let emptyView = KindDescriptor(kind: .emptyView, typeNames: ["EmptyView"], listRole: .nothing)
}

extension InspectableView {
    /// The EmptyView at `index`.
    public func emptyView(_ index: Int? = nil) throws -> InspectableView { try child(.emptyView, index) }
}
