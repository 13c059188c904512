import Inspect

/// The content of `view` with `medium`'s modifiers, as ViewInspector's own tests (which import it
/// `@testable`) make one: `InspectableView(Content(view, medium: .empty), parent: nil, index: nil)`.
/// A function, not a type, so that it never stands for a modifier's `Content` where a type is written.
public func Content(_ view: Any, medium: InspectedContent.Medium = .empty) -> InspectedContent {
    InspectedContent(view: view, medium: medium)
}
