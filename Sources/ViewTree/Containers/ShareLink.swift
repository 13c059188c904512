/// A control that shares items, as SwiftUI's `ShareLink`: the `items` shared (one item is a
/// `CollectionOfOne`), the optional `subject` and `message`, the optional `preview` each item is
/// shown with, and the `label`.
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>
where Data: RandomAccessCollection, Data.Element: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable {
    /// What is shared.
    package var items: Data
    /// A title for the shared items (an email's subject), if any.
    package var subject: Text?
    /// A text sent with the items, if any.
    package var message: Text?
    /// The preview shown for an item, if given.
    package var preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    /// What the control shows.
    @usableFromInline package var label: Label

    /// A share link from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
    ) -> ShareLink {
        ShareLink(items: items, subject: subject, message: message, preview: preview, label: label)
    }
}

/// How a shared item is shown to the person sharing it, as SwiftUI's `SharePreview`: its `title`,
/// `image` and `icon`, each optional. (Its generic parameters are SwiftUI's names: `Image` is the
/// type of the image given, not the view.)
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    /// The preview's title, if any.
    package var title: Text?
    /// A large image of the item, if any.
    package var image: Image?
    /// A small icon of the item, if any.
    package var icon: Icon?

    /// A preview from its parts.
    package init(title: Text?, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

/// The label a share link shows unless given one, as SwiftUI's `DefaultShareLinkLabel`: its
/// title (`text`, "Share" unless given) beside the share symbol.
public struct DefaultShareLinkLabel {
    /// The title.
    package var text: Text

    /// The label with `text` as its title.
    package init(text: Text) {
        self.text = text
    }
}
