extension KindDescriptor {
    /// Divider: a leaf.
    static let divider = KindDescriptor(kind: .divider, typeNames: ["Divider"], listRole: .leaf)
}

extension InspectableView {
    /// The Divider at `index`.
    public func divider(_ index: Int? = nil) throws -> InspectableView { try child(.divider, index) }
}
