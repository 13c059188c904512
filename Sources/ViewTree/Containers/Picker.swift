/// A control for selecting from a set of tagged values, as SwiftUI's `Picker`: its
/// `selection` binding, its `label` and its `content` (the options, each with a `tag`).
///
/// How it is drawn depends on its `pickerStyle`; the options are the items of its
/// content's view list, as SwiftUI reads them.
public struct Picker<Label, SelectionValue: Hashable, Content> {
    /// The selected value.
    @usableFromInline package var selection: Binding<SelectionValue>
    /// What the picker is for.
    @usableFromInline package var label: Label
    /// The options.
    @usableFromInline package var content: Content

    /// A picker of `content` labelled `label`, writing `selection`.
    package init(selection: Binding<SelectionValue>, label: Label, content: Content) {
        self.selection = selection
        self.label = label
        self.content = content
    }
}
