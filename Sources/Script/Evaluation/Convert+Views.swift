import Builders
import ScriptSyntax

// The conversions several views' entries share: axes, pinned views, tag values, prompts and
// ranges of numbers (grid items: `Values/GridItem.swift`).

extension Convert {
    static let axisNames: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical]

    /// `.vertical`, `.horizontal`, or an array of them.
    static func axes(_ value: Value, at location: SourceLocation) throws -> Axis.Set {
        func one(_ value: Value) throws -> Axis.Set {
            guard case .member(let name) = value, let axis = axisNames[name] else {
                throw Diagnostic(location: location, message: "expected axes such as .vertical or [.horizontal, .vertical], found \(value.kindDescription)")
            }
            return axis
        }
        if case .array(let elements) = value {
            return try elements.reduce(into: Axis.Set()) { $0.formUnion(try one($1)) }
        }
        return try one(value)
    }

    static let pinnedNames: [String: PinnedScrollableViews] = ["sectionHeaders": .sectionHeaders, "sectionFooters": .sectionFooters]

    /// `.sectionHeaders`, `.sectionFooters`, or an array of them.
    static func pinnedViews(_ value: Value, at location: SourceLocation) throws -> PinnedScrollableViews {
        func one(_ value: Value) throws -> PinnedScrollableViews {
            guard case .member(let name) = value, let pinned = pinnedNames[name] else {
                throw Diagnostic(location: location, message: "expected .sectionHeaders or .sectionFooters, found \(value.kindDescription)")
            }
            return pinned
        }
        if case .array(let elements) = value {
            return try elements.reduce(into: PinnedScrollableViews()) { $0.formUnion(try one($1)) }
        }
        return try one(value)
    }

    /// A `.constant(v)` selection or value of a tag type: an integer, string, number or Boolean.
    static func tagValue(_ value: Value, at location: SourceLocation) throws -> AnyHashable {
        switch value {
        case .int(let value): return AnyHashable(value)
        case .bool(let value): return AnyHashable(value)
        case .double(let value): return AnyHashable(value)
        default:
            if value.isStringLike, let string = value.text { return AnyHashable(string) }
            // A UUID, or a value of a type the file declares (an enum's case): see DefinedValue.
            guard !value.isNull, case let hashable? = try? Convert.hashable(value, at: location) else {
                throw Diagnostic(location: location, message: "expected an integer, string, number or Boolean, found \(value.kindDescription)")
            }
            return AnyHashable(hashable)
        }
    }

    /// A `Text` or nil, as `prompt:` takes.
    static func optionalText(_ value: Value, at location: SourceLocation) throws -> Text? {
        switch value {
        case .null: return nil
        case .view(let view as Text): return view
        default: throw Diagnostic(location: location, message: "expected a Text such as Text(\"Required\"), found \(value.kindDescription)")
        }
    }

    /// The bounds of a closed range (``ViewCall/closedRange(_:)``) as numbers, the lower at most the upper.
    static func doubleRange(_ range: (lower: Value, upper: Value), at location: SourceLocation) throws -> ClosedRange<Double> {
        let low = try Convert.double(range.lower, at: location), high = try Convert.double(range.upper, at: location)
        guard low.isFinite, high.isFinite, low <= high else {
            throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound")
        }
        return low...high
    }
}
