/// A container of controls grouped for data entry, as SwiftUI's `Form`: its `content`.
public struct Form<Content> {
    /// The rows.
    @usableFromInline package var content: Content

    /// A form of `content`. (A factory, not an init, so that `Form { … }` never binds its
    /// trailing closure here.)
    package static func make(content: Content) -> Form {
        Form(content: content)
    }
}

extension Form: Sendable where Content: Sendable {}
