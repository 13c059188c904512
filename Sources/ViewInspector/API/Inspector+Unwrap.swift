import Inspect

extension Inspector {
    /// `view` with what wraps it peeled off (modifiers, ids, optionals, conditional branches),
    /// and the modifiers peeled added to `medium`'s, as ViewInspector's `unwrap` gives them: the
    /// view a navigation step would stand on.
    @preconcurrency @MainActor public static func unwrap(view: Any, medium: InspectedContent.Medium) throws -> InspectedContent {
        let content = inspect(view).content
        return InspectedContent(view: content.view, medium: medium.appending(content.medium))
    }
}
