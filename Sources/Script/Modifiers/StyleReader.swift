import Builders
import ScriptSyntax

// MARK: A style modifier takes only styles of its kind, as the Swift compiler
// has it: `.buttonStyle(PlainListStyle())` and `.buttonStyle(.segmented)` are refused at the
// argument, saying what was expected and found. A style is one of the package's own values
// (`PlainListStyle()` is a `PlainListStyle`, `.plain` the kind's member of that name), or a value
// of a `ButtonStyle`, `ToggleStyle` or `LabelStyle` struct declared in the file (``DefinedStyle``).

extension ModifierEntry {
    // Each takes only styles of its kind.
    static let buttonStyle = StyleReader.modifier("buttonStyle", StyleReader.button)
    static let toggleStyle = StyleReader.modifier("toggleStyle", StyleReader.toggle)
    static let labelStyle = StyleReader.modifier("labelStyle", StyleReader.label)
    static let textFieldStyle = StyleReader.modifier("textFieldStyle", StyleReader.textField)
    static let listStyle = StyleReader.modifier("listStyle", StyleReader.list)
    static let datePickerStyle = StyleReader.modifier("datePickerStyle", StyleReader.datePicker)
    static let pickerStyle = StyleReader.modifier("pickerStyle", StyleReader.picker)
    static let navigationViewStyle = StyleReader.modifier("navigationViewStyle", StyleReader.navigationView)
    static let progressViewStyle = StyleReader.modifier("progressViewStyle", StyleReader.progressView)
    static let groupBoxStyle = StyleReader.modifier("groupBoxStyle", StyleReader.groupBox)
    static let menuStyle = StyleReader.modifier("menuStyle", StyleReader.menu)
    static let tabViewStyle = StyleReader.modifier("tabViewStyle", StyleReader.tabView)
    static let indexViewStyle = StyleReader.modifier("indexViewStyle", StyleReader.indexView)
}

/// One kind of style: the protocol the modifier requires, its styles by implicit member, and the
/// modifier applied with a style of the kind.
struct StyleKind: Sendable {
    /// The protocol's name, for messages: `ButtonStyle`.
    let name: String
    /// The kind's styles by implicit member (`.plain`), in the order messages list them.
    let members: [(name: String, style: any Sendable)]
    /// The view modified by the kind's modifier with `style`, or nil when `style` is not of the kind.
    let apply: @Sendable (ModifierCall, Any) -> (any View)?
}

enum StyleReader {
    static let button = StyleKind(name: "ButtonStyle", members: [
        ("automatic", DefaultButtonStyle()), ("plain", PlainButtonStyle()), ("bordered", BorderedButtonStyle()),
        ("borderedProminent", BorderedProminentButtonStyle()), ("borderless", BorderlessButtonStyle()),
    ]) { call, style in
        func primitive<S: PrimitiveButtonStyle>(_ style: S) -> any View { call.modified { $0.buttonStyle(style) } }
        func custom<S: ButtonStyle>(_ style: S) -> any View { call.modified { $0.buttonStyle(style) } }
        if let style = style as? any PrimitiveButtonStyle { return primitive(style) }
        return (style as? any ButtonStyle).map { custom($0) }
    }

    static let toggle = StyleKind(name: "ToggleStyle", members: [
        ("automatic", DefaultToggleStyle()), ("switch", SwitchToggleStyle()), ("checkbox", CheckboxToggleStyle()),
        ("button", ButtonToggleStyle()),
    ]) { call, style in
        func open<S: ToggleStyle>(_ style: S) -> any View { call.modified { $0.toggleStyle(style) } }
        return (style as? any ToggleStyle).map { open($0) }
    }

    static let label = StyleKind(name: "LabelStyle", members: [
        ("automatic", DefaultLabelStyle()), ("titleOnly", TitleOnlyLabelStyle()), ("iconOnly", IconOnlyLabelStyle()),
        ("titleAndIcon", TitleAndIconLabelStyle()),
    ]) { call, style in
        func open<S: LabelStyle>(_ style: S) -> any View { call.modified { $0.labelStyle(style) } }
        return (style as? any LabelStyle).map { open($0) }
    }

    static let textField = StyleKind(name: "TextFieldStyle", members: [
        ("automatic", DefaultTextFieldStyle()), ("roundedBorder", RoundedBorderTextFieldStyle()), ("plain", PlainTextFieldStyle()),
    ]) { call, style in
        func open<S: TextFieldStyle>(_ style: S) -> any View { call.modified { $0.textFieldStyle(style) } }
        return (style as? any TextFieldStyle).map { open($0) }
    }

