import Builders
import Foundation
import ScriptSyntax

/// The modifiers family's entries of ``ModifierTable`` and ``ViewTable``: each builds the
/// view compiled code builds (closures in view code are empty actions, bindings `.constant(v)`).
enum ModifierEntries {
    // MARK: Navigation and toolbars

    static let navigationTitle = Modifier(unlabelled: 1) { call in
        let title = try call.first(text, needing: "a title")
        return call.modified { $0.navigationTitle(title) }
    }

    static let navigationBarTitleDisplayMode = Modifier(unlabelled: 1) { call in
        let mode = try call.first(member([
            "automatic": NavigationBarItem.TitleDisplayMode.automatic, "inline": .inline, "large": .large,
        ], "a display mode such as .inline"))
        return call.modified { $0.navigationBarTitleDisplayMode(mode) }
    }

    static let toolbar = Modifier(labels: ["id", "content"], unlabelled: 1) { call in
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".toolbar")
        if let id = try call.named("id", Convert.string) { // toolbar(id:content:)
            func open<C: View>(_ content: C) -> any View { call.modified { $0.toolbar(id: id) { content } } }
            return open(content)
        }
        func open<C: View>(_ content: C) -> any View { call.modified { $0.toolbar { content } } }
        return open(content)
    }

    static let toolbarItem = ViewEntry(labels: ["id", "placement", "showsByDefault", "content"], unlabelled: 1) { call in
        let placement = try call.named("placement", Self.placement) ?? .automatic
        if let id = try call.named("id", Convert.string) { // a customizable toolbar's item
            let shows = try call.named("showsByDefault", Convert.bool) ?? true
            func open<C: View>(_ content: C) -> any View { ToolbarItem(id: id, placement: placement, showsByDefault: shows) { content } }
            return open(try call.content())
        }
        func open<C: View>(_ content: C) -> any View { ToolbarItem(placement: placement) { content } }
        return open(try call.content())
    }

    static let toolbarItemGroup = ViewEntry(labels: ["placement", "content"], unlabelled: 1) { call in
        let placement = try call.named("placement", Self.placement) ?? .automatic
        func open<C: View>(_ content: C) -> any View { ToolbarItemGroup(placement: placement) { content } }
        return open(try call.content())
    }

    static let placement = member([
        "automatic": ToolbarItemPlacement.automatic, "primaryAction": .primaryAction, "confirmationAction": .confirmationAction,
        "cancellationAction": .cancellationAction, "destructiveAction": .destructiveAction, "principal": .principal,
        "navigationBarLeading": .navigationBarLeading, "navigationBarTrailing": .navigationBarTrailing,
        "topBarLeading": .topBarLeading, "topBarTrailing": .topBarTrailing, "bottomBar": .bottomBar,
        "keyboard": .keyboard, "status": .status,
    ], "a toolbar placement such as .navigationBarTrailing")

    // MARK: Presentations

    static let sheet = Modifier(labels: ["isPresented", "item", "onDismiss", "content"], unlabelled: 1) { call in
        if call.arguments.named("item") != nil { return try itemPresentation(call, cover: false) }
        let isPresented = try presented(call)
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".sheet")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.sheet(isPresented: isPresented) { content } } }
        return open(content)
    }

    static let fullScreenCover = Modifier(labels: ["isPresented", "item", "onDismiss", "content"], unlabelled: 1) { call in
        if call.arguments.named("item") != nil { return try itemPresentation(call, cover: true) }
        let isPresented = try presented(call)
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".fullScreenCover")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.fullScreenCover(isPresented: isPresented) { content } } }
        return open(content)
    }

    static let popover = Modifier(labels: ["isPresented", "arrowEdge", "content"], unlabelled: 1) { call in
        let isPresented = try presented(call)
        let edge = try call.named("arrowEdge", member(["top": Edge.top, "leading": .leading, "bottom": .bottom, "trailing": .trailing], "an edge such as .top")) ?? .top
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".popover")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.popover(isPresented: isPresented, arrowEdge: edge) { content } } }
        return open(content)
    }

    static let alert = Modifier(labels: ["isPresented", "actions", "message", "content"], unlabelled: 2) { call in
        // The first API, `.alert(isPresented:) { Alert(…) }`, has no title argument.
        if call.arguments.named("content") != nil || call.arguments.unlabelled(0)?.isClosure == true { return try AlertReader.alert(call) }
        let title = try call.first(text, needing: "a title, as .alert(\"Title\", isPresented: …) { … }")
        let isPresented = try presented(call)
        let actions = try call.evaluator.content(call.arguments.named("actions") ?? call.arguments.unlabelled(1), of: ".alert")
        guard let messageArgument = call.arguments.named("message") else {
            func open<A: View>(_ actions: A) -> any View { call.modified { $0.alert(title, isPresented: isPresented) { actions } } }
            return open(actions)
        }
        let message = try call.evaluator.content(messageArgument, of: ".alert")
        func open<A: View, M: View>(_ actions: A, _ message: M) -> any View {
            call.modified { $0.alert(title, isPresented: isPresented, actions: { actions }, message: { message }) }
        }
        return open(actions, message)
    }

    static let confirmationDialog = Modifier(labels: ["isPresented", "titleVisibility", "actions", "message"], unlabelled: 2) { call in
        let title = try call.first(text, needing: "a title, as .confirmationDialog(\"Title\", isPresented: …) { … }")
        let isPresented = try presented(call)
        let visibility = try call.named("titleVisibility", member(["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], "a visibility such as .visible")) ?? .automatic
        let actions = try call.evaluator.content(call.arguments.named("actions") ?? call.arguments.unlabelled(1), of: ".confirmationDialog")
        guard let messageArgument = call.arguments.named("message") else {
            func open<A: View>(_ actions: A) -> any View {
                call.modified { $0.confirmationDialog(title, isPresented: isPresented, titleVisibility: visibility) { actions } }
            }
            return open(actions)
        }
        let message = try call.evaluator.content(messageArgument, of: ".confirmationDialog")
        func open<A: View, M: View>(_ actions: A, _ message: M) -> any View {
            call.modified { $0.confirmationDialog(title, isPresented: isPresented, titleVisibility: visibility, actions: { actions }, message: { message }) }
        }
        return open(actions, message)
    }

    /// The `isPresented:` argument, required: `.constant(true)`, or a `$flag` of a file's state
    /// (read as its value, and written through when live).
    private static func presented(_ call: ModifierCall) throws -> Binding<Bool> {
        guard let isPresented = try call.named("isPresented", Convert.binding(of: Convert.bool)) else {
            throw call.missing("'isPresented:', as isPresented: .constant(true)")
        }
        return try call.evaluator.liveBool(call.arguments.named("isPresented")) ?? .constant(isPresented)
    }

    // MARK: Effects and layout

    static let cornerRadius = Modifier(labels: ["antialiased"], unlabelled: 1) { call in
        let radius = try call.first(Convert.length)
        let antialiased = try call.named("antialiased", Convert.bool) ?? true
        return call.modified { $0.cornerRadius(radius, antialiased: antialiased) }
    }

    static let clipped = Modifier(labels: ["antialiased"]) { call in
        let antialiased = try call.named("antialiased", Convert.bool) ?? false
        return call.modified { $0.clipped(antialiased: antialiased) }
    }

    static let mask = Modifier(labels: ["alignment"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        let argument = try call.first(needing: "a mask view")
        let mask = try call.evaluator.content(argument, of: ".mask")
        func open<M: View>(_ mask: M) -> any View {
            argument.isClosure ? call.modified { $0.mask(alignment: alignment) { mask } } : call.modified { $0.mask(mask) }
        }
        return open(mask)
    }

    static let shadow = Modifier(labels: ["color", "radius", "x", "y"]) { call in
        let color = try call.named("color", Convert.color) ?? Color(white: 0, opacity: 0.33)
        guard let radius = try call.named("radius", Convert.length) else { throw call.missing("'radius:'") }
        let x = try call.named("x", Convert.length) ?? 0, y = try call.named("y", Convert.length) ?? 0
        return call.modified { $0.shadow(color: color, radius: radius, x: x, y: y) }
    }

    static let blur = Modifier(labels: ["radius", "opaque"]) { call in
        guard let radius = try call.named("radius", Convert.length) else { throw call.missing("'radius:'") }
        let opaque = try call.named("opaque", Convert.bool) ?? false
        return call.modified { $0.blur(radius: radius, opaque: opaque) }
    }

    static let offset = Modifier(labels: ["x", "y"], unlabelled: 1) { call in
        if call.arguments.unlabelled(0) != nil { // offset(CGSize(…))
            let size = try call.first(Convert.swiftValue(CGSize.self, "a size such as CGSize(width: 4, height: 2)"))
            return call.modified { $0.offset(size) }
        }
        let x = try call.named("x", signedLength) ?? 0, y = try call.named("y", signedLength) ?? 0
        return call.modified { $0.offset(x: x, y: y) }
    }

    static let position = Modifier(labels: ["x", "y"], unlabelled: 1) { call in
        if call.arguments.unlabelled(0) != nil { // position(CGPoint(…))
            let point = try call.first(Convert.swiftValue(CGPoint.self, "a point such as CGPoint(x: 4, y: 2)"))
            return call.modified { $0.position(point) }
        }
        let x = try call.named("x", signedLength) ?? 0, y = try call.named("y", signedLength) ?? 0
        return call.modified { $0.position(x: x, y: y) }
    }

    static let hidden = Modifier { call in call.modified { $0.hidden() } }

    static let zIndex = Modifier(unlabelled: 1) { call in
        let value = try call.first(Convert.double)
        return call.modified { $0.zIndex(value) }
    }

    static let layoutPriority = Modifier(unlabelled: 1) { call in
        let value = try call.first(Convert.double)
        return call.modified { $0.layoutPriority(value) }
    }

    static let fixedSize = Modifier(labels: ["horizontal", "vertical"]) { call in
        guard call.arguments.list.isEmpty else {
            let horizontal = try call.named("horizontal", Convert.bool) ?? false
            let vertical = try call.named("vertical", Convert.bool) ?? false
            return call.modified { $0.fixedSize(horizontal: horizontal, vertical: vertical) }
        }
        return call.modified { $0.fixedSize() }
    }

    static let ignoresSafeArea = Modifier(labels: ["edges"], unlabelled: 1) { call in
        let regions = try call.unlabelled(0, member(["all": SafeAreaRegions.all, "container": .container, "keyboard": .keyboard], "regions such as .all")) ?? .all
        let edges = try call.named("edges", edgeSet) ?? .all
        return call.modified { $0.ignoresSafeArea(regions, edges: edges) }
    }

    static let edgesIgnoringSafeArea = Modifier(unlabelled: 1) { call in
        let edges = try call.first(edgeSet)
        return call.modified { $0.edgesIgnoringSafeArea(edges) }
    }

    static let allowsHitTesting = Modifier(unlabelled: 1) { call in
        let enabled = try call.first(Convert.bool)
        return call.modified { $0.allowsHitTesting(enabled) }
    }

    // MARK: Colours and environment

    static let foregroundStyle = Modifier(unlabelled: 1) { call in
        if let style = try GradientReader.style(of: call) { return GradientReader.foregroundStyle(call, style) } // a gradient
        let color = try call.first(Convert.color)
        return call.modified { $0.foregroundStyle(color) }
    }

    static let tint = Modifier(unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        return call.modified { $0.tint(color) }
    }

    static let accentColor = Modifier(unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        return call.modified { $0.accentColor(color) }
    }

    static let environment = Modifier(unlabelled: 2) { call in
        let keyArgument = try call.first(needing: "a key path, as .environment(\\.colorScheme, .dark)")
        if call.arguments.unlabelled(1) == nil, case .object = try call.value(keyArgument) {
            // `.environment(model)`: an @Observable model placed in the environment.
            return try environmentObject(try call.value(keyArgument), call, at: keyArgument.location)
        }
        guard case .keyPath(let path) = try call.value(keyArgument), path.count == 1 else {
            throw Diagnostic(location: keyArgument.location, message: "expected a key path such as \\.colorScheme")
        }
        guard let valueArgument = call.arguments.unlabelled(1) else { throw call.missing("a value") }
        let value = try call.value(valueArgument)
        func members<T>(_ names: [String: T]) throws -> T {
            guard case .member(let name) = value, let known = names[name] else {
                throw Diagnostic(location: valueArgument.location, message: "expected one of \(names.keys.sorted().map { "." + $0 }.joined(separator: ", "))")
            }
            return known
        }
        switch path[0] {
        case "colorScheme":
            let scheme = try members(["light": ColorScheme.light, "dark": .dark])
            return call.modified { $0.environment(\.colorScheme, scheme) }
        case "layoutDirection":
            let direction = try members(["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft])
            return call.modified { $0.environment(\.layoutDirection, direction) }
        case "horizontalSizeClass":
            let sizeClass: UserInterfaceSizeClass? = try members(["compact": .compact, "regular": .regular])
            return call.modified { $0.environment(\.horizontalSizeClass, sizeClass) }
        case "verticalSizeClass":
            let sizeClass: UserInterfaceSizeClass? = try members(["compact": .compact, "regular": .regular])
            return call.modified { $0.environment(\.verticalSizeClass, sizeClass) }
        case "isEnabled":
            let enabled = try Convert.bool(value, at: valueArgument.location)
            return call.modified { $0.environment(\.isEnabled, enabled) }
        case "font":
            let font = try Convert.font(value, at: valueArgument.location)
            return call.modified { $0.environment(\.font, font) }
        default:
            // The package's other keys, and a value the files declare in an `extension EnvironmentValues`.
            if let written = try EnvironmentKeyWriter.write(path[0], value, call, at: valueArgument.location) { return written }
            if let written = try call.evaluator.definedEnvironmentWrite(path[0], value, in: call, at: valueArgument.location) { return written }
            throw Diagnostic(location: keyArgument.location, message: "unsupported environment key '\\.\(path[0])'; supported: \\.colorScheme, \\.layoutDirection, \\.horizontalSizeClass, \\.verticalSizeClass, \\.isEnabled, \\.font, "
                + EnvironmentKeyWriter.keys.map { "\\." + $0 }.joined(separator: ", ") + " and the file's own keys")
        }
    }

    static let keyboardType = Modifier(unlabelled: 1) { call in
        let names = Dictionary(uniqueKeysWithValues: UIKeyboardType.allCases.map { (String(describing: $0), $0) })
        let type = try call.first(member(names, "a keyboard type such as .numberPad"))
        return call.modified { $0.keyboardType(type) }
    }

    static let textContentType = Modifier(unlabelled: 1) { call in
        let type = try call.first { value, location -> UITextContentType? in
            if case .null = value { return nil }
            guard case .member(let name) = value else { throw Diagnostic(location: location, message: "expected a content type such as .emailAddress") }
            return UITextContentType(rawValue: name)
        }
        return call.modified { $0.textContentType(type) }
    }

    static let autocapitalization = Modifier(unlabelled: 1) { call in
        let names = Dictionary(uniqueKeysWithValues: UITextAutocapitalizationType.allCases.map { (String(describing: $0), $0) })
        let type = try call.first(member(names, "a capitalization such as .words"))
        return call.modified { $0.autocapitalization(type) }
    }

    static let textInputAutocapitalization = Modifier(unlabelled: 1) { call in
        let names: [String: TextInputAutocapitalization] = ["never": .never, "words": .words, "sentences": .sentences, "characters": .characters]
        let type = try call.first { value, location -> TextInputAutocapitalization? in
            if case .null = value { return nil }
            return try member(names, "a capitalization such as .never")(value, location)
        }
        return call.modified { $0.textInputAutocapitalization(type) }
    }

    // MARK: Styles

    // Each takes only styles of its kind (``StyleReader``).
    static let buttonStyle = StyleReader.modifier(StyleReader.button)
    static let labelStyle = StyleReader.modifier(StyleReader.label)
    static let toggleStyle = StyleReader.modifier(StyleReader.toggle)
    static let textFieldStyle = StyleReader.modifier(StyleReader.textField)
    static let listStyle = StyleReader.modifier(StyleReader.list)
    static let datePickerStyle = StyleReader.modifier(StyleReader.datePicker)

    static let labelsHidden = Modifier { call in call.modified { $0.labelsHidden() } }

    // MARK: Events

    // The actions run when live.
    static let onAppear = Modifier(labels: ["perform"], unlabelled: 1) { call in
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onAppear(perform: action) }
    }
    static let onDisappear = Modifier(labels: ["perform"], unlabelled: 1) { call in
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onDisappear(perform: action) }
    }

    static let onChange = Modifier(labels: ["of", "initial", "perform"], unlabelled: 1) { call in
        guard let watched = call.arguments.named("of") else { throw call.missing("'of:', as .onChange(of: value) { … }") }
        let initial = try call.named("initial", Convert.bool) ?? false
        let closure = call.arguments.named("perform") ?? call.arguments.unlabelled(0)
        guard let closure, case .closure(let body) = closure.value else { throw call.missing("an action closure") }
        let deprecated = call.arguments.named("perform") != nil || body.parameters.count == 1
        func open<V: Equatable>(_ value: V) -> any View {
            if deprecated { return call.modified { $0.onChange(of: value, perform: { _ in }) } }
            if body.parameters.isEmpty { return call.modified { $0.onChange(of: value, initial: initial) {} } }
            return call.modified { $0.onChange(of: value, initial: initial) { _, _ in } }
        }
        switch try call.value(watched) {
        case .int(let value): return open(value)
        case .double(let value): return open(value)
        case .bool(let value): return open(value)
        case let other:
            guard other.isStringLike, let text = other.text else {
                throw Diagnostic(location: watched.location, message: "expected a watched value (an integer, number, Boolean or string), found \(other.kindDescription)")
            }
            return open(text)
        }
    }

    static let onSubmit = Modifier(labels: ["of"], unlabelled: 1) { call in
        let triggers = try call.named("of", member(["text": SubmitTriggers.text, "search": .search], "triggers such as .text")) ?? .text
        let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
        return call.modified { $0.onSubmit(of: triggers, action) }
    }

    static let task = Modifier(labels: ["id", "priority"], unlabelled: 1) { call in
        let priority = try call.named("priority", member([
            "high": TaskPriority.high, "medium": .medium, "low": .low, "userInitiated": .userInitiated,
            "utility": .utility, "background": .background,
        ], "a priority such as .background")) ?? .userInitiated
        // The body runs when live, on the app's thread.
        let work = try call.evaluator.liveTask(call.arguments.unlabelled(0))
        guard let id = call.arguments.named("id") else { return call.modified { $0.task(priority: priority, work) } }
        func open<V: Equatable & Sendable>(_ value: V) -> any View { call.modified { $0.task(id: value, priority: priority, work) } }
        switch try call.value(id) {
        case .int(let value): return open(value)
        case .bool(let value): return open(value)
        case let other:
            guard other.isStringLike, let text = other.text else {
                throw Diagnostic(location: id.location, message: "expected an id (an integer, Boolean or string), found \(other.kindDescription)")
            }
            return open(text)
        }
    }

    // MARK: Accessibility

    static let accessibilityValue = Modifier(unlabelled: 1) { call in
        let value = try call.first(text)
        return call.modified { $0.accessibilityValue(value) }
    }

    static let accessibilityHint = Modifier(unlabelled: 1) { call in
        let hint = try call.first(text)
        return call.modified { $0.accessibilityHint(hint) }
    }

    static let accessibilityHidden = Modifier(unlabelled: 1) { call in
        let hidden = try call.first(Convert.bool)
        return call.modified { $0.accessibilityHidden(hidden) }
    }

    /// The deprecated `accessibility(label:)`, `accessibility(hint:)`, `accessibility(value:)`, `accessibility(identifier:)`.
    static let accessibility = Modifier(labels: ["label", "hint", "value", "identifier"]) { call in
        if let label = try call.named("label", text) { return call.modified { $0.accessibility(label: label) } }
        if let hint = try call.named("hint", text) { return call.modified { $0.accessibility(hint: hint) } }
        if let value = try call.named("value", text) { return call.modified { $0.accessibility(value: value) } }
        if let identifier = try call.named("identifier", Convert.string) { return call.modified { $0.accessibility(identifier: identifier) } }
        throw call.missing("one of 'label:', 'hint:', 'value:', 'identifier:'")
    }

    // MARK: Conversions

    /// A conversion of `.name` to one of `names`' values.
    static func member<T>(_ names: [String: T], _ what: String) -> @Sendable (Value, SourceLocation) throws -> T where T: Sendable {
        { value, location in
            guard case .member(let name) = value, let known = names[name] else {
                throw Diagnostic(location: location, message: "expected \(what), found \(value.kindDescription)")
            }
            return known
        }
    }

    /// A title or label: a string (a literal is a localized key) or a `Text(…)`.
    static func text(_ value: Value, at location: SourceLocation) throws -> Text {
        if case .view(let view) = value, let text = view as? Text { return text }
        return try Convert.text(value, at: location)
    }

    /// A length that may be negative (an offset).
    static func signedLength(_ value: Value, at location: SourceLocation) throws -> CGFloat {
        if case .int(let number) = value { return CGFloat(number) }
        if case .double(let number) = value { return CGFloat(number) }
        return try Convert.length(value, at: location)
    }

    /// An edge set: `.top`, `[.top, .bottom]`.
    static func edgeSet(_ value: Value, at location: SourceLocation) throws -> Edge.Set {
        guard let edges = try Convert.edges(value, at: location) else {
            throw Diagnostic(location: location, message: "expected edges such as .all or [.top, .bottom], found \(value.kindDescription)")
        }
        return edges
    }
}

// MARK: Item presentations and row deletion
extension ModifierEntries {
    /// `sheet(item:content:)` and `fullScreenCover(item:content:)`: the item is a ``DefinedValue``
    /// (identified by its `id`); the content is made now for the current item (a read tree's
    /// bindings are constants, and a live file's body is read again when the item changes), or
    /// for nil, when no item is set, so that the content's type is known.
    static func itemPresentation(_ call: ModifierCall, cover: Bool) throws -> any View {
        guard let argument = call.arguments.named("item") else { throw call.missing("'item:'") }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0), case .closure(let closure) = contentArgument.value else {
            throw call.missing("a content closure, as .\(cover ? "fullScreenCover" : "sheet")(item: $item) { item in … }")
        }
        let evaluator = call.evaluator
        let current = try Convert.binding(try call.value(argument), at: argument.location)
        let location = argument.location
        let content: any View = current.isNull ? (try? evaluator.element(closure, .null)) ?? EmptyView() : try evaluator.element(closure, current)
        let item = try evaluator.liveBinding(argument, as: { Optional(evaluator.definedValue($0, at: location)) }, fallback: evaluator.definedValue(current, at: location)) {
            $0?.source ?? .null
        }
        func open<C: View>(_ content: C) -> any View {
            if cover { return call.modified { $0.fullScreenCover(item: item) { _ in content } } }
            return call.modified { $0.sheet(item: item) { _ in content } }
        }
        return open(content)
    }

    /// `ForEach(…) { … }.onDelete(perform:)`: the action receives the offsets as an array of
    /// integers (`items.remove(atOffsets: offsets)`); it runs when the file runs live.
    static let onDelete = Modifier(labels: ["perform"], unlabelled: 1) { call in
        guard String(describing: type(of: call.view)).hasPrefix("ForEach<") else {
            throw Diagnostic(location: call.arguments.location, message: "expected a ForEach before .onDelete(perform:), found \(String(describing: type(of: call.view)).prefix(60))")
        }
        let argument = call.arguments.named("perform") ?? call.arguments.unlabelled(0)
        var action: ((IndexSet) -> Void)?
        if let argument, case .null = argument.value {
            action = nil
        } else {
            action = try call.evaluator.liveAction(argument) { offsets in [(nil, .array(offsets.map { .int($0) }))] }
        }
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: _TraitWritingModifier<OnDeleteTraitKey>(value: action)) }
        return open(call.view)
    }
}
