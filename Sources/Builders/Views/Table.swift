extension Table: View, _PrimitiveView {}

extension Table {
    /// Creates a table of one row per element of `data`, in the columns the block lists, as
    /// `Table(people) { TableColumn("Name", value: \.name) }`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }
}
