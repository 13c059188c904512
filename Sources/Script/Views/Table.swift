import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Table(people) { TableColumn("Name", value: \.name); TableColumn("Age") { person in Text("\(person.age)") } }`
    /// over an array of the file's Identifiable values: each column a `TableColumn` of a title and
    /// a string's key path (`value:`), a content closure, or both (sorting by a string, an integer
    /// or a number).
    static let table = ViewEntry(name: "Table", labels: ["columns"], unlabelled: 2, build: tableView)

    @Sendable private static func tableView(_ call: ViewCall) throws -> any View {
        guard let dataArgument = call.arguments.unlabelled(0) else { throw call.missing("data, as Table(people) { TableColumn(\"Name\", value: \\.name) }") }
        guard let columnsArgument = call.arguments.named("columns") ?? call.arguments.unlabelled(1), case .closure(let closure) = columnsArgument.value,
              closure.parameters.isEmpty else {
            throw call.missing("a block of columns, as Table(people) { TableColumn(\"Name\", value: \\.name) }")
        }
        guard case .array(let elements) = try call.value(dataArgument) else {
            throw Diagnostic(location: dataArgument.location, message: "expected an array of Identifiable values for Table")
        }
        guard elements.count <= ViewTable.forEachLimit else {
            throw Diagnostic(location: dataArgument.location, message: "a Table of more than \(ViewTable.forEachLimit) rows")
        }
        let rows = try elements.map { element -> (value: Value, defined: DefinedValue) in
            guard let id = try? call.evaluator.member(of: element, "id", at: dataArgument.location) else {
                throw Diagnostic(location: dataArgument.location, message: "a Table's rows need Identifiable values (an 'id' property), found \(element.kindDescription)")
            }
            return (element, try Convert.defined(element, id: try Convert.identity(id, at: dataArgument.location), at: dataArgument.location))
        }
        // The block is read here, not run: it is no action.
        call.evaluator.usedClosures.insert(LocationKey(closure.location))
        var columns: [ReadColumn] = []
        for statement in closure.body {
            guard case .expression(.call(let column)) = statement, case .identifier("TableColumn", _) = column.callee else {
                throw Diagnostic(location: closure.location, message: "expected only TableColumn(…) calls in a Table's block of columns")
            }
            columns.append(try tableColumn(column, rows: rows, call: call))
        }
        guard let first = columns.first else { throw Diagnostic(location: closure.location, message: "a Table needs at least one TableColumn") }
        let defined = rows.map(\.defined)
        guard columns.count > 1 else { return first.alone(defined) }
        var pack = first.startPack()
        for column in columns.dropFirst() {
            pack = pack.adding(column.column)
        }
        return pack.table(defined)
    }

    /// One `TableColumn(title, value: \.path)`, `TableColumn(title) { row in … }` or both.
    private static func tableColumn(_ column: Call, rows: [(value: Value, defined: DefinedValue)], call: ViewCall) throws -> ReadColumn {
        let evaluator = call.evaluator
        var title: Text?
        var path: [String]?
        var content: Closure?
        for argument in column.arguments {
            switch (argument.label, argument.value) {
            case (nil, .closure(let closure)), ("content", .closure(let closure)): content = closure
            case (nil, let expression) where title == nil:
                title = try Convert.text(try evaluator.evaluate(expression), at: argument.location)
            case ("value", let expression):
                guard case .keyPath(let names) = try evaluator.evaluate(expression) else {
                    throw Diagnostic(location: argument.location, message: "expected a key path such as \\.name for 'value:'")
                }
                path = names
            default:
                throw Diagnostic(location: argument.location, message: "TableColumn takes a title, 'value:' and a content closure")
            }
        }
        guard let title else { throw Diagnostic(location: column.location, message: "TableColumn needs a title, as TableColumn(\"Name\", value: \\.name)") }
        var values: [DefinedValue: Value] = [:]
        if let path {
            for row in rows {
                var value = row.value
                for name in path { value = try evaluator.member(of: value, name, at: column.location) ?? .null }
                values[row.defined] = value
            }
        }
        guard let content else {
            guard path != nil else { throw Diagnostic(location: column.location, message: "TableColumn needs 'value:' or a content closure") }
            let strings = try values.mapValues { value -> String in
                guard value.isStringLike, let text = value.text else {
                    throw Diagnostic(location: column.location, message: "expected the column's values to be strings, found \(value.kindDescription)")
                }
                return text
            }
            return ReadColumn(TableColumn(title, value: \DefinedValue.[tableCells: TableCells(strings, fallback: "")]))
        }
        var views: [DefinedValue: any View] = [:]
        for row in rows { views[row.defined] = try evaluator.element(content, row.value) }
        let sample = views.values.first ?? (try? evaluator.element(content, .null)) ?? EmptyView()
        let typed = views.values.contains { type(of: $0) != type(of: sample) } ? views.mapValues(TypedBuilders.anyView) : views
        return try TypedBuilders.tableColumn(title: title, values: path == nil ? nil : values, views: typed, sample: typed.values.first ?? sample, at: column.location)
    }
}

/// A column the reader built: the column, and the table of only that column.
struct ReadColumn {
    /// The column.
    let column: any TableColumnContent
    /// `Table(rows) { column }`.
    let alone: ([DefinedValue]) -> any View
    /// The start of the columns of a table of several.
    let startPack: () -> any TableColumnPacking

    init<C: TableColumnContent>(_ column: C) where C.TableRowValue == DefinedValue {
        self.column = column
        alone = { rows in Table(rows) { column } }
        startPack = { TableColumnPack<C>(columns: column) }
    }
}

/// Columns of a table gathered one by one into the static type of a block of them.
protocol TableColumnPacking {
    /// These columns and `column`.
    func adding(_ column: any TableColumnContent) -> any TableColumnPacking
    /// `Table(rows) { these columns }`.
    func table(_ rows: [DefinedValue]) -> any View
}

/// Columns gathered with a parameter pack, as `TableColumnBuilder` gathers them.
struct TableColumnPack<each C: TableColumnContent>: TableColumnPacking {
    let columns: (repeat each C)

    func adding(_ column: any TableColumnContent) -> any TableColumnPacking {
        appending(column)
    }

    private func appending<W: TableColumnContent>(_ column: W) -> any TableColumnPacking {
        TableColumnPack<repeat each C, W>(columns: (repeat each columns, column))
    }

    func table(_ rows: [DefinedValue]) -> any View {
        Table(rows) { TupleTableColumnContent<DefinedValue, Never, (repeat each C)>(value: (repeat each columns)) }
    }
}

/// The values a column of a table the reader built shows for each row, which the column's key
/// path reads (a key path of the reader's values goes through a subscript of this table). Made
/// once and never changed; compared by identity.
final class TableCells<Cell>: Hashable, @unchecked Sendable {
    /// Each row's value.
    let cells: [DefinedValue: Cell]
    /// The value of a row it does not hold.
    let fallback: Cell

    init(_ cells: [DefinedValue: Cell], fallback: Cell) {
        self.cells = cells
        self.fallback = fallback
    }

    static func == (lhs: TableCells, rhs: TableCells) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DefinedValue {
    /// This row's value in `table`.
    subscript<Cell>(tableCells table: TableCells<Cell>) -> Cell {
        table.cells[self] ?? table.fallback
    }
}

extension TypedBuilders {
    /// `TableColumn(title) { row in … }`, or with `value:` sorting by the rows' `values` (strings,
    /// integers or numbers), whose content returns the views made for each row.
    static func tableColumn(
        title: Text, values: [DefinedValue: Value]?, views: [DefinedValue: any View], sample: any View, at location: SourceLocation
    ) throws -> ReadColumn {
        func open<C: View>(_ sample: C) throws -> ReadColumn {
            let content: (DefinedValue) -> C = { views[$0] as? C ?? sample }
            guard let values else { return ReadColumn(TableColumn(title, content: content)) }
            func sorted<V: Comparable>(_ convert: (Value) -> V?, fallback: V) throws -> ReadColumn {
                let typed = try values.mapValues { value -> V in
                    guard let converted = convert(value) else {
                        throw Diagnostic(location: location, message: "expected the column's values to be of one type, found \(value.kindDescription)")
                    }
                    return converted
                }
                return ReadColumn(TableColumn(title, value: \DefinedValue.[tableCells: TableCells(typed, fallback: fallback)], content: content))
            }
            switch values.values.first {
            case .int?: return try sorted({ if case .int(let number) = $0 { number } else { nil } }, fallback: 0)
            case .double?: return try sorted({ if case .double(let number) = $0 { number } else { nil } }, fallback: 0.0)
            case let value? where !value.isStringLike:
                throw Diagnostic(location: location, message: "expected the column's values to be strings or numbers, found \(value.kindDescription)")
            default: return try sorted({ $0.isStringLike ? $0.text : nil }, fallback: "")
            }
        }
        return try open(sample)
    }
}
