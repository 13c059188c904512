import Builders
import Pickers
import ScriptSyntax

/// The views view code can create: one ``ViewEntry`` per name, which says the
/// arguments the view takes and builds it. To teach the reader a view, add its
/// entry to ``entries``; nothing else names it (the evaluator, the check that
/// a view name is called, and the suggestions for a misspelt view all read
/// the table):
///
///     "Divider": ViewEntry { _ in Divider() },
///     "ZStack": ViewEntry(labels: ["alignment", "content"], unlabelled: 1) { call in
///         let alignment = try call.named("alignment", Convert.alignment) ?? .center
///         return TypedBuilders.zStack(try call.content(), alignment: alignment)
///     },
///
/// See ``ViewEntry`` for the shape of an entry and the helpers its builder uses.
enum ViewTable {
    /// The views by name.
    static let entries: [String: ViewEntry] = [
        "Image": ViewEntry(labels: ["systemName", "decorative"], unlabelled: 1) { call in
            if let symbol = try call.named("systemName", Convert.string) { return Image(systemName: symbol) }
            if let name = try call.named("decorative", Convert.string) { return Image(decorative: name) }
            return Image(try call.first(Convert.string, needing: "a name, as Image(systemName: \"star\")"))
        },
        "Spacer": ViewEntry(labels: ["minLength"]) { call in
            Spacer(minLength: try call.named("minLength", Convert.optionalLength) ?? nil)
        },
        "Divider": ViewEntry { _ in Divider() },
        "EmptyView": ViewEntry { _ in EmptyView() },
        "Rectangle": ViewEntry { _ in Rectangle() },
        "HStack": ViewEntry(labels: ["alignment", "spacing", "content"], unlabelled: 1) { call in
            let alignment = try call.named("alignment", Convert.vertical) ?? .center
            let spacing = try call.named("spacing", Convert.optionalLength) ?? nil
            return TypedBuilders.hStack(try call.content(), alignment: alignment, spacing: spacing)
        },
        "VStack": ViewEntry(labels: ["alignment", "spacing", "content"], unlabelled: 1) { call in
            let alignment = try call.named("alignment", Convert.horizontal) ?? .center
            let spacing = try call.named("spacing", Convert.optionalLength) ?? nil
            return TypedBuilders.vStack(try call.content(), alignment: alignment, spacing: spacing)
        },
        "ZStack": ViewEntry(labels: ["alignment", "content"], unlabelled: 1) { call in
            let alignment = try call.named("alignment", Convert.alignment) ?? .center
            return TypedBuilders.zStack(try call.content(), alignment: alignment)
        },
        "Group": ViewEntry(labels: ["content"], unlabelled: 1) { call in
            TypedBuilders.group(try call.content())
        },
        "AnyView": ViewEntry(labels: ["erasing"], unlabelled: 1) { call in
            guard let argument = call.arguments.named("erasing") ?? call.arguments.unlabelled(0) else {
                throw call.missing("a view, as AnyView(Text(\"a\"))")
            }
            return TypedBuilders.anyView(try call.evaluator.view(argument.value))
        },
        "Button": ViewEntry(labels: ["action", "label", "role", "systemImage"], unlabelled: 2) { call in
            if call.arguments.named("role") != nil || call.arguments.named("systemImage") != nil { return try buttonWithRole(call) }
            let action = try call.evaluator.liveAction(buttonAction(call))
            if let label = call.arguments.named("label") {
                // Button { action } label: { … }, or Button(action: …, label: { … })
                return TypedBuilders.button(label: try call.content(label), action: action)
            }
            if call.arguments.named("action") != nil {
                // Button(action: …) { label }
                return TypedBuilders.button(label: try call.content(call.arguments.unlabelled(0)), action: action)
            }
            guard let title = try call.title() else { throw call.missing("a title or a label, as Button(\"Save\") { … }") }
            return TypedBuilders.button(label: title, action: action)
        },
        "Toggle": ViewEntry(labels: ["isOn", "label", "systemImage"], unlabelled: 2) { call in
            guard let value = try call.named("isOn", Convert.binding(of: Convert.bool)) else {
                throw call.missing("'isOn:', as Toggle(\"Wi-Fi\", isOn: .constant(true))")
            }
            let isOn = try call.evaluator.liveBool(call.arguments.named("isOn")) ?? .constant(value)
            if let title = try call.title(), let symbol = try call.named("systemImage", Convert.string) {
                return TypedBuilders.toggle(isOn: isOn, label: TypedBuilders.label(title: title, icon: Image(systemName: symbol)))
            }
            if let title = try call.title() { return TypedBuilders.toggle(isOn: isOn, label: title) }
            return TypedBuilders.toggle(isOn: isOn, label: try call.content("label"))
        },
        "ForEach": ViewEntry(labels: ["id", "content"], unlabelled: 2, build: forEach),
        "Picker": ViewEntry(labels: ["selection", "content", "label"], unlabelled: 2) { call in
            try picker(call, titled: true)
        },
        "SegmentedPicker": ViewEntry(labels: ["selection", "content", "label"], unlabelled: 2) { call in
            try picker(call, titled: false)
        },
        // MARK: Containers
        "List": ViewEntry(labels: ["id", "selection", "content", "rowContent"], unlabelled: 2) { call in
            let content: any View
            if let data = call.arguments.unlabelled(0), !data.isClosure {
                content = try forEach(call)
            } else {
                content = try call.content()
            }
            guard let argument = call.arguments.named("selection") else { return TypedBuilders.list(content) }
            // List(selection: $picked) { … }: a set, an optional or exactly one value, as the binding's type says.
            let value = try Convert.binding(try call.value(argument), at: argument.location)
            let (form, element) = try call.evaluator.selectionShape(argument, value: value)
            let builder = ListSelectionBuilder(content: content, argument: argument, value: value, form: form, evaluator: call.evaluator)
            return try call.evaluator.withBridge(named: element, builder, at: argument.location)
        },
        "Form": ViewEntry(labels: ["content"], unlabelled: 1) { call in
            TypedBuilders.form(try call.content())
        },
        "Section": ViewEntry(labels: ["header", "footer", "content"], unlabelled: 2) { call in
            if let title = try call.title() {
                return TypedBuilders.section(header: title, content: try call.content("content", orUnlabelled: 1), footer: EmptyView())
            }
            return TypedBuilders.section(
                header: try call.content(call.arguments.named("header")), content: try call.content(),
                footer: try call.content(call.arguments.named("footer")))
        },
        "ScrollView": ViewEntry(labels: ["showsIndicators", "content"], unlabelled: 2) { call in
            var axes: Axis.Set = .vertical
            var contentIndex = 0
            if let first = call.arguments.unlabelled(0), !first.isClosure, call.arguments.unlabelled(1) != nil || call.arguments.named("content") != nil {
                axes = try Convert.axes(try call.value(first), at: first.location)
                contentIndex = 1
            }
            let shows = try call.named("showsIndicators", Convert.bool) ?? true
            return TypedBuilders.scrollView(try call.content("content", orUnlabelled: contentIndex), axes: axes, showsIndicators: shows)
        },
        "LazyVStack": ViewEntry(labels: ["alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
            TypedBuilders.lazyVStack(
                try call.content(), alignment: try call.named("alignment", Convert.horizontal) ?? .center,
                spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
        },
        "LazyHStack": ViewEntry(labels: ["alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
            TypedBuilders.lazyHStack(
                try call.content(), alignment: try call.named("alignment", Convert.vertical) ?? .center,
                spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
        },
        "LazyVGrid": ViewEntry(labels: ["columns", "alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
            guard let columns = call.arguments.named("columns") else { throw call.missing("'columns:', as LazyVGrid(columns: [GridItem(.flexible())]) { … }") }
            return TypedBuilders.lazyVGrid(
                try call.content(), columns: try Convert.gridItems(try call.value(columns), at: columns.location), alignment: try call.named("alignment", Convert.horizontal) ?? .center,
                spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
        },
        "LazyHGrid": ViewEntry(labels: ["rows", "alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
            guard let rows = call.arguments.named("rows") else { throw call.missing("'rows:', as LazyHGrid(rows: [GridItem(.flexible())]) { … }") }
            return TypedBuilders.lazyHGrid(
                try call.content(), rows: try Convert.gridItems(try call.value(rows), at: rows.location), alignment: try call.named("alignment", Convert.vertical) ?? .center,
                spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
        },
        "Grid": ViewEntry(labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], unlabelled: 1) { call in
            TypedBuilders.grid(
                try call.content(), alignment: try call.named("alignment", Convert.alignment) ?? .center,
                horizontalSpacing: try call.named("horizontalSpacing", Convert.optionalLength) ?? nil,
                verticalSpacing: try call.named("verticalSpacing", Convert.optionalLength) ?? nil)
        },
        "GridRow": ViewEntry(labels: ["alignment", "content"], unlabelled: 1) { call in
            TypedBuilders.gridRow(try call.content(), alignment: try call.named("alignment", Convert.vertical))
        },
        "TabView": ViewEntry(labels: ["selection", "content"], unlabelled: 1, build: tabView),
        "NavigationView": ViewEntry(labels: ["content"], unlabelled: 1) { call in
            TypedBuilders.navigationView(try call.content())
        },
        "NavigationStack": ViewEntry(labels: ["path", "root"], unlabelled: 1) { call in
            guard let argument = call.arguments.named("path") else { return TypedBuilders.navigationStack(try call.content("root")) }
            return try navigationStack(path: argument, call: call)
        },
        "NavigationLink": ViewEntry(labels: ["destination", "label", "value", "isActive"], unlabelled: 2, build: navigationLink),
        "GroupBox": ViewEntry(labels: ["label", "content"], unlabelled: 2) { call in
            let (label, content) = try titledContent(call, defaultLabel: EmptyView())
            return TypedBuilders.groupBox(label: label, content: content)
        },
        "DisclosureGroup": ViewEntry(labels: ["isExpanded", "label", "content"], unlabelled: 2) { call in
            let (label, content) = try titledContent(call, defaultLabel: EmptyView())
            let expanded = try call.named("isExpanded", Convert.binding(of: Convert.bool))
            // A `$flag` writes through when live.
            let binding = try call.evaluator.liveBool(call.arguments.named("isExpanded")) ?? expanded.map { Binding.constant($0) }
            return TypedBuilders.disclosureGroup(label: label, content: content, isExpanded: binding)
        },
        "Menu": ViewEntry(labels: ["label", "content", "primaryAction"], unlabelled: 2) { call in
            let (label, content) = try titledContent(call, defaultLabel: EmptyView())
            return TypedBuilders.menu(label: label, content: content, hasPrimaryAction: call.arguments.named("primaryAction") != nil)
        },
        "ControlGroup": ViewEntry(labels: ["content"], unlabelled: 1) { call in
            TypedBuilders.controlGroup(try call.content())
        },
        "ViewThatFits": ViewEntry(labels: ["in", "content"], unlabelled: 1) { call in
            TypedBuilders.viewThatFits(try call.content(), axes: try call.named("in", Convert.axes) ?? [.horizontal, .vertical])
        },
        // MARK: Controls
        "TextField": ViewEntry(labels: ["text", "prompt", "axis", "onEditingChanged", "onCommit", "label", "value", "format", "formatter"], unlabelled: 2, build: textField),
        "SecureField": ViewEntry(labels: ["text", "prompt", "onCommit", "label"], unlabelled: 2, build: secureField),
        "TextEditor": ViewEntry(labels: ["text"], build: textEditor),
        "Stepper": ViewEntry(labels: ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "label"], unlabelled: 2, build: stepper),
        "Slider": ViewEntry(labels: ["value", "in", "step", "onEditingChanged", "label", "minimumValueLabel", "maximumValueLabel"], unlabelled: 1, build: slider),
        "DatePicker": ViewEntry(labels: ["selection", "in", "displayedComponents", "label"], unlabelled: 2, build: datePicker),
        "ColorPicker": ViewEntry(labels: ["selection", "supportsOpacity", "label"], unlabelled: 2, build: colorPicker),
        "ProgressView": ViewEntry(labels: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"], unlabelled: 2, build: progressView),
        "Label": ViewEntry(labels: ["systemImage", "image", "title", "icon"], unlabelled: 2, build: label),
        "LabeledContent": ViewEntry(labels: ["value", "content", "label"], unlabelled: 2, build: labeledContent),
        "Link": ViewEntry(labels: ["destination", "label"], unlabelled: 2, build: link),
        // MARK: Text, colours and shapes
        "Text": ViewEntry(labels: ["verbatim", "format", "style"], unlabelled: 1) { call in
            if let verbatim = try call.named("verbatim", Convert.string) { return Text(verbatim: verbatim) }
            if let style = try call.named("style", Convert.member(Convert.dateStyles, "a date style")) {
                return Text(try call.first(Convert.date, needing: "a date, as Text(date, style: .time)"), style: style)
            }
            if let format = call.arguments.named("format") {
                let argument = try call.first()
                let style = try Convert.member(["number": "number", "percent": "percent"], "a format style")(try call.value(format), format.location)
                switch try call.value(argument) {
                case .int(let number): return style == "number" ? Text(number, format: .number) : Text(number, format: .percent)
                case .double(let number): return style == "number" ? Text(number, format: .number) : Text(number, format: .percent)
                case let other: throw Diagnostic(location: argument.location, message: "expected a number to format, found \(other.kindDescription)")
                }
            }
            return try call.first(Convert.text, needing: "a string, as Text(\"Hello\")")
        },
        "Color": ViewEntry(labels: ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness"], unlabelled: 1) { call in
            func component(_ label: String, _ fallback: Double) throws -> Double {
                try call.named(label, Convert.colorComponent) ?? fallback
            }
            let opacity = try component("opacity", 1)
            if let first = call.arguments.unlabelled(0), case .member = try call.value(first) {
                let space = try Convert.member(Convert.colorSpaces, "a colour space")(try call.value(first), first.location)
                if call.arguments.named("white") != nil { return Color(space, white: try component("white", 0), opacity: opacity) }
                return Color(space, red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0), opacity: opacity)
            }
            if call.arguments.unlabelled(0) != nil { return Color(try call.first(Convert.string)) }
            if call.arguments.named("white") != nil { return Color(white: try component("white", 0), opacity: opacity) }
            if call.arguments.named("hue") != nil {
                return Color(hue: try component("hue", 0), saturation: try component("saturation", 0), brightness: try component("brightness", 0), opacity: opacity)
            }
            return Color(red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0), opacity: opacity)
        },
        "RoundedRectangle": ViewEntry(labels: ["cornerRadius", "style"]) { call in
            let style = try call.named("style", Convert.member(Convert.cornerStyles, "a corner style")) ?? .continuous
            guard let radius = try call.named("cornerRadius", Convert.length) else { throw call.missing("'cornerRadius:', as RoundedRectangle(cornerRadius: 8)") }
            return RoundedRectangle(cornerRadius: radius, style: style)
        },
        "Circle": ViewEntry { _ in Circle() },
        "Ellipse": ViewEntry { _ in Ellipse() },
        "Capsule": ViewEntry(labels: ["style"]) { call in
            Capsule(style: try call.named("style", Convert.member(Convert.cornerStyles, "a corner style")) ?? .continuous)
        },
        // MARK: Toolbar items
        "ToolbarItem": ModifierEntries.toolbarItem,
        "ToolbarItemGroup": ModifierEntries.toolbarItemGroup,
        // MARK: Gradients
        "LinearGradient": GradientReader.linear, "RadialGradient": GradientReader.radial,
        "AngularGradient": GradientReader.angular, "EllipticalGradient": GradientReader.elliptical,
    ]

    /// The views' names, sorted, for suggestions.
    static let names = entries.keys.sorted()

    /// Style types called by name: `PlainListStyle()` is the value `.listStyle(.plain)` gives
    /// (a value of the type, which only its kind's modifier takes). They are not
    /// views, so neither called alone nor suggested as views.
    static var styles: [String: any Sendable] { StyleReader.types }

    /// The view (or style) `name(arguments)` creates; an unknown name is
    /// reported with the nearest view name or name of the file's view structs.
    static func make(_ name: String, _ arguments: Arguments, evaluator: Evaluator, structNames: [String]) throws -> Value {
        if let entry = entries[name] {
            return .view(try entry.make(name, arguments, evaluator: evaluator))
        }
        if styles[name] != nil {
            return .swiftValue(try StyleReader.make(name, arguments, evaluator: evaluator))
        }
        if structNames.isEmpty {
            throw evaluator.unknownCall(name, at: arguments.location)
        }
        throw Diagnostic(location: arguments.location, message: "unknown view '\(name)'\(Suggestion.hint(for: name, in: names + structNames))")
    }

    // MARK: ForEach

    /// The most elements one ForEach may have.
    static let forEachLimit = 100_000

    @Sendable private static func forEach(_ call: ViewCall) throws -> any View {
        let arguments = call.arguments, evaluator = call.evaluator
        guard let dataArgument = arguments.unlabelled(0) else { throw call.missing("data, as ForEach(0..<3) { i in … }") }
        guard let contentArgument = arguments.named("content") ?? arguments.unlabelled(1), case .closure(let closure) = contentArgument.value else {
            throw call.missing("a content closure, as ForEach(0..<3) { i in … }")
        }
        if case .binary("...", _, _, let location) = dataArgument.value {
            throw Diagnostic(location: location, message: "expected a half-open range such as 0..<3 for ForEach, found a closed range")
        }
        let data = try call.value(dataArgument)
        switch data {
        case .range(let range) where arguments.named("id") != nil:
            guard let id = arguments.named("id"), case .keyPath(let path) = try call.value(id), path == ["self"] else {
                throw Diagnostic(location: dataArgument.location, message: "ForEach over a range takes 'id: \\.self' or no id")
            }
            try checkCount(of: range, at: dataArgument.location)
            let views = try range.map { try evaluator.element(closure, .int($0)) }
            let sample = try views.first ?? evaluator.element(closure, .int(range.lowerBound))
            return TypedBuilders.forEach(keyedRange: range, views: views, sample: sample)
        case .range(let range):
            try checkCount(of: range, at: dataArgument.location)
            let views = try range.map { try evaluator.element(closure, .int($0)) }
            let sample = try views.first ?? evaluator.element(closure, .int(range.lowerBound))
            return TypedBuilders.forEach(range: range, views: views, sample: sample)
        case .array(let elements):
            guard elements.count <= forEachLimit else {
                throw Diagnostic(location: dataArgument.location, message: "a ForEach over more than \(forEachLimit) elements")
            }
            let idPath: [String]?
            if let id = arguments.named("id") {
                guard case .keyPath(let path) = try call.value(id) else {
                    throw Diagnostic(location: id.location, message: "expected a key path such as \\.self or \\.id for 'id:'")
                }
                idPath = path
            } else {
                idPath = nil
            }
            if idPath == ["self"], elements.isEmpty {
                // No element tells the type: integers if the content reads one, else strings.
                if let sample = try? evaluator.element(closure, .int(0)) { return TypedBuilders.forEach(data: [Int](), views: [], sample: sample) }
                let sample = (try? evaluator.element(closure, .string(""))) ?? EmptyView()
                return TypedBuilders.forEach(data: [String](), views: [], sample: sample)
            }
            if idPath == ["self"], elements.allSatisfy({ if case .int = $0 { true } else { false } }) {
                let numbers = elements.compactMap { if case .int(let n) = $0 { n } else { nil } }
                let views = try numbers.map { try evaluator.element(closure, .int($0)) }
                let sample = try views.first ?? evaluator.element(closure, .int(0))
                return TypedBuilders.forEach(data: numbers, views: views, sample: sample)
            }
            if idPath == ["self"], !elements.isEmpty, elements.allSatisfy(\.isStringLike) {
                let strings = elements.compactMap(\.text)
                let views = try strings.map { try evaluator.element(closure, .string($0)) }
                let sample = try views.first ?? evaluator.element(closure, .string(""))
                return TypedBuilders.forEach(data: strings, views: views, sample: sample)
            }
            return try forEachDefined(elements, idPath: idPath, closure: closure, call: call, at: dataArgument.location)
        default:
            throw Diagnostic(location: dataArgument.location, message: "expected a range or an array, found \(data.kindDescription)")
        }
    }

    /// A ForEach over values of the file's types (or mixed values): each a ``DefinedValue``,
    /// identified by itself (`id: \\.self`), by the key path given, or by its `id` (Identifiable).
    private static func forEachDefined(_ elements: [Value], idPath: [String]?, closure: Closure, call: ViewCall, at location: SourceLocation) throws -> any View {
        let evaluator = call.evaluator
        var data: [DefinedValue] = []
        data.reserveCapacity(elements.count)
        for element in elements {
            var id: AnyHashable?
            if let idPath, idPath != ["self"] {
                var value = element
                for name in idPath { value = try evaluator.member(of: value, name, at: location) ?? .null }
                id = try Convert.identity(value, at: location)
            } else if idPath == nil {
                guard let value = try? evaluator.member(of: element, "id", at: location) else {
                    throw Diagnostic(location: location, message: "ForEach over \(element.kindDescription)s needs 'id:' (such as \\.self) or Identifiable elements (an 'id' property)")
                }
                id = try Convert.identity(value, at: location)
            }
            data.append(try Convert.defined(element, id: id, at: location))
        }
        let views = try elements.map { try evaluator.element(closure, $0) }
        let sample = views.first ?? (try? evaluator.element(closure, .null)) ?? EmptyView()
        return TypedBuilders.forEach(defined: data, bySelf: idPath == ["self"], views: views, sample: sample)
    }

    private static func checkCount(of range: Range<Int>, at location: SourceLocation) throws {
        let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        guard !overflow, span <= forEachLimit else {
            throw Diagnostic(location: location, message: "a ForEach over more than \(forEachLimit) elements")
        }
    }

    // MARK: Pickers

    /// `Picker` (`titled`: a title string or a `label:` Text) and `SegmentedPicker`
    /// (no title): the selection is a constant of the tag type.
    private static func picker(_ call: ViewCall, titled: Bool) throws -> any View {
        guard let selectionArgument = call.arguments.named("selection") else {
            throw call.missing("'selection:', as \(call.name)(selection: .constant(0)) { … }")
        }
        let selection = try Convert.binding(try call.value(selectionArgument), at: selectionArgument.location)
        var title: Text?
        var contentArgument = call.arguments.named("content")
        if titled {
            if let first = try call.title() {
                title = first
                contentArgument = contentArgument ?? call.arguments.unlabelled(1)
            } else {
                contentArgument = contentArgument ?? call.arguments.unlabelled(0)
                title = Text(verbatim: "")
                if let label = call.arguments.named("label") {
                    guard let labelText = try call.content(label) as? Text else {
                        throw Diagnostic(location: label.location, message: "expected a Text label for the Picker")
                    }
                    title = labelText
                }
            }
        } else {
            contentArgument = contentArgument ?? call.arguments.unlabelled(0)
        }
        let content = try call.content(contentArgument)
        let evaluator = call.evaluator
        switch selection {
        case .int(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: value, { .int($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        case .bool(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .bool(let b) = $0 { b } else { nil } }, fallback: value, { .bool($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        case .double(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .double(let d) = $0 { d } else { nil } }, fallback: value, { .double($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        default:
            if let string = selection.text, selection.isStringLike {
                let binding = try evaluator.liveBinding(selectionArgument, as: { $0.text }, fallback: string, { .string($0) })
                return TypedBuilders.picker(title: title, selection: binding, content: content)
            }
            guard !selection.isNull, case let value? = try? Convert.hashable(selection, at: selectionArgument.location) else {
                throw Diagnostic(location: selectionArgument.location, message: "expected a selection of integers, strings, numbers or Booleans, found \(selection.kindDescription)")
            }
            if let defined = value as? DefinedValue {
                // A declared type's value: read as a DefinedValue, set back as the value it stands for.
                let location = selectionArgument.location
                let binding = try evaluator.liveBinding(selectionArgument, as: { try? Convert.defined($0, at: location) }, fallback: defined) { $0.source ?? .null }
                return TypedBuilders.picker(title: title, selection: binding, content: content)
            }
            func constant<S: Hashable>(_ value: S) -> any View { TypedBuilders.picker(title: title, selection: Binding.constant(value), content: content) }
            return constant(value)
        }
    }
}
