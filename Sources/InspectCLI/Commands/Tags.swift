import Inspect

/// `inspect tags`: prints the (text, tag) pairs a picker would use, as a table or as JSON.
struct TagsCommand: TreeSubcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "tags",
        abstract: "print the (text, tag) pairs a picker would use",
        discussion: """
            Prints the (text, tag) pairs a picker would use: the content of the first picker
            in the tree, or else the root's view list.
            """)

    /// JSON instead of a table.
    static let json = Flag("--json", help: "print JSON with a schema version instead of a table")

    /// JSON, and the root's options.
    static let options: [any CommandOption] = [json] + RootOptions.all

    /// Whether to print JSON.
    var json: Bool

    /// Reads whether to print JSON.
    init(parsing arguments: ParsedArguments) {
        json = arguments.isSet(Self.json)
    }

    /// One item's columns: its text, its tag and the tag's type as text, and the tag itself.
    private typealias Row = (text: String, tag: String, type: String, raw: AnyHashable?)

    /// The table or the JSON of the picker's items.
    func run(_ context: Context) throws -> Output {
        let rows: [Row] = try context.root.pickerItems().map { item in
            switch item.tag {
            case .value(let tag): (item.text ?? "", String(describing: tag.base), "AnyHashable", tag)
            case .otherType(let tag, let type): (item.text ?? "", String(describing: tag.base), type, tag)
            case .untagged: (item.text ?? "", "", "", nil)
            }
        }
        return Output(text: json ? Self.json(rows) : Self.table(rows))
    }

    /// `{"schema":"view-inspection/tags","version":1,"items":[…]}` and a newline.
    private static func json(_ rows: [Row]) -> String {
        let entries = rows.enumerated().map { index, row in
            var entry = "{\"index\":\(index),\"text\":\(JSON.string(row.text))"
            if let raw = row.raw {
                entry += ",\"tag\":\(JSON.value(raw.base)),\"tagType\":\(JSON.string(row.type))"
            }
            return entry + "}"
        }
        return "{\"schema\":\"view-inspection/tags\",\"version\":1,\"items\":[" + entries.joined(separator: ",") + "]}\n"
    }

    /// A table with a header: index, text, tag, type. Columns line up to 40 characters, so one
    /// long text cannot pad every row; nothing is cut.
    private static func table(_ rows: [Row]) -> String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        let indexWidth = String(max(0, rows.count - 1)).count + 2
        let textWidth = min(40, max(4, rows.map(\.text.count).max() ?? 0))
        let tagWidth = min(40, max(3, rows.map(\.tag.count).max() ?? 0))
        var table = pad("#", indexWidth) + pad("text", textWidth) + "  " + pad("tag", tagWidth) + "  type\n"
        for (index, row) in rows.enumerated() {
            let tag = row.raw == nil ? "(untagged)" : row.tag
            var line = pad(String(index), indexWidth) + pad(row.text, textWidth) + "  " + pad(tag, tagWidth) + "  " + row.type
            while line.hasSuffix(" ") { line.removeLast() }
            table += line + "\n"
        }
        return table
    }
}
