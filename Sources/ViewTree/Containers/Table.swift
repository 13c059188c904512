import Foundation

/// Rows of a table, as SwiftUI's `TableRowContent`: each row shows a value of `TableRowValue`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable
}

/// One row per element of a collection, as SwiftUI's `TableForEachContent`: the elements at `data`.
public struct TableForEachContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    /// Each row shows an element.
    public typealias TableRowValue = Data.Element

    /// The elements, one a row.
    package var data: Data

    /// The rows of `data`.
    package init(data: Data) {
        self.data = data
    }
}

/// Rows of values in columns, as SwiftUI's `Table`: its `rows` (a ``TableForEachContent`` of its
/// data) and its `columns` (a ``TableColumn``, or several in a ``TupleTableColumnContent``).
public struct Table<Value, Rows, Columns>
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    /// The rows.
    package var rows: Rows
    /// The columns, each showing one part of every row.
    package var columns: Columns

    /// A table from its parts.
    package init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }
}
