import Builders
import ScriptSyntax

/// SwiftUI's value types that are no views, which view code makes by name and keeps in
/// variables and properties like any value:
///
///     let columns = [GridItem(.flexible()), GridItem(.fixed(40))]
///     LazyVGrid(columns: columns) { … }
///
/// One ``ValueEntry`` per type, shaped as a ``ViewEntry`` is (its arguments checked against a
/// ``Signature``, then read through the ``CheckedCall`` helpers); the value made is a
/// ``Value/swiftValue(_:)``, which the views and modifiers that take one read with
/// ``Convert/swiftValue(_:_:)``. To teach the reader such a type, add its entry here.
enum ValueTable {
    /// The types by name.
    static let entries: [String: ValueEntry] = [
        "GridItem": ValueEntry(labels: ["spacing", "alignment"], unlabelled: 1) { call in
            var item = GridItem()
            if let size = call.arguments.unlabelled(0) { item.size = try gridSize(try call.value(size), at: size.location) }
            item.spacing = try call.named("spacing", Convert.optionalLength) ?? nil
            item.alignment = try call.named("alignment", Convert.alignment)
            return item
        },
        "StrokeStyle": ValueEntry(labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]) { call in
            StrokeStyle(
                lineWidth: try call.named("lineWidth", Convert.length) ?? 1,
                lineCap: try call.named("lineCap", Convert.member(["butt": CGLineCap.butt, "round": .round, "square": .square], "a line cap")) ?? .butt,
                lineJoin: try call.named("lineJoin", Convert.member(["miter": CGLineJoin.miter, "round": .round, "bevel": .bevel], "a line join")) ?? .miter,
                miterLimit: try call.named("miterLimit", Convert.length) ?? 10,
                dash: try call.named("dash", Convert.lengths) ?? [],
                dashPhase: try call.named("dashPhase", Convert.length) ?? 0)
        },
        "NavigationPath": ValueEntry(unlabelled: 1) { call in
            guard let argument = call.arguments.unlabelled(0) else { return NavigationPath() }
            let value = try call.value(argument)
            guard case .array(let elements) = value else {
                throw Diagnostic(location: argument.location, message: "expected an array of values to push, found \(value.kindDescription)")
            }
            return NavigationPath(try elements.map { try Convert.identity($0, at: argument.location) })
        },
        // MARK: Gradients, formatters and geometry values
        "Gradient": ValueEntry(labels: ["colors", "stops"], make: GradientReader.gradientValue),
        "NumberFormatter": ValueEntry { _ in NumberFormatter() },
        "DateFormatter": ValueEntry { _ in DateFormatter() },
        "EdgeInsets": OverloadReader.edgeInsets, "CGPoint": OverloadReader.point, "CGSize": OverloadReader.size,
        "FillStyle": ValueEntry(labels: ["eoFill", "antialiased"]) { call in
            FillStyle(eoFill: try call.named("eoFill", Convert.bool) ?? false, antialiased: try call.named("antialiased", Convert.bool) ?? true)
        },
    ]

    /// The value `name(arguments)` makes.
    static func make(_ entry: ValueEntry, _ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> Value {
        let index = try Signature.match(arguments, in: [entry.signature])
        return .swiftValue(try entry.make(ViewCall(name: name, arguments: arguments, signature: index, evaluator: evaluator)))
    }

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
}

/// One of SwiftUI's value types the reader makes: the arguments it takes and how it makes the value.
struct ValueEntry: Sendable {
    /// The argument list accepted.
    let signature: Signature
    /// Makes the value from the checked call.
    let make: @Sendable (ViewCall) throws -> Any

    /// A type taking `labels` and up to `unlabelled` unlabelled arguments.
    init(labels: [String] = [], unlabelled: Int = 0, make: @escaping @Sendable (ViewCall) throws -> Any) {
        self.signature = Signature(labels: labels, unlabelled: unlabelled)
        self.make = make
    }
}

extension Convert {
    /// A value of SwiftUI's type `T` made by ``ValueTable`` (`GridItem(.flexible())`), wherever it is held.
    static func swiftValue<T>(_ type: T.Type, _ what: String) -> (Value, SourceLocation) throws -> T {
        { value, location in
            guard case .swiftValue(let held) = value, let typed = held as? T else {
                throw Diagnostic(location: location, message: "expected \(what), found \(value.kindDescription)")
            }
            return typed
        }
    }

    /// An array of lengths: `[4, 2]`.
    static func lengths(_ value: Value, at location: SourceLocation) throws -> [CGFloat] {
        guard case .array(let elements) = value else {
            throw Diagnostic(location: location, message: "expected an array of lengths such as [4, 2], found \(value.kindDescription)")
        }
        return try elements.map { try length($0, at: location) }
    }

    /// An array of grid items, as a grid's `columns:` or `rows:` (written in the call, or held
    /// in a variable or property).
    static func gridItems(_ value: Value, at location: SourceLocation) throws -> [GridItem] {
        guard case .array(let elements) = value else {
            throw Diagnostic(location: location, message: "expected an array of GridItem(…) such as [GridItem(.flexible())], found \(value.kindDescription)")
        }
        guard elements.count <= ValueTable.gridItemLimit else {
            throw Diagnostic(location: location, message: "a grid of more than \(ValueTable.gridItemLimit) items")
        }
        return try elements.map { try swiftValue(GridItem.self, "GridItem(…)")($0, location) }
    }
}
