import Builders

extension KindDescriptor {
    /// ShareLink: a control named by its label, reached by `labelView()` (a default label's title,
    /// as ViewInspector reaches it), with its message and subject reached by `messageView()` and
    /// `subjectView()`, each the Text itself.
    static let shareLink = KindDescriptor(
        kind: .shareLink, typeNames: ["ShareLink"], listRole: .control,
        supplementaryPaths: [("labelView", "label"), ("messageView", "message|some"), ("subjectView", "subject|some")],
        heldViewSteps: ["messageView", "subjectView"])
}

extension ShareLink: ComputedSupplementaryViews {
    /// A default label's title, the view `labelView()` reaches in place of the label itself.
    var computedSupplementaryViews: [(step: String, content: Any)] {
        guard let label = label as? DefaultShareLinkLabel else { return [] }
        return [("labelView", label.text)]
    }
}

/// A ShareLink seen without its generic types: the preview its closure makes for an item.
private protocol SharedItemPreviews {
    /// The preview made for `element`; nil when the link has no preview or `element` is not one
    /// of its items' type (then `elementType` names the type expected).
    func preview(for element: Any) -> Any?
    /// The type of the link's items.
    var elementType: Any.Type { get }
}

extension ShareLink: SharedItemPreviews {
    fileprivate func preview(for element: Any) -> Any? {
        guard let preview, let item = element as? Data.Element else { return nil }
        return preview(item)
    }

    fileprivate var elementType: Any.Type { Data.Element.self }
}

extension InspectableView {
    /// The ShareLink at `index`.
    public func shareLink(_ index: Int? = nil) throws -> InspectableView { try child(.shareLink, index) }

    /// The one item a ShareLink shares, as a `T`, as ViewInspector's `item(type:)`. Throws when
    /// the link shares several items (read them with ``items()``) or its item is not a `T`.
    public func item<T>(type: T.Type) throws -> T {
        // One item is a CollectionOfOne, whose mirror (not its stored field, `_element`) names it `element`.
        guard let item = Mirror(reflecting: try items()).children.first(where: { $0.label == "element" })?.value else {
            throw InspectionError.notSupported("item(type:) on a ShareLink of several items: read them with items()", path: place)
        }
        guard let typed = item as? T else {
            throw InspectionError.valueTypeMismatch(found: String(describing: Swift.type(of: item)), expected: String(describing: T.self))
        }
        return typed
    }

    /// The items a ShareLink shares (its collection, one item a `CollectionOfOne`), as
    /// ViewInspector's `items()`.
    public func items() throws -> Any {
        try expect([.shareLink], "items()")
        guard let items = MirrorReader.descendant(value, "items") else {
            throw InspectionError.attributeNotFound("items", in: fullTypeName, path: place)
        }
        return items
    }

    /// A ShareLink's message, as ViewInspector's `messageView()`.
    public func messageView() throws -> InspectableView {
        try supplementary("messageView")
    }

    /// A ShareLink's subject, as ViewInspector's `subjectView()`.
    public func subjectView() throws -> InspectableView {
        try supplementary("subjectView")
    }

    /// The preview a ShareLink shows for `element`, one of its items, as ViewInspector's
    /// `sharePreview(for:imageType:iconType:)`. Throws when the link has no preview, or the types
    /// given are not its own.
    public func sharePreview<DataElement, PreviewImage, PreviewIcon>(
        for element: DataElement, imageType: PreviewImage.Type, iconType: PreviewIcon.Type
    ) throws -> SharePreview<PreviewImage, PreviewIcon> {
        try expect([.shareLink], "sharePreview(for:imageType:iconType:)")
        guard let link = value as? any SharedItemPreviews else {
            throw InspectionError.notSupported(
                "sharePreview(for:imageType:iconType:) on \(fullTypeName): its preview closure can be called only on the package's own ShareLink",
                path: place)
        }
        guard let made = link.preview(for: element) else {
            if MirrorReader.descendant(value, "preview", "some") == nil {
                throw InspectionError.attributeNotFound("a preview at preview", in: fullTypeName, path: place)
            }
            throw InspectionError.valueTypeMismatch(found: String(describing: Swift.type(of: element)), expected: String(describing: link.elementType))
        }
        guard let preview = made as? SharePreview<PreviewImage, PreviewIcon> else {
            throw InspectionError.valueTypeMismatch(
                found: String(describing: Swift.type(of: made)), expected: String(describing: SharePreview<PreviewImage, PreviewIcon>.self))
        }
        return preview
    }
}

extension SharePreview {
    /// The preview's title, inspected as a view of its own, as ViewInspector's `title()`.
    public func title() throws -> InspectableView {
        guard let title else { throw InspectionError.attributeNotFound("a title", in: "SharePreview", path: "") }
        return InspectableView.root(of: title, strategy: .ownTypes)
    }

    /// The preview's image, as ViewInspector's `image()`.
    public func image() throws -> Image {
        guard let image else { throw InspectionError.attributeNotFound("an image", in: "SharePreview", path: "") }
        return image
    }

    /// The preview's icon, as ViewInspector's `icon()`.
    public func icon() throws -> Icon {
        guard let icon else { throw InspectionError.attributeNotFound("an icon", in: "SharePreview", path: "") }
        return icon
    }
}
