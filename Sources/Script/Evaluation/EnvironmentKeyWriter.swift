import Builders
import Foundation
import ScriptSyntax

// MARK: `.environment(\.key, value)` for the values of the package's
// EnvironmentValues beyond the keys the `environment` modifier reads itself (colour scheme, layout
// direction, size classes, isEnabled, font): each builds the `_EnvironmentKeyWritingModifier`
// compiled code builds, with the key path compiled code writes (so the inspector names
// `.environment(\.tint, .red)` `tint`, as it names compiled code's).

enum EnvironmentKeyWriter {
    /// The names of the key paths written here, for messages.
    static let keys = [
        "tint", "accentColor", "foregroundColor", "isFocused", "dynamicTypeSize", "lineLimit", "multilineTextAlignment",
        "truncationMode", "lineSpacing", "textCase", "imageScale", "keyboardType", "autocapitalization",
        "textInputAutocapitalization", "textContentType", "locale",
    ]

    /// The view `call` modifies by writing `value` at `\.key`; nil when `key` is none of ``keys``.
    static func write(_ key: String, _ value: Value, _ call: ModifierCall, at location: SourceLocation) throws -> (any View)? {
        func members<T: CaseIterable>(_ type: T.Type, _ what: String) throws -> T {
            let names = Dictionary(T.allCases.map { (String(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
            return try Convert.member(names, what)(value, location)
        }
        func optional<T>(_ convert: () throws -> T) throws -> T? {
            if case .null = value { return nil }
            return try convert()
        }
        switch key {
        case "tint":
            let color = try optional { try Convert.color(value, at: location) }
            return call.modified { $0.environment(\.tint, color) }
        case "accentColor":
            let color = try optional { try Convert.color(value, at: location) }
            return call.modified { $0.environment(\.accentColor, color) }
        case "foregroundColor":
            let color = try optional { try Convert.color(value, at: location) }
            return call.modified { $0.environment(\.foregroundColor, color) }
        case "isFocused":
            let focused = try Convert.bool(value, at: location)
            return call.modified { $0.environment(\.isFocused, focused) }
        case "dynamicTypeSize":
            let size = try members(DynamicTypeSize.self, "a type size")
            return call.modified { $0.environment(\.dynamicTypeSize, size) }
        case "lineLimit":
            let limit = try optional { () throws -> Int in
                guard case .int(let lines) = value else { throw Diagnostic(location: location, message: "expected a number of lines or nil, found \(value.kindDescription)") }
                return lines
            }
            return call.modified { $0.environment(\.lineLimit, limit) }
        case "multilineTextAlignment":
            let alignment = try members(TextAlignment.self, "a text alignment")
            return call.modified { $0.environment(\.multilineTextAlignment, alignment) }
        case "truncationMode":
            let mode = try members(Text.TruncationMode.self, "a truncation mode")
            return call.modified { $0.environment(\.truncationMode, mode) }
        case "lineSpacing":
            let spacing = try Convert.length(value, at: location)
            return call.modified { $0.environment(\.lineSpacing, spacing) }
        case "textCase":
            let textCase = try optional { try members(Text.Case.self, "a text case") }
            return call.modified { $0.environment(\.textCase, textCase) }
        case "imageScale":
            let scale = try members(Image.Scale.self, "an image scale")
            return call.modified { $0.environment(\.imageScale, scale) }
        case "keyboardType":
            let type = try members(UIKeyboardType.self, "a keyboard type")
            return call.modified { $0.environment(\.keyboardType, type) }
        case "autocapitalization":
            let type = try members(UITextAutocapitalizationType.self, "a capitalization")
            return call.modified { $0.environment(\.autocapitalization, type) }
        case "textInputAutocapitalization":
            let names: [String: TextInputAutocapitalization] = ["never": .never, "words": .words, "sentences": .sentences, "characters": .characters]
            let type = try optional { try Convert.member(names, "a capitalization")(value, location) }
            return call.modified { $0.environment(\.textInputAutocapitalization, type) }
        case "textContentType":
            let type = try optional { () throws -> UITextContentType in
                guard case .member(let name) = value else { throw Diagnostic(location: location, message: "expected a content type such as .emailAddress, found \(value.kindDescription)") }
                return UITextContentType(rawValue: name)
            }
            return call.modified { $0.environment(\.textContentType, type) }
        case "locale":
            // `Locale(identifier: "en_US")`, or `.init(identifier: "en_US")` where the key gives the type.
            if case .memberCall("init", let arguments) = value, arguments.count == 1, arguments[0].label == "identifier" {
                let locale = Locale(identifier: try Convert.string(arguments[0].value, at: location))
                return call.modified { $0.environment(\.locale, locale) }
            }
            let locale = try Convert.swiftValue(Locale.self, "a locale such as Locale(identifier: \"en_US\")")(value, location)
            return call.modified { $0.environment(\.locale, locale) }
        default:
            return nil
        }
    }
}
