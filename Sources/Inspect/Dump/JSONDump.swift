extension InspectableView {
    /// The schema version of ``jsonDump(typeNames:)``; it changes only when a field changes meaning or goes away.
    public static let jsonSchemaVersion = 1

    /// The tree below this view as JSON:
    ///
    ///     {"schema":"view-inspection/dump","version":1,"root":NODE}
    ///
    /// where NODE is an object with `kind` (the navigation name: `text`,
    /// `hStack`, `custom`…), `type` (the type name, short or full), `path`
    /// (``pathToRoot``), then only when present: `text` (a Text's string),
    /// `image` (an Image's name), `tag` (a number, string or bool, else the
    /// value's description) with `tagType`, `id` with `idType`, `modifiers`
    /// (method names in application order, tags left out), and `children`
    /// (an array of NODE: the view's children, then its supplementary views such as a
    /// control's label, whose `path` ends in their step, `labelView()`). Keys appear in that order. Walks with an explicit stack.
    public func jsonDump(typeNames: TypeNameStyle = .short) throws -> String {
        var output = "{\"schema\":\"view-inspection/dump\",\"version\":\(Self.jsonSchemaVersion),\"root\":"
        enum Task {
            case open(InspectableView)
            case close
            case comma
        }
        var stack: [Task] = [.open(self)]
        while let task = stack.popLast() {
            switch task {
            case .comma:
                output += ","
            case .close:
                output += "]}"
            case .open(let view):
                let summary = NodeSummary(view, typeNames: typeNames)
                output += "{\"kind\":" + JSON.string(view.kind.rawValue)
                output += ",\"type\":" + JSON.string(summary.typeName)
                output += ",\"path\":" + JSON.string(view.place)
                if let text = summary.text { output += ",\"text\":" + JSON.string(text) }
                if let image = summary.imageName { output += ",\"image\":" + JSON.string(image) }
                if let tag = summary.tag {
                    output += ",\"tag\":" + JSON.value(tag.raw) + ",\"tagType\":" + JSON.string(view.context.types.fullName(of: type(of: tag.raw)))
                }
                if let id = summary.id {
                    output += ",\"id\":" + JSON.value(id.base) + ",\"idType\":" + JSON.string(view.context.types.fullName(of: type(of: id.base)))
                }
                if !summary.modifiers.isEmpty {
                    output += ",\"modifiers\":[" + summary.modifiers.map(JSON.string).joined(separator: ",") + "]"
                }
                let children = try view.dumpChildren().map(\.view)
                if children.isEmpty {
                    output += "}"
                } else {
                    output += ",\"children\":["
                    stack.append(.close)
                    for (index, child) in children.enumerated().reversed() {
                        stack.append(.open(child))
                        if index > 0 { stack.append(.comma) }
                    }
                }
            }
        }
        return output + "}"
    }
}

/// JSON text for strings and simple values.
package enum JSON {
    package static func string(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// A number, bool or string as itself; anything else as its description.
    package static func value(_ value: Any) -> String {
        switch value {
        case let bool as Bool: return bool ? "true" : "false"
        case let int as Int: return String(int)
        case let int as Int64: return String(int)
        case let int as Int32: return String(int)
        case let int as UInt: return String(int)
        case let int as UInt64: return String(int)
        case let double as Double where double.isFinite: return String(double)
        case let text as String: return string(text)
        default: return string(String(describing: value))
        }
    }
}
