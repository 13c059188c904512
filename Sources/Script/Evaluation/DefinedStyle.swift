import Builders
import ScriptSyntax

// MARK: `struct Name: ButtonStyle` (or `PrimitiveButtonStyle`, `ToggleStyle`, `LabelStyle`,
// `ProgressViewStyle`, `GroupBoxStyle`, `MenuStyle`) declared in a file, applied with
// `.buttonStyle(Name())`: as ``DefinedModifier`` does for a ViewModifier, a stand-in keeps the
// struct's name and evaluates its `makeBody(configuration:)` when asked, with `configuration` a
// value of the package's configuration type (its `label`, `isPressed`, `isOn`, `title`, `icon`,
// `content`, `currentValueLabel` and `fractionCompleted` read by ``SwiftValueMembers``).

/// The stand-in for a `struct Name: ButtonStyle` declared in a view file: the renderer draws a
/// button in the body its `makeBody(configuration:)` makes.
public struct DefinedButtonStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (ButtonStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: PrimitiveButtonStyle` declared in a view file, whose body
/// runs the button's action with `configuration.trigger()`.
public struct DefinedPrimitiveButtonStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (PrimitiveButtonStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: ToggleStyle` declared in a view file.
public struct DefinedToggleStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (ToggleStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: LabelStyle` declared in a view file.
public struct DefinedLabelStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (LabelStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: ProgressViewStyle` declared in a view file.
public struct DefinedProgressViewStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (ProgressViewStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: GroupBoxStyle` declared in a view file.
public struct DefinedGroupBoxStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (GroupBoxStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

/// The stand-in for a `struct Name: MenuStyle` declared in a view file.
public struct DefinedMenuStyle: NamedStandIn {
    /// The struct's name.
    public let name: String
    let make: (MenuStyleConfiguration) -> AnyView

    /// The struct's `makeBody(configuration:)`, evaluated now.
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }

    /// The name the inspector shows.
    public var standInName: String { name }
}

extension Evaluator {
    /// The style protocols whose structs the reader reads, in the order they are looked for.
    static let definedStyleKinds = [
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ProgressViewStyle", "GroupBoxStyle", "MenuStyle",
    ]

    /// The stand-in for `record`, a value of a style struct declared in the files. Its body is
    /// evaluated once now, so that its errors are reported when the file is read.
    func definedStyle(_ record: Record, at location: SourceLocation) throws -> Any {
        let type = record.type
        guard let kind = Self.definedStyleKinds.first(where: type.conformances.contains) else {
            let kind = type.conformances.first { $0.hasSuffix("Style") } ?? "style"
            let kinds = Self.definedStyleKinds.dropLast().joined(separator: ", ") + " and " + (Self.definedStyleKinds.last ?? "")
            throw Diagnostic(location: location, message: "not supported by the reader: a \(kind) declared in the file ('\(type.name)'); the reader reads \(kinds) structs")
        }
        guard let method = module.methods("makeBody", of: type, isStatic: false).first(where: { $0.parameters.count == 1 }) else {
            throw Diagnostic(location: type.location, message: "expected 'func makeBody(configuration: Configuration) -> some View { … }' in \(type.name)")
        }
        guard !expanding.contains(type.name) else {
            throw Diagnostic(location: location, message: "\(kind) '\(type.name)' applies itself in its own makeBody")
        }
        // As a ViewModifier struct's body: evaluated by a live tree's evaluator, else by one of its own.
        let evaluator = live != nil ? self : detached()
        func body(_ configuration: Any, or first: AnyView) -> AnyView {
            let saved = (evaluator.scope, evaluator.depth, evaluator.expanding)
            defer { (evaluator.scope, evaluator.depth, evaluator.expanding) = saved }
            return (try? evaluator.styleBody(method, of: record, configuration: configuration)) ?? first
        }
        switch kind {
        case "ButtonStyle":
            let first = try styleBody(method, of: record, configuration: ButtonStyleConfiguration(isPressed: false))
            return DefinedButtonStyle(name: type.name) { body($0, or: first) }
        case "PrimitiveButtonStyle":
            let first = try styleBody(method, of: record, configuration: PrimitiveButtonStyleConfiguration(action: {}))
            return DefinedPrimitiveButtonStyle(name: type.name) { body($0, or: first) }
        case "ToggleStyle":
            let first = try styleBody(method, of: record, configuration: ToggleStyleConfiguration(isOn: .constant(false)))
            return DefinedToggleStyle(name: type.name) { body($0, or: first) }
        case "ProgressViewStyle":
            let first = try styleBody(method, of: record, configuration: ProgressViewStyleConfiguration(fractionCompleted: nil))
            return DefinedProgressViewStyle(name: type.name) { body($0, or: first) }
        case "GroupBoxStyle":
            let first = try styleBody(method, of: record, configuration: GroupBoxStyleConfiguration())
            return DefinedGroupBoxStyle(name: type.name) { body($0, or: first) }
        case "MenuStyle":
            let first = try styleBody(method, of: record, configuration: MenuStyleConfiguration())
            return DefinedMenuStyle(name: type.name) { body($0, or: first) }
        default:
            let first = try styleBody(method, of: record, configuration: LabelStyleConfiguration())
            return DefinedLabelStyle(name: type.name) { body($0, or: first) }
        }
    }

    /// The `makeBody` of a style struct's value, with its parameter bound to `configuration`.
    private func styleBody(_ method: FunctionDecl, of record: Record, configuration: Any) throws -> AnyView {
        expanding.append(record.type.name)
        defer { expanding.removeLast() }
        let name = method.parameters.first?.name ?? "configuration"
        let view = try withScope(Scope(parent: globals, names: ["self": .record(record), name: .swiftValue(configuration)])) {
            try viewBody(method.body)
        }
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        return open(view)
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefinedButtonStyle: ButtonStyle {}
extension DefinedPrimitiveButtonStyle: PrimitiveButtonStyle {}
extension DefinedToggleStyle: ToggleStyle {}
extension DefinedLabelStyle: LabelStyle {}
extension DefinedProgressViewStyle: ProgressViewStyle {}
extension DefinedGroupBoxStyle: GroupBoxStyle {}
extension DefinedMenuStyle: MenuStyle {}