    static let list = StyleKind(name: "ListStyle", members: [
        ("automatic", DefaultListStyle()), ("plain", PlainListStyle()), ("grouped", GroupedListStyle()),
        ("insetGrouped", InsetGroupedListStyle()), ("inset", InsetListStyle()), ("sidebar", SidebarListStyle()),
    ]) { call, style in
        func open<S: ListStyle>(_ style: S) -> any View { call.modified { $0.listStyle(style) } }
        return (style as? any ListStyle).map { open($0) }
    }

    static let datePicker = StyleKind(name: "DatePickerStyle", members: [
        ("automatic", DefaultDatePickerStyle()), ("compact", CompactDatePickerStyle()), ("graphical", GraphicalDatePickerStyle()),
        ("wheel", WheelDatePickerStyle()), ("field", FieldDatePickerStyle()),
    ]) { call, style in
        func open<S: DatePickerStyle>(_ style: S) -> any View { call.modified { $0.datePickerStyle(style) } }
        return (style as? any DatePickerStyle).map { open($0) }
    }

    static let picker = StyleKind(name: "PickerStyle", members: [
        ("automatic", DefaultPickerStyle()), ("segmented", SegmentedPickerStyle()), ("menu", MenuPickerStyle()),
        ("inline", InlinePickerStyle()), ("wheel", WheelPickerStyle()), ("radioGroup", RadioGroupPickerStyle()),
        ("navigationLink", NavigationLinkPickerStyle()),
    ]) { call, style in
        func open<S: PickerStyle>(_ style: S) -> any View { call.modified { $0.pickerStyle(style) } }
        return (style as? any PickerStyle).map { open($0) }
    }

    static let navigationView = StyleKind(name: "NavigationViewStyle", members: [
        ("automatic", DefaultNavigationViewStyle()), ("stack", StackNavigationViewStyle()), ("columns", ColumnNavigationViewStyle()),
        ("doubleColumn", DoubleColumnNavigationViewStyle()),
    ]) { call, style in
        func open<S: NavigationViewStyle>(_ style: S) -> any View { call.modified { $0.navigationViewStyle(style) } }
        return (style as? any NavigationViewStyle).map { open($0) }
    }

    static let progressView = StyleKind(name: "ProgressViewStyle", members: [
        ("automatic", DefaultProgressViewStyle()), ("linear", LinearProgressViewStyle()), ("circular", CircularProgressViewStyle()),
    ]) { call, style in
        func open<S: ProgressViewStyle>(_ style: S) -> any View { call.modified { $0.progressViewStyle(style) } }
        return (style as? any ProgressViewStyle).map { open($0) }
    }

    static let groupBox = StyleKind(name: "GroupBoxStyle", members: [("automatic", DefaultGroupBoxStyle())]) { call, style in
        func open<S: GroupBoxStyle>(_ style: S) -> any View { call.modified { $0.groupBoxStyle(style) } }
        return (style as? any GroupBoxStyle).map { open($0) }
    }

    static let menu = StyleKind(name: "MenuStyle", members: [
        ("automatic", DefaultMenuStyle()), ("button", ButtonMenuStyle()), ("borderlessButton", BorderlessButtonMenuStyle()),
    ]) { call, style in
        func open<S: MenuStyle>(_ style: S) -> any View { call.modified { $0.menuStyle(style) } }
        return (style as? any MenuStyle).map { open($0) }
    }

    static let tabView = StyleKind(name: "TabViewStyle", members: [("automatic", DefaultTabViewStyle()), ("page", PageTabViewStyle())]) { call, style in
        func open<S: TabViewStyle>(_ style: S) -> any View { call.modified { $0.tabViewStyle(style) } }
        return (style as? any TabViewStyle).map { open($0) }
    }

    static let indexView = StyleKind(name: "IndexViewStyle", members: [("page", PageIndexViewStyle())]) { call, style in
        func open<S: IndexViewStyle>(_ style: S) -> any View { call.modified { $0.indexViewStyle(style) } }
        return (style as? any IndexViewStyle).map { open($0) }
    }

    /// Every kind, in the order of the modifiers' names in the README.
    static let kinds = [button, toggle, label, textField, list, datePicker, picker, navigationView, progressView, groupBox, menu, tabView, indexView]

    /// The style types called by name (`PlainListStyle()`), each the value of its kind's member.
    static let types: [String: any Sendable] = Dictionary(
        kinds.flatMap { kind in kind.members.map { (typeName(of: $0.style), $0.style) } }, uniquingKeysWith: { first, _ in first })

