import Builders

extension KindDescriptor {
    /// TableColumn: a column of a table, its header reached by `labelView()` and its view of a
    /// row's value by `cellView(_:)`. Not a view: it stands only in a table.
    static let tableColumn = KindDescriptor(
        kind: .tableColumn, typeNames: ["TableColumn"], listRole: .leaf, supplementaryPaths: [("labelView", "label")])
}

/// A TableColumn seen without its generic types: its view of a row's value (Mirror cannot call
/// its content closure).
private protocol TableCells {
    /// The view of `row`; nil when it is not of the column's row type.
    func cell(for row: Any) -> Any?
    /// The type of the rows' values.
    var rowType: Any.Type { get }
}

extension TableColumn: TableCells {
    fileprivate func cell(for row: Any) -> Any? {
        (row as? RowValue).map(content)
    }

    fileprivate var rowType: Any.Type { RowValue.self }
}

extension InspectableView {
    /// The TableColumn at `index` among a table's columns.
    public func tableColumn(_ index: Int? = nil) throws -> InspectableView { try child(.tableColumn, index) }

    /// The view a TableColumn shows for `rowValue`, the value of one of its table's rows. Throws
    /// when the value is not of the column's row type.
    public func cellView(_ rowValue: Any) throws -> InspectableView {
        supplementaryView("cellView", try cellContent(rowValue), index: nil)
    }

    /// What a TableColumn's content closure makes of `rowValue`, before it is inspected.
    package func cellContent(_ rowValue: Any) throws -> Any {
        try expect([.tableColumn], "cellView(_:)")
        guard let column = value as? any TableCells else {
            throw InspectionError.notSupported(
                "cellView(_:) on \(fullTypeName): its content closure can be called only on the package's own TableColumn", path: place)
        }
        guard let cell = column.cell(for: rowValue) else {
            throw InspectionError.valueTypeMismatch(found: String(describing: Swift.type(of: rowValue)), expected: String(describing: column.rowType))
        }
        return cell
    }
}
