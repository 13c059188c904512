import Builders
import Foundation
import ScriptSyntax

// MARK: Conversions of the reader's values to the
// value types of shapes, colours, images and text.

extension Convert {
    /// A member of `table`, such as `.fit`; `what` names the expected kind in messages.
    static func member<T>(_ table: [String: T], _ what: String) -> (Value, SourceLocation) throws -> T {
        { value, location in
            guard case .member(let name) = value, let member = table[name] else {
                let names = table.keys.sorted().map { "." + $0 }.joined(separator: ", ")
                throw Diagnostic(location: location, message: "expected \(what) (\(names)), found \(value.kindDescription)")
            }
            return member
        }
    }

    /// A member of `table`, or nil.
    static func optionalMember<T>(_ table: [String: T], _ what: String) -> (Value, SourceLocation) throws -> T? {
        { value, location in
            if case .null = value { return nil }
            return try member(table, what)(value, location)
        }
    }

    /// An integer, or nil.
    static func optionalInt(_ value: Value, at location: SourceLocation) throws -> Int? {
        switch value {
        case .null: return nil
        case .int(let number): return number
        default: throw Diagnostic(location: location, message: "expected an integer or nil, found \(value.kindDescription)")
        }
    }

    static let contentModes: [String: ContentMode] = ["fit": .fit, "fill": .fill]
    static let cornerStyles: [String: RoundedCornerStyle] = ["circular": .circular, "continuous": .continuous]
    static let textAlignments: [String: TextAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let truncationModes: [String: Text.TruncationMode] = ["head": .head, "tail": .tail, "middle": .middle]
    static let textCases: [String: Text.Case] = ["uppercase": .uppercase, "lowercase": .lowercase]
    static let imageScales: [String: Image.Scale] = ["small": .small, "medium": .medium, "large": .large]
    static let renderingModes: [String: Image.TemplateRenderingMode] = ["template": .template, "original": .original]
    static let interpolations: [String: Image.Interpolation] = ["none": .none, "low": .low, "medium": .medium, "high": .high]
    static let resizingModes: [String: Image.ResizingMode] = ["tile": .tile, "stretch": .stretch]
    static let dateStyles: [String: Text.DateStyle] = ["date": .date, "time": .time, "relative": .relative, "offset": .offset, "timer": .timer]

    /// A date: `Date()`, `Date(timeIntervalSince1970: 0)`, or one held in a variable or property.
    static func date(_ value: Value, at location: SourceLocation) throws -> Date {
        guard case .date(let date) = value else {
            throw Diagnostic(location: location, message: "expected a date such as Date(timeIntervalSince1970: 0), found \(value.kindDescription)")
        }
        return date
    }

    static let colorSpaces: [String: Color.RGBColorSpace] = ["sRGB": .sRGB, "sRGBLinear": .sRGBLinear, "displayP3": .displayP3]
}
