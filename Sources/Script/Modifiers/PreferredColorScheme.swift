import Builders
import ScriptSyntax

extension ModifierEntry {
    /// `.preferredColorScheme(.dark)`, or `nil` to follow the system's (a running app's scheme is
    /// the first one drawn).
    static let preferredColorScheme = ModifierEntry(name: "preferredColorScheme", unlabelled: 1) { call in
        let scheme = try call.first { value, location -> ColorScheme? in
            switch value {
            case .null: return nil
            case .member("light"): return .light
            case .member("dark"): return .dark
            default: throw Diagnostic(location: location, message: "expected a color scheme such as .dark, or nil, found \(value.kindDescription)")
            }
        }
        // The modifier SwiftUI's method makes, built here off the main actor.
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: _PreferenceWritingModifier<PreferredColorSchemeKey>(value: scheme)) }
        return open(call.view)
    }
}
