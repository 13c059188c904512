/// A group of related controls, as SwiftUI's `ControlGroup`: its `content`.
public struct ControlGroup<Content> {
    /// The controls.
    @usableFromInline package var content: Content

    /// A group of `content`. (A factory, not an init, so that `ControlGroup { … }` never
    /// binds its trailing closure here.)
    package static func make(content: Content) -> ControlGroup {
        ControlGroup(content: content)
    }
}

extension ControlGroup: Sendable where Content: Sendable {}
