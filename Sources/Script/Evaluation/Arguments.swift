import Builders
import ScriptSyntax

/// The arguments of one call, matched by label, with messages that name the call.
struct Arguments {
    let list: [Argument]
    let callee: String
    let location: SourceLocation

    /// The argument labelled `label` (nil: the first unlabelled one).
    func named(_ label: String?) -> Argument? {
        list.first { $0.label == label }
    }

    /// The `index`th unlabelled argument.
    func unlabelled(_ index: Int) -> Argument? {
        let unlabelled = list.filter { $0.label == nil }
        return unlabelled.indices.contains(index) ? unlabelled[index] : nil
    }

    /// Refuses labels not in `allowed`, and more unlabelled arguments than `unlabelled`.
    func check(labels allowed: [String], unlabelled: Int) throws {
        for argument in list {
            if let label = argument.label, !allowed.contains(label) {
                let expected = allowed.isEmpty ? "no labelled arguments" : allowed.map { "'\($0):'" }.joined(separator: ", ")
                throw Diagnostic(location: argument.location, message: "unexpected argument '\(label):' to \(callee); expected \(expected)\(Suggestion.hint(for: label, in: allowed))")
            }
        }
        let count = list.filter { $0.label == nil }.count
        if count > unlabelled, let extra = list.filter({ $0.label == nil }).dropFirst(unlabelled).first {
            throw Diagnostic(location: extra.location, message: "\(callee) takes \(unlabelled == 0 ? "no" : "at most \(unlabelled)") unlabelled argument\(unlabelled == 1 ? "" : "s"), found \(count)")
        }
    }

    /// Fails with "CALLEE needs LABEL".
    func missing(_ what: String) -> Diagnostic {
        Diagnostic(location: location, message: "\(callee) needs \(what)")
    }
}

/// Conversions from evaluated values to the types initialisers and modifiers take.
enum Convert {
    static func length(_ value: Value, at location: SourceLocation) throws -> CGFloat {
        switch value {
        case .binding(let cell): return try length(cell.value, at: location)
        case .int(let number): return CGFloat(number)
        case .double(let number): return CGFloat(number)
        case .member("infinity"): return .infinity
        default: throw Diagnostic(location: location, message: "expected a length (a number), found \(value.kindDescription)")
        }
    }

    static func optionalLength(_ value: Value, at location: SourceLocation) throws -> CGFloat? {
        if case .null = value { return nil }
        return try length(value, at: location)
    }

    static func double(_ value: Value, at location: SourceLocation) throws -> Double {
        Double(try length(value, at: location))
    }

    static func bool(_ value: Value, at location: SourceLocation) throws -> Bool {
        if case .binding(let cell) = value { return try self.bool(cell.value, at: location) }
        guard case .bool(let bool) = value else {
            throw Diagnostic(location: location, message: "expected a Boolean (true or false), found \(value.kindDescription)")
        }
        return bool
    }

    static func string(_ value: Value, at location: SourceLocation) throws -> String {
        if case .binding(let cell) = value { return try string(cell.value, at: location) }
        guard let text = value.text, value.isStringLike else {
            throw Diagnostic(location: location, message: "expected a string, found \(value.kindDescription)")
        }
        return text
    }

    static let colorNames: [String: Color] = [
        "black": .black, "white": .white, "gray": .gray, "red": .red, "orange": .orange, "yellow": .yellow,
        "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo,
        "purple": .purple, "pink": .pink, "brown": .brown, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    static func color(_ value: Value, at location: SourceLocation) throws -> Color {
        switch value {
        case .binding(let cell): return try color(cell.value, at: location)
        case .color(let color): return color
        case .member(let name):
            guard let color = colorNames[name] else {
                throw Diagnostic(location: location, message: "unknown color '.\(name)'\(Suggestion.hint(for: name, in: Array(colorNames.keys)))")
            }
            return color
        case .view(let view as Color):
            // A Color built as a view, such as `Color.blue.opacity(0.2)`, is a colour value too.
            return view
        default: throw Diagnostic(location: location, message: "expected a color such as .red, found \(value.kindDescription)")
        }
    }

    static func optionalColor(_ value: Value, at location: SourceLocation) throws -> Color? {
        if case .null = value { return nil }
        return try color(value, at: location)
    }

    static let fontNames: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
        "caption": .caption, "caption2": .caption2,
    ]

    static func font(_ value: Value, at location: SourceLocation) throws -> Font? {
        switch value {
        case .null: return nil
        case .font(let font): return font
        case .member(let name):
            guard let font = fontNames[name] else {
                throw Diagnostic(location: location, message: "unknown font '.\(name)'\(Suggestion.hint(for: name, in: Array(fontNames.keys)))")
            }
            return font
        default: throw Diagnostic(location: location, message: "expected a font such as .headline, found \(value.kindDescription)")
        }
    }

    static let weightNames: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static func weight(_ value: Value, at location: SourceLocation) throws -> Font.Weight? {
        if case .null = value { return nil }
        guard case .member(let name) = value, let weight = weightNames[name] else {
            throw Diagnostic(location: location, message: "expected a font weight such as .bold, found \(value.kindDescription)")
        }
        return weight
    }

