import Builders
import ScriptSyntax

extension ValueEntry {
    /// `GridItem(.flexible())`, `GridItem(.fixed(80), spacing:alignment:)`: a lazy grid's column or row.
    static let gridItem = ValueEntry(name: "GridItem", labels: ["spacing", "alignment"], unlabelled: 1) { call in
        var item = GridItem()
        if let size = call.arguments.unlabelled(0) { item.size = try Convert.gridSize(try call.value(size), at: size.location) }
        item.spacing = try call.named("spacing", Convert.optionalLength) ?? nil
        item.alignment = try call.named("alignment", Convert.alignment)
        return item
    }
}

extension Convert {
    /// The most grid items one grid may have.
    static let gridItemLimit = 1_000

    /// `.fixed(80)`, `.flexible()`, `.flexible(minimum: 10, maximum: 100)`, `.adaptive(minimum: 60)`.
    static func gridSize(_ value: Value, at location: SourceLocation) throws -> GridItem.Size {
        let name: String, arguments: [ArgumentValue]
        switch value {
        case .memberCall(let called, let values): (name, arguments) = (called, values)
        case .member(let member): (name, arguments) = (member, [])
        default: throw Diagnostic(location: location, message: "expected a size such as .fixed(80), .flexible() or .adaptive(minimum: 60), found \(value.kindDescription)")
        }
        func length(_ label: String?) throws -> CGFloat? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
            return try Convert.length(argument.value, at: location)
        }
        let labels = arguments.map(\.label)
        func check(_ allowed: [String?]) throws {
            if let unexpected = labels.first(where: { !allowed.contains($0) }) {
                throw Diagnostic(location: location, message: "unexpected argument '\(unexpected.map { "\($0):" } ?? "_")' to .\(name)")
            }
        }
        switch name {
        case "fixed":
            try check([nil])
            guard let width = try length(nil) else { throw Diagnostic(location: location, message: ".fixed needs a length, as .fixed(80)") }
            return .fixed(width)
        case "flexible":
            try check(["minimum", "maximum"])
            return .flexible(minimum: try length("minimum") ?? 10, maximum: try length("maximum") ?? .infinity)
        case "adaptive":
            try check(["minimum", "maximum"])
            guard let minimum = try length("minimum") else { throw Diagnostic(location: location, message: ".adaptive needs 'minimum:', as .adaptive(minimum: 60)") }
            return .adaptive(minimum: minimum, maximum: try length("maximum") ?? .infinity)
        default:
            throw Diagnostic(location: location, message: "expected a size such as .fixed(80), .flexible() or .adaptive(minimum: 60), found '.\(name)'")
        }
    }

    /// An array of grid items, as a grid's `columns:` or `rows:` (written in the call, or held
    /// in a variable or property).
    static func gridItems(_ value: Value, at location: SourceLocation) throws -> [GridItem] {
        guard case .array(let elements) = value else {
            throw Diagnostic(location: location, message: "expected an array of GridItem(…) such as [GridItem(.flexible())], found \(value.kindDescription)")
        }
        guard elements.count <= gridItemLimit else {
            throw Diagnostic(location: location, message: "a grid of more than \(gridItemLimit) items")
        }
        return try elements.map { try swiftValue(GridItem.self, "GridItem(…)")($0, location) }
    }
}
