import Builders

extension KindDescriptor {
    /// Table: one item showing rows of values in columns; its columns are its children, and
    /// `sourceData(_:)` reads the values of its rows.
    static let table = KindDescriptor(
        kind: .table, typeNames: ["Table"], listRole: .leaf, contentPath: "columns", valuePaths: ["sourceData": ["rows|data"]])
}

extension Table: FastContent {
    package var inspectionContent: Any { columns }
}

/// A table's rows seen without their generic types: the values they show.
private protocol TableRowValues {
    /// The value of each row, in order.
    var rowValues: [Any] { get }
}

extension TableForEachContent: TableRowValues {
    fileprivate var rowValues: [Any] { data.map { $0 as Any } }
}

extension InspectableView {
    /// The Table at `index`.
    public func table(_ index: Int? = nil) throws -> InspectableView { try child(.table, index) }

    /// The value each row of a Table shows, in order, at most `limit` of them.
    package func tableRowValues(limit: Int = 100_000) throws -> [Any] {
        try expect([.table], "tableRowValues()")
        guard let rows = MirrorReader.descendant(value, "rows") as? any TableRowValues else {
            throw InspectionError.notSupported("the rows of \(fullTypeName): only the package's own rows of a collection are read", path: place)
        }
        return Array(rows.rowValues.prefix(limit))
    }
}