    static func horizontal(_ value: Value, at location: SourceLocation) throws -> HorizontalAlignment {
        switch value {
        case .member("leading"): return .leading
        case .member("center"): return .center
        case .member("trailing"): return .trailing
        default: throw Diagnostic(location: location, message: "expected .leading, .center or .trailing, found \(value.kindDescription)")
        }
    }

    static func vertical(_ value: Value, at location: SourceLocation) throws -> VerticalAlignment {
        switch value {
        case .member("top"): return .top
        case .member("center"): return .center
        case .member("bottom"): return .bottom
        case .member("firstTextBaseline"): return .firstTextBaseline
        case .member("lastTextBaseline"): return .lastTextBaseline
        default: throw Diagnostic(location: location, message: "expected .top, .center, .bottom or a text baseline, found \(value.kindDescription)")
        }
    }

    static let alignmentNames: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    static func alignment(_ value: Value, at location: SourceLocation) throws -> Alignment {
        guard case .member(let name) = value, let alignment = alignmentNames[name] else {
            throw Diagnostic(location: location, message: "expected an alignment such as .topLeading, found \(value.kindDescription)")
        }
        return alignment
    }

    static let edgeNames: [String: Edge.Set] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    static func edges(_ value: Value, at location: SourceLocation) throws -> Edge.Set? {
        switch value {
        case .member(let name): return edgeNames[name]
        case .array(let elements):
            var set: Edge.Set = []
            for element in elements {
                guard case .member(let name) = element, let edge = edgeNames[name] else {
                    throw Diagnostic(location: location, message: "expected edges such as [.top, .leading], found \(element.kindDescription)")
                }
                set.formUnion(edge)
            }
            return set
        default: return nil
        }
    }

    /// `Text(x)`: a string literal becomes a localized key (its interpolations
    /// the key's format and arguments); a String value is shown verbatim.
    static func text(_ value: Value, at location: SourceLocation) throws -> Text {
        switch value {
        case .binding(let cell): return try text(cell.value, at: location)
        case .view(let view as Text): return view
        case .literal(let pieces):
            guard pieces.contains(where: { if case .text = $0 { false } else { true } }) else {
                return Text(LocalizedStringKey(stringLiteral: value.text ?? ""))
            }
            var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: pieces.count)
            for piece in pieces {
                switch piece {
                case .text(let text): interpolation.appendLiteral(text)
                case .formatted(.int(let number), let specifier): interpolation.appendInterpolation(number, specifier: specifier)
                case .formatted(.double(let number), let specifier): interpolation.appendInterpolation(number, specifier: specifier)
                case .formatted(let other, _):
                    throw Diagnostic(location: location, message: "expected a number before 'specifier:', found \(other.kindDescription)")
                case .value(.int(let number)): interpolation.appendInterpolation(number)
                case .value(.double(let number)): interpolation.appendInterpolation(number)
                case .value(.bool(let bool)): interpolation.appendInterpolation(bool)
                case .value(.view(let view)):
                    guard let text = view as? Text else {
                        throw Diagnostic(location: location, message: "expected a Text or a value in the interpolation, found a view")
                    }
                    interpolation.appendInterpolation(text)
                case .value(let other):
                    switch other {
                    case .view, .closure, .function, .type, .void, .keyPath:
                        throw Diagnostic(location: location, message: "cannot interpolate \(other.kindDescription) into a Text")
                    default:
                        // A String by its text; any other value by its description, as `%@`.
                        interpolation.appendInterpolation(other.text ?? other.described)
                    }
                }
            }
            return Text(LocalizedStringKey(stringInterpolation: interpolation))
        case .string(let string):
            return Text(string)
        default:
            throw Diagnostic(location: location, message: "expected a string, found \(value.kindDescription)")
        }
    }

    /// The value of a `.constant(v)` binding.
    static func binding(_ value: Value, at location: SourceLocation) throws -> Value {
        if case .binding(let cell) = value { return cell.value }
        guard case .constantBinding(let inner) = value else {
            throw Diagnostic(location: location, message: "expected a binding such as $isOn or .constant(true), found \(value.kindDescription)")
        }
        return inner
    }

    /// The value of a `.constant(v)` binding converted by `convert`:
    /// `call.named("isOn", Convert.binding(of: Convert.bool))`.
    static func binding<T>(of convert: @escaping (Value, SourceLocation) throws -> T) -> (Value, SourceLocation) throws -> T {
        { value, location in try convert(try binding(value, at: location), location) }
    }

    /// A colour component: a finite number.
    static func colorComponent(_ value: Value, at location: SourceLocation) throws -> Double {
        let component = try double(value, at: location)
        guard component.isFinite else {
            throw Diagnostic(location: location, message: "expected a finite colour component, found \(component)")
        }
        return component
    }
}

extension Value {
    var isStringLike: Bool {
        switch self {
        case .string, .literal: true
        default: false
        }
    }
}
