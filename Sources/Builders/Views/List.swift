extension List where SelectionValue == Never, Content: View {
    /// Creates a list of the rows the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(selection: nil, content: content())
    }

    /// Creates a list of one row per element of identifiable `data`.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self = .make(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of `data`, identified by the key path `id`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self = .make(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list of one row per number of a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self = .make(selection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List where Content: View {
    /// Creates a list whose rows can be selected, any number at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self = .make(selection: selection.map { .set($0) }, content: content())
    }

    /// Creates a list whose rows can be selected, at most one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self = .make(selection: selection.map { .optional($0) }, content: content())
    }

    /// Creates a list with exactly one row selected. (Disfavoured, so that a binding of a
    /// set or of an optional selects the forms for them rather than making the set or the
    /// optional the selection value.)
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self = .make(selection: .required(selection), content: content())
    }

    /// Creates a list of one selectable row per element of identifiable `data`, any number selected at a time.
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self = .make(selection: selection.map { .set($0) }, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one selectable row per element of identifiable `data`, at most one selected at a time.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self = .make(selection: selection.map { .optional($0) }, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one selectable row per element of `data`, identified by `id`, at most one selected at a time.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self = .make(selection: selection.map { .optional($0) }, content: ForEach(data, id: id, content: rowContent))
    }
}

extension List: View, _LayoutView where Content: View {
    /// The rows.
    @inlinable public nonisolated var _layoutContent: Content { content }
}
