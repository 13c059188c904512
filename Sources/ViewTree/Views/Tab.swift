/// A tab of a tab view, as SwiftUI's `Tab`: its content with the tab item its title and image
/// make and, when it has one, the value a tab view's selection takes for it (its tag). The walk
/// looks through it to that content, which reads as a view with `tabItem(_:)` and `tag(_:)` does.
public struct Tab<Value, Content, Label> {
    /// The content, with its tab item and tag.
    package var content: Any

    /// A tab of `content`, already given its tab item and tag.
    package static func make(content: Any) -> Tab {
        Tab(content: content)
    }
}
