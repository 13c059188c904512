/// A title with an icon, as SwiftUI's `Label`: its `title` and its `icon` views.
public struct Label<Title, Icon> {
    /// The text of the label.
    @usableFromInline package var title: Title
    /// The symbol beside it.
    package var icon: Icon

    /// A label from its parts. (A factory, not an init, so that trailing closures never bind here.)
    package static func make(title: Title, icon: Icon) -> Label {
        Label(title: title, icon: icon)
    }
}
