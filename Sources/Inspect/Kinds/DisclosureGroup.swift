import Builders

extension KindDescriptor {
    /// DisclosureGroup: a control whose content is its children, shown below its label (reached by
    /// `labelView()`) while it is expanded.
    static let disclosureGroup = KindDescriptor(
        kind: .disclosureGroup, typeNames: ["DisclosureGroup"], listRole: .control, contentPath: "content",
        supplementaryPaths: [("labelView", "label")])
}

extension DisclosureGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The DisclosureGroup at `index`.
    public func disclosureGroup(_ index: Int? = nil) throws -> InspectableView { try child(.disclosureGroup, index) }

    /// Whether a DisclosureGroup is expanded, as ViewInspector's `isExpanded()`: its binding's
    /// value, or its own state's.
    public func isExpanded() throws -> Bool {
        try expansion().wrappedValue
    }

    /// Expands a DisclosureGroup, as ViewInspector's `expand()`. Throws when it is disabled.
    public func expand() throws {
        try setExpanded(true, verb: "expand()")
    }

    /// Collapses a DisclosureGroup, as ViewInspector's `collapse()`. Throws when it is disabled.
    public func collapse() throws {
        try setExpanded(false, verb: "collapse()")
    }

    private func expansion() throws -> StateOrBinding<Bool> {
        try requireKind(.disclosureGroup)
        if let binding = MirrorReader.descendant(value, "_isExpanded", "binding") as? Binding<Bool> {
            return .binding(binding)
        }
        if let state = MirrorReader.descendant(value, "_isExpanded", "state") as? State<Bool> {
            return .state(state)
        }
        throw InspectionError.attributeNotFound("an expansion state at _isExpanded", in: fullTypeName, path: place)
    }

    private func setExpanded(_ expanded: Bool, verb: String) throws {
        let expansion = try expansion()
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled DisclosureGroup", path: place)
        }
        expansion.wrappedValue = expanded
    }
}