    /// The style `name(arguments)` makes: a style type of ``types``, called with no arguments, or
    /// `SwitchToggleStyle(tint:)`, `LinearProgressViewStyle(tint:)`, `CircularProgressViewStyle(tint:)`,
    /// or a paged style with its setting (``PageStyles``).
    static func make(_ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> any Sendable {
        if name == "SwitchToggleStyle", let tint = arguments.named("tint") {
            try arguments.check(labels: ["tint"], unlabelled: 0)
            return SwitchToggleStyle(tint: try Convert.color(try evaluator.evaluate(tint.value), at: tint.location))
        }
        if name == "LinearProgressViewStyle" || name == "CircularProgressViewStyle", let tint = arguments.named("tint") {
            try arguments.check(labels: ["tint"], unlabelled: 0)
            let color = try Convert.color(try evaluator.evaluate(tint.value), at: tint.location)
            return name == "LinearProgressViewStyle" ? LinearProgressViewStyle(tint: color) : CircularProgressViewStyle(tint: color)
        }
        if !arguments.list.isEmpty, let style = try PageStyles.make(
            typeName: name, try arguments.list.map { ($0.label, try evaluator.evaluate($0.value)) }, at: arguments.location) {
            return style
        }
        try arguments.check(labels: [], unlabelled: 0)
        guard let style = types[name] else { throw Diagnostic(location: arguments.location, message: "unknown style '\(name)'") }
        return style
    }

    /// The modifier `name` of `kind`: one unlabelled argument, a style of the kind.
    static func modifier(_ name: String, _ kind: StyleKind) -> ModifierEntry {
        ModifierEntry(name: name, unlabelled: 1) { call in try apply(kind, call) }
    }

    /// The view `call` modifies with its argument, a style of `kind`; an argument of another kind
    /// is refused at its own place.
    private static func apply(_ kind: StyleKind, _ call: ModifierCall) throws -> any View {
        // The example names the kind's first member other than `.automatic`, if it has one.
        let example = kind.members.dropFirst().first ?? kind.members.first
        let argument = try call.first(needing: "a \(kind.name), as .\(example?.name ?? "automatic")")
        let value = try call.value(argument)
        switch value {
        case .member(let name):
            if let style = kind.members.first(where: { $0.name == name })?.style, let view = kind.apply(call, style) { return view }
        case .swiftValue(let style):
            if let view = kind.apply(call, style) { return view }
        case .memberCall(let name, let arguments):
            if let style = try PageStyles.member(name, arguments, of: kind.name, at: argument.location), let view = kind.apply(call, style) { return view }
        case .record(let record) where record.type.conformances.contains(kind.name)
            || (kind.name == button.name && record.type.conformances.contains("PrimitiveButtonStyle")):
            if let view = kind.apply(call, try call.evaluator.definedStyle(record, at: argument.location)) { return view }
        default:
            break
        }
        throw Diagnostic(location: argument.location, message: "expected a \(kind.name)\(choices(kind, for: value)), found \(found(value))")
    }

    /// The kind's members, for a member of another kind: ` (.automatic, .plain or .grouped)`.
    private static func choices(_ kind: StyleKind, for value: Value) -> String {
        guard case .member = value else { return "" }
        let names = kind.members.map { "." + $0.name }
        guard names.count > 1 else { return " (\(names.joined()))" }
        return " (\(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"
    }

    /// What a style argument is, for messages: `PlainListStyle (a ListStyle)`, `'.segmented'`.
    private static func found(_ value: Value) -> String {
        switch value {
        case .swiftValue(let style):
            let name = typeName(of: style)
            if style is any PrimitiveButtonStyle { return "\(name) (a PrimitiveButtonStyle)" }
            guard let owner = kinds.first(where: { kind in kind.members.contains { typeName(of: $0.style) == name } }) else { return value.kindDescription }
            return "\(name) (a \(owner.name))"
        case .record(let record):
            let styles = (kinds.map(\.name) + ["PrimitiveButtonStyle"]).filter(record.type.conformances.contains)
            guard let style = styles.first else { return value.kindDescription }
            return "\(record.type.name) (a \(style))"
        default:
            return value.kindDescription
        }
    }

    private static func typeName(of style: Any) -> String {
        // The runtime's name rather than String(describing:), which looks up the metatype's
        // conformances to three protocols, a scan of every conformance, for each style at start.
        _typeName(type(of: style), qualified: false)
    }
}
