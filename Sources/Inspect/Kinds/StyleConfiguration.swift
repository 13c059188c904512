// The views a style's configuration stands for (`configuration.label`, `configuration.content`…):
// leaves in a style's body, each known by its configuration's type and its own name, since
// `Label` and `Content` alone name other views. As in ViewInspector, each is reached by a step of
// its own, `styleConfigurationLabel()`, from a style's body inspected with `inspect()`
// (StyleInspection.swift) or from a view such a body holds.

extension KindDescriptor {
    /// A style configuration's label: a leaf.
    static let styleConfigurationLabel = KindDescriptor(
        kind: .styleConfigurationLabel,
        typeNames: [
            "ButtonStyleConfiguration.Label", "PrimitiveButtonStyleConfiguration.Label", "ToggleStyleConfiguration.Label",
            "ProgressViewStyleConfiguration.Label", "GroupBoxStyleConfiguration.Label", "MenuStyleConfiguration.Label",
        ],
        listRole: .leaf)
    /// A group box style's or a menu style's content: a leaf.
    static let styleConfigurationContent = KindDescriptor(
        kind: .styleConfigurationContent,
        typeNames: ["GroupBoxStyleConfiguration.Content", "MenuStyleConfiguration.Content"], listRole: .leaf)
    /// A label style's title: a leaf.
    static let styleConfigurationTitle = KindDescriptor(
        kind: .styleConfigurationTitle, typeNames: ["LabelStyleConfiguration.Title"], listRole: .leaf)
    /// A label style's icon: a leaf.
    static let styleConfigurationIcon = KindDescriptor(
        kind: .styleConfigurationIcon, typeNames: ["LabelStyleConfiguration.Icon"], listRole: .leaf)
    /// A progress view style's current value label: a leaf.
    static let styleConfigurationCurrentValueLabel = KindDescriptor(
        kind: .styleConfigurationCurrentValueLabel,
        typeNames: ["ProgressViewStyleConfiguration.CurrentValueLabel"], listRole: .leaf)
}

extension InspectableView {
    /// The label of a style's configuration at `index` (`configuration.label` in a button, toggle,
    /// progress view, group box or menu style's body), as ViewInspector's `styleConfigurationLabel(_:)`.
    public func styleConfigurationLabel(_ index: Int? = nil) throws -> InspectableView {
        try child(.styleConfigurationLabel, index)
    }

    /// The content of a group box style's or a menu style's configuration at `index`, as
    /// ViewInspector's `styleConfigurationContent(_:)`.
    public func styleConfigurationContent(_ index: Int? = nil) throws -> InspectableView {
        try child(.styleConfigurationContent, index)
    }

    /// The title of a label style's configuration at `index`, as ViewInspector's
    /// `styleConfigurationTitle(_:)`.
    public func styleConfigurationTitle(_ index: Int? = nil) throws -> InspectableView {
        try child(.styleConfigurationTitle, index)
    }

    /// The icon of a label style's configuration at `index`, as ViewInspector's
    /// `styleConfigurationIcon(_:)`.
    public func styleConfigurationIcon(_ index: Int? = nil) throws -> InspectableView {
        try child(.styleConfigurationIcon, index)
    }

    /// The current value's label of a progress view style's configuration at `index`, as
    /// ViewInspector's `styleConfigurationCurrentValueLabel(_:)`.
    public func styleConfigurationCurrentValueLabel(_ index: Int? = nil) throws -> InspectableView {
        try child(.styleConfigurationCurrentValueLabel, index)
    }
}
