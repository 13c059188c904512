import Builders
import ScriptSyntax

// MARK: Conversions of the reader's values to the value types of geometry effects,
// keyboard shortcuts and toolbar placements.

extension Convert {
    /// `.degrees(n)`, `.radians(n)`, `.zero`, or an `Angle` held in a variable.
    static func angle(_ value: Value, at location: SourceLocation) throws -> Angle {
        switch value {
        case .binding(let cell): return try angle(cell.value, at: location)
        case .member("zero"): return .zero
        case .memberCall("degrees", let arguments) where arguments.count == 1:
            return .degrees(try double(arguments[0].value, at: location))
        case .memberCall("radians", let arguments) where arguments.count == 1:
            return .radians(try double(arguments[0].value, at: location))
        case .swiftValue(let angle as Angle): return angle
        default: throw Diagnostic(location: location, message: "expected an angle such as .degrees(45), found \(value.kindDescription)")
        }
    }

    /// The points `UnitPoint` names.
    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// A unit point such as `.topLeading`.
    static func unitPoint(_ value: Value, at location: SourceLocation) throws -> UnitPoint {
        try member(unitPoints, "a unit point such as .topLeading")(value, location)
    }

    /// `.horizontal`, `.vertical` or `[.horizontal, .vertical]`.
    static func axisSet(_ value: Value, at location: SourceLocation) throws -> Axis.Set {
        let names: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical]
        switch value {
        case .member(let name) where names[name] != nil: return names[name] ?? []
        case .array(let elements):
            return try elements.reduce(into: Axis.Set()) { set, element in set.formUnion(try axisSet(element, at: location)) }
        default: throw Diagnostic(location: location, message: "expected axes such as .horizontal or [.horizontal, .vertical], found \(value.kindDescription)")
        }
    }

    /// The keys `KeyEquivalent` names.
    static let keyEquivalents: [String: KeyEquivalent] = [
        "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow, "rightArrow": .rightArrow,
        "escape": .escape, "delete": .delete, "deleteForward": .deleteForward, "home": .home, "end": .end,
        "pageUp": .pageUp, "pageDown": .pageDown, "clear": .clear, "tab": .tab, "space": .space, "return": .return,
    ]

    /// A key: a one-character string (`"s"`) or one of `KeyEquivalent`'s names (`.return`).
    static func keyEquivalent(_ value: Value, at location: SourceLocation) throws -> KeyEquivalent {
        if case .member(let name) = value {
            guard let key = keyEquivalents[name] else {
                throw Diagnostic(location: location, message: "unknown key '.\(name)'\(Suggestion.hint(for: name, in: Array(keyEquivalents.keys)))")
            }
            return key
        }
        guard value.isStringLike, let text = value.text, text.count == 1, let character = text.first else {
            throw Diagnostic(location: location, message: "expected a key such as \"s\" or .return, found \(value.kindDescription)")
        }
        return KeyEquivalent(character)
    }

    /// The modifier keys `EventModifiers` names.
    static let eventModifierNames: [String: EventModifiers] = [
        "capsLock": .capsLock, "shift": .shift, "control": .control, "option": .option, "command": .command,
        "numericPad": .numericPad, "all": .all,
    ]

    /// `.command` or `[.command, .shift]`.
    static func eventModifiers(_ value: Value, at location: SourceLocation) throws -> EventModifiers {
        switch value {
        case .member(let name) where eventModifierNames[name] != nil: return eventModifierNames[name] ?? []
        case .array(let elements):
            return try elements.reduce(into: EventModifiers()) { set, element in set.formUnion(try eventModifiers(element, at: location)) }
        default: throw Diagnostic(location: location, message: "expected modifier keys such as [.command, .shift], found \(value.kindDescription)")
        }
    }

    /// The bars `ToolbarPlacement` names.
    static let toolbarPlacements: [String: ToolbarPlacement] = [
        "automatic": .automatic, "bottomBar": .bottomBar, "navigationBar": .navigationBar, "tabBar": .tabBar,
        "windowToolbar": .windowToolbar,
    ]

    /// A colour scheme (`.dark`) or nil.
    static func optionalColorScheme(_ value: Value, at location: SourceLocation) throws -> ColorScheme? {
        try optionalMember(["light": ColorScheme.light, "dark": .dark], "a colour scheme")(value, location)
    }

    /// Shown, hidden or automatic: `.hidden`.
    static let visibilities: [String: Visibility] = ["automatic": .automatic, "visible": .visible, "hidden": .hidden]
}
