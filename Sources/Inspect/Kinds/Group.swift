import Builders

extension KindDescriptor {
    /// Group: its views join the list of its container.
    static let group = KindDescriptor(kind: .group, typeNames: ["Group"], listRole: .sublist, contentPath: "content")
}

extension Group: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The Group at `index`.
    public func group(_ index: Int? = nil) throws -> InspectableView { try child(.group, index) }
}
