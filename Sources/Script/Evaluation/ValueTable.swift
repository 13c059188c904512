import Builders
import ScriptSyntax

/// SwiftUI's value types that are no views, which view code makes by name and keeps in
/// variables and properties like any value:
///
///     let columns = [GridItem(.flexible()), GridItem(.fixed(40))]
///
/// One ``ValueEntry`` per type, shaped as a ``ViewEntry`` is (its arguments checked against a
/// ``Signature``, then read through the ``CheckedCall`` helpers); the value made is a
/// ``Value/swiftValue(_:)``, which the views and modifiers that take one read with
/// ``Convert/swiftValue(_:_:)``. To teach the reader such a type, add its entry in a file of its
/// own under `Sources/Script/Values/` and list it in ``all``.
enum ValueTable {
    /// Every type the reader makes, each once, by its entry's member.
    static let all: [ValueEntry] = [
        .gridItem, .strokeStyle, .navigationPath,
        // Gradients, formatters and geometry values
        .gradient, .numberFormatter, .dateFormatter, .edgeInsets, .point, .size, .rect, .fillStyle,
        // Measurements
        .measurement, .measurementFormatter,
        // Foundation's values app code makes: JSON coders, date components, requests
        .jsonEncoder, .jsonDecoder, .dateComponents, .urlRequest,
        // Locales
        .locale,
    ]

    /// The types by name, built once from ``all``.
    static let entries: [String: ValueEntry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The value `name(arguments)` makes.
    static func make(_ entry: ValueEntry, _ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> Value {
        let index = try Signature.match(arguments, in: [entry.signature])
        return .swiftValue(try entry.make(ViewCall(name: name, arguments: arguments, signature: index, evaluator: evaluator)))
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
}
