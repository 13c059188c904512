import Foundation

/// The result builder that makes a table's columns out of the `TableColumn`s of a block, as
/// SwiftUI's `TableColumnBuilder`: one column builds the column itself, several a
/// ``TupleTableColumnContent`` of them (no limit on their number).
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> where RowValue: Identifiable, Sort: SortComparator {
    /// Builds a column from an expression in the block; a column that sorts may stand in a table
    /// that does not.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }

    /// A block of one column builds the column itself.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }

    /// A block of two or more columns builds a ``TupleTableColumnContent`` of them (each a column
    /// of `RowValue`, as ``buildExpression(_:)`` takes only those).
    public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        TupleTableColumnContent(value: (repeat each columns))
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column showing each row's string at `value`, titled by a localized key, as
    /// `TableColumn("Name", value: \.name)`; the rows sort by that string, by default lexically
    /// (SwiftUI's default, `.localizedStandard`, is not in Linux's Foundation). The key path is
    /// `Sendable`, as a key path literal is, because Linux's `KeyPathComparator` takes only those.
    public init(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self = .make(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) { Text($0[keyPath: value]) }
    }

    /// Creates a column showing each row's string at `value`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self = .make(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) { Text($0[keyPath: value]) }
    }

    /// Creates a column showing each row's string at `value`, titled by a Text.
    public init(_ text: Text, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical) {
        self = .make(label: text, comparator: KeyPathComparator(value, comparator: comparator)) { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == Never, Content: View, Label == Text {
    /// Creates a column showing the view `content` makes of each row, titled by a localized key,
    /// as `TableColumn("Age") { person in Text("\(person.age)") }`; it does not sort.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates a column showing the view `content` makes of each row, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: Text(title), comparator: nil, content: content)
    }

    /// Creates a column showing the view `content` makes of each row, titled by a Text.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: text, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content: View, Label == Text {
    /// Creates a column showing the view `content` makes of each row, sorting the rows by their
    /// values at `value`, titled by a localized key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column showing the view `content` makes of each row, sorting the rows by their
    /// values at `value`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column showing the view `content` makes of each row, sorting the rows by their
    /// values at `value`, titled by a Text.
    public init<V: Comparable>(_ text: Text, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self = .make(label: text, comparator: KeyPathComparator(value), content: content)
    }
}
