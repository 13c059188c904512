import Foundation

/// Columns of a table, as SwiftUI's `TableColumnContent`: columns showing values of
/// `TableRowValue`, sorted by `TableColumnSortComparator` (`Never` for columns that do not sort).
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
    /// How the column sorts its rows.
    associatedtype TableColumnSortComparator: SortComparator
}

/// A column of a table, as SwiftUI's `TableColumn`: its `label` (the column's header), the
/// `content` it shows for each row's value, and the `comparator` that sorts the rows by it (nil
/// for a column that does not sort).
public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent where RowValue: Identifiable, Sort: SortComparator {
    /// Each row shows a `RowValue`.
    public typealias TableRowValue = RowValue
    /// The column sorts by `Sort`.
    public typealias TableColumnSortComparator = Sort

    /// The column's header.
    @usableFromInline package var label: Label
    /// Makes the view of one row's value.
    package var content: (RowValue) -> Content
    /// What sorts the rows by this column, if it sorts them.
    package var comparator: Sort?

    /// A column from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) -> TableColumn {
        TableColumn(label: label, content: content, comparator: comparator)
    }
}

/// Several columns of a table, as SwiftUI's `TupleTableColumnContent`: the columns in the tuple at `value`.
public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent where RowValue: Identifiable, Sort: SortComparator {
    /// Each row shows a `RowValue`.
    public typealias TableRowValue = RowValue
    /// The columns sort by `Sort`.
    public typealias TableColumnSortComparator = Sort

    /// The columns, in order.
    package var value: T

    /// The columns in `value`.
    package init(value: T) {
        self.value = value
    }
}
