import Foundation

extension ShareLink: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

// MARK: A label view

extension ShareLink where Label: View {
    /// Creates a link sharing `items`, each shown with the preview `preview` makes, with a label view.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self = .make(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// Creates a link sharing `item`, shown with `preview`, with a label view.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label: View, Data.Element == URL {
    /// Creates a link sharing URLs, with a label view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// Creates a link sharing a URL, with a label view.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label: View, Data.Element == String {
    /// Creates a link sharing strings, with a label view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// Creates a link sharing a string, with a label view, as `ShareLink(item: text) { Text("Send") }`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

// MARK: The default label, titled "Share" or by a title

extension ShareLink where Label == DefaultShareLinkLabel {
    /// The default label titled `title`, else "Share".
    private static func defaultLabel(_ title: Text?) -> DefaultShareLinkLabel {
        DefaultShareLinkLabel(text: title ?? Text("Share"))
    }

    /// Creates a link sharing `items` with previews, labelled "Share".
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self = .make(items: items, subject: subject, message: message, preview: preview, label: Self.defaultLabel(nil))
    }

    /// Creates a link sharing `item` with a preview, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Self.defaultLabel(nil))
    }

    /// Creates a link sharing `items` with previews, titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self = .make(items: items, subject: subject, message: message, preview: preview, label: Self.defaultLabel(Text(titleKey)))
    }

    /// Creates a link sharing `item` with a preview, titled by a localized key.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self = .make(
            items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Self.defaultLabel(Text(titleKey)))
    }

    /// Creates a link sharing `items` with previews, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self = .make(items: items, subject: subject, message: message, preview: preview, label: Self.defaultLabel(Text(title)))
    }

    /// Creates a link sharing `item` with a preview, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Self.defaultLabel(Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Creates a link sharing URLs, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text("Share")))
    }

    /// Creates a link sharing a URL, labelled "Share", as `ShareLink(item: url)`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text("Share")))
    }

    /// Creates a link sharing URLs, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(titleKey)))
    }

    /// Creates a link sharing a URL, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(titleKey)))
    }

    /// Creates a link sharing URLs, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(title)))
    }

    /// Creates a link sharing a URL, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(title)))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Creates a link sharing strings, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text("Share")))
    }

    /// Creates a link sharing a string, labelled "Share", as `ShareLink(item: text)`.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text("Share")))
    }

    /// Creates a link sharing strings, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(titleKey)))
    }

    /// Creates a link sharing a string, titled by a localized key, as `ShareLink("Send", item: text)`.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(titleKey)))
    }

    /// Creates a link sharing strings, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self = .make(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(title)))
    }

    /// Creates a link sharing a string, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self = .make(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(text: Text(title)))
    }
}

// MARK: The default label

extension DefaultShareLinkLabel {
    /// The title beside the share symbol.
    public var body: Label<Text, Image> {
        Label { text } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension DefaultShareLinkLabel: View {}

// MARK: SharePreview

extension SharePreview where Image == Never, Icon == Never {
    /// A preview showing a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// A preview showing a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: Text(title), image: nil, icon: nil)
    }

    /// A preview showing a title.
    public init(_ title: Text) {
        self.init(title: title, image: nil, icon: nil)
    }
}

extension SharePreview where Icon == Never {
    /// A preview showing a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// A preview showing a string title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: Text(title), image: image, icon: nil)
    }

    /// A preview showing a title and an image.
    public init(_ title: Text, image: Image) {
        self.init(title: title, image: image, icon: nil)
    }
}

extension SharePreview where Image == Never {
    /// A preview showing a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// A preview showing a string title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: Text(title), image: nil, icon: icon)
    }

    /// A preview showing a title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.init(title: title, image: nil, icon: icon)
    }
}

extension SharePreview {
    /// A preview showing a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview showing a string title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// A preview showing a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }
}
