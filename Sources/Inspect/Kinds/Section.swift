import Builders

extension KindDescriptor {
    /// Section: its rows join its container's list; `header()` and `footer()` reach the rest.
    static let section = KindDescriptor(
        kind: .section, typeNames: ["Section"], listRole: .sublist, contentPath: "content",
        supplementaryPaths: [("header", "header"), ("footer", "footer")])
}

extension Section: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The Section at `index`.
    public func section(_ index: Int? = nil) throws -> InspectableView { try child(.section, index) }

    /// A Section's header, as ViewInspector's `header()`.
    public func header() throws -> InspectableView {
        try supplementary("header")
    }

    /// A Section's footer, as ViewInspector's `footer()`.
    public func footer() throws -> InspectableView {
        try supplementary("footer")
    }
}
