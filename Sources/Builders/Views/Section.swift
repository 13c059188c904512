extension Section where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header and a footer, as `Section { … } header: { … } footer: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// Creates a section with a header and a footer given as views (SwiftUI's earlier form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header, as `Section { … } header: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header given as a view (SwiftUI's earlier form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer, as `Section { … } footer: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// Creates a section with a footer given as a view (SwiftUI's earlier form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section whose header is a localized title, as `Section("Title") { … }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section whose header is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section is primitive.
    public typealias Body = Never

    /// A sublist: the section's rows join its container's list (its header and footer
    /// are supplementary views).
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try content._visitViewList(&visitor)
        }
    }
}
