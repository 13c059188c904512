import Builders
import ScriptSyntax

// MARK: The paged styles' settings: `PageTabViewStyle(indexDisplayMode: .never)` and
// `.page(indexDisplayMode: .never)` for `tabViewStyle`, `PageIndexViewStyle(backgroundDisplayMode:
// .always)` and `.page(backgroundDisplayMode: .always)` for `indexViewStyle`.

enum PageStyles {
    private static let indexDisplayModes: [String: PageTabViewStyle.IndexDisplayMode] = [
        "automatic": .automatic, "always": .always, "never": .never,
    ]

    private static let backgroundDisplayModes: [String: PageIndexViewStyle.BackgroundDisplayMode] = [
        "automatic": .automatic, "always": .always, "interactive": .interactive, "never": .never,
    ]

    /// The style a call of the type `name` with `arguments` makes, or nil when `name` is no paged
    /// style's type.
    static func make(typeName name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> (any Sendable)? {
        switch name {
        case "PageTabViewStyle": try tabViewStyle(arguments, callee: name, at: location)
        case "PageIndexViewStyle": try indexViewStyle(arguments, callee: name, at: location)
        default: nil
        }
    }

    /// The style the member call `.name(arguments)` makes for the style kind `kind`
    /// (`TabViewStyle`), or nil when the kind has no such member.
    static func member(_ name: String, _ arguments: [ArgumentValue], of kind: String, at location: SourceLocation) throws -> (any Sendable)? {
        guard name == "page" else { return nil }
        switch kind {
        case "TabViewStyle": return try tabViewStyle(arguments, callee: ".page", at: location)
        case "IndexViewStyle": return try indexViewStyle(arguments, callee: ".page", at: location)
        default: return nil
        }
    }

    private static func tabViewStyle(_ arguments: [ArgumentValue], callee: String, at location: SourceLocation) throws -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: try setting("indexDisplayMode", indexDisplayModes, arguments, callee: callee, at: location) ?? .automatic)
    }

    private static func indexViewStyle(_ arguments: [ArgumentValue], callee: String, at location: SourceLocation) throws -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: try setting("backgroundDisplayMode", backgroundDisplayModes, arguments, callee: callee, at: location) ?? .automatic)
    }

    /// The one setting `label` a call may give, one of `choices` by member; nil without one.
    private static func setting<Setting>(
        _ label: String, _ choices: [String: Setting], _ arguments: [ArgumentValue], callee: String, at location: SourceLocation
    ) throws -> Setting? {
        let names = choices.keys.sorted().map { "." + $0 }
        let expected = "'\(label):' with \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
        guard arguments.count <= 1 else { throw Diagnostic(location: location, message: "\(callee) takes at most \(expected)") }
        guard let argument = arguments.first else { return nil }
        guard argument.label == label, case .member(let name) = argument.value, let setting = choices[name] else {
            throw Diagnostic(location: location, message: "\(callee) takes \(expected), found \(argument.value.kindDescription)")
        }
        return setting
    }
}
