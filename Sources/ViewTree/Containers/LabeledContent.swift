/// A value with a label, as SwiftUI's `LabeledContent`: its `label` and its `content`
/// (the value's views, laid out beside the label).
public struct LabeledContent<Label, Content> {
    /// What the value is.
    @usableFromInline package var label: Label
    /// The value.
    package var content: Content

    /// Labelled content from its parts. (A factory, not an init, so that trailing closures never bind here.)
    package static func make(label: Label, content: Content) -> LabeledContent {
        LabeledContent(label: label, content: content)
    }
}
