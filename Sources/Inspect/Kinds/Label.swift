extension KindDescriptor {
    /// Label: a control showing a title (`title()`) with an icon (`icon()`).
    static let label = KindDescriptor(
        kind: .label, typeNames: ["Label"], listRole: .control, supplementaryPaths: [("title", "title"), ("icon", "icon")])
}

extension InspectableView {
    /// The Label (a title with an icon) at `index`.
    public func label(_ index: Int? = nil) throws -> InspectableView { try child(.label, index) }

    /// The title view of a Label, an alert or a confirmation dialog, as ViewInspector's `title()`.
    public func title() throws -> InspectableView {
        try supplementary("title")
    }

    /// A Label's icon view, as ViewInspector's `icon()`.
    public func icon() throws -> InspectableView {
        try supplementary("icon")
    }
}
