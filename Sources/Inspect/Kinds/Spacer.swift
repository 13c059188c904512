import Builders

extension KindDescriptor {
    /// Spacer: a leaf.
    static let spacer = KindDescriptor(kind: .spacer, typeNames: ["Spacer"], listRole: .leaf)
}

extension InspectableView {
    /// The Spacer at `index`.
    public func spacer(_ index: Int? = nil) throws -> InspectableView { try child(.spacer, index) }

    /// The least length of a Spacer (`Spacer(minLength:)`); nil for the default.
    public func minLength() throws -> CGFloat? {
        guard kind == .spacer else {
            throw InspectionError.typeMismatch(expected: "Spacer", found: typeName, path: place)
        }
        return MirrorReader.descendant(value, "minLength") as? CGFloat
    }
}
