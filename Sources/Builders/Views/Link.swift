import Foundation

extension Link: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension Link where Label: View {
    /// Creates a link to `destination` with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), url: destination)
    }
}

extension Link where Label == Text {
    /// Creates a link with a localized title, as `Link("Help", destination: url)`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self = .make(label: Text(titleKey), url: destination)
    }

    /// Creates a link with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self = .make(label: Text(title), url: destination)
    }
}
