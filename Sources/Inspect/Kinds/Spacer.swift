extension KindDescriptor {
    /// Spacer: a leaf.
    static let spacer = KindDescriptor(kind: .spacer, typeNames: ["Spacer"], listRole: .leaf)
}

extension InspectableView {
    /// The Spacer at `index`.
    public func spacer(_ index: Int? = nil) throws -> InspectableView { try child(.spacer, index) }
}
