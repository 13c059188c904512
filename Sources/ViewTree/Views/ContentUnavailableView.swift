/// What a screen shows when its content is not there (an empty list, a search without results), as
/// SwiftUI's `ContentUnavailableView`: its `label`, its `description` and its `actions` views.
public struct ContentUnavailableView<Label, Description, Actions> {
    /// What is missing: a title with an icon.
    @usableFromInline package var label: Label
    /// Why, or what to do.
    package var description: Description
    /// The controls that could bring the content (a retry button).
    package var actions: Actions

    /// The view from its parts. (A factory, not an init, so that trailing closures never bind here.)
    package static func make(label: Label, description: Description, actions: Actions) -> ContentUnavailableView {
        ContentUnavailableView(label: label, description: description, actions: actions)
    }
}
