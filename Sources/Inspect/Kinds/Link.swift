import Builders

extension KindDescriptor {
    /// Link: a control named by its label, reached by `labelView()`, opening its URL.
    static let link = KindDescriptor(
        kind: .link, typeNames: ["Link"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension InspectableView {
    /// The Link at `index`.
    public func link(_ index: Int? = nil) throws -> InspectableView { try child(.link, index) }

    /// The URL a Link opens (or an image from a URL loads), as ViewInspector's `url()`.
    public func url() throws -> URL {
        try expect([.link, .asyncImage], "url()")
        let url = kind == .asyncImage
            ? MirrorReader.descendant(value, "url", "some") as? URL
            : MirrorReader.descendant(value, "destination", "configuration", "url") as? URL
        guard let url else {
            throw InspectionError.attributeNotFound("a URL at destination|configuration|url", in: fullTypeName, path: place)
        }
        return url
    }

    /// The first Link that opens `url`, as ViewInspector's `find(link:)`.
    public func find(link url: URL, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Link to \(url.absoluteString.debugDescription)") { view in
            view.kind == .link && (try? view.url()) == url
        }
    }

    /// The first Link whose label holds a Text whose string is `link`, as ViewInspector's `find(link:)`.
    public func find(link: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Link labelled \(link.debugDescription)") { view in
            guard view.kind == .link else { return false }
            return (try? view.find(text: link)) != nil
        }
    }
}
