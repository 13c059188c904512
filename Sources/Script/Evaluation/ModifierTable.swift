import Builders
import Pickers
import ScriptSyntax

/// The modifiers view code can apply: one ``Modifier`` per name, which says
/// the arguments it takes and builds the modified view. To teach the reader a
/// modifier, add its entry here; nothing else names it.
enum ModifierTable {
    /// The modifiers by name. See ``Modifier`` for the shape of an entry.
    static let entries: [String: Modifier] = [
        "tag": Modifier(unlabelled: 1) { call in
            let argument = try call.first()
            switch try call.value(argument) {
            case .int(let tag): return call.modified { $0.tag(tag) }
            case .bool(let tag): return call.modified { $0.tag(tag) }
            case .double(let tag): return call.modified { $0.tag(tag) }
            case let other:
                if other.isStringLike, let tag = other.text { return call.modified { $0.tag(tag) } }
                // A UUID, or a value of a type declared in the file (an enum's case): see DefinedValue.
                guard case let tag? = try? Convert.hashable(other, at: argument.location), !(other.isNull) else {
                    throw Diagnostic(location: argument.location, message: "expected a tag (an integer, string, number or Boolean), found \(other.kindDescription)")
                }
                func tagged(_ tag: some Hashable) -> any View { call.modified { $0.tag(tag) } }
                return tagged(tag)
            }
        },
        "id": Modifier(unlabelled: 1) { call in
            // `id` returns IDView<Self, ID>, not ModifiedContent: open the view.
            func identified(_ id: some Hashable) -> any View {
                func open(_ view: some View) -> any View { view.id(id) }
                return open(call.view)
            }
            let argument = try call.first()
            switch try call.value(argument) {
            case .int(let id): return identified(id)
            case .bool(let id): return identified(id)
            case let other:
                if other.isStringLike, let id = other.text { return identified(id) }
                guard case let id? = try? Convert.hashable(other, at: argument.location), !(other.isNull) else {
                    throw Diagnostic(location: argument.location, message: "expected an id (an integer or a string), found \(other.kindDescription)")
                }
                return identified(id)
            }
        },
        "padding": Modifier(unlabelled: 2) { call in
            var edges: Edge.Set = .all
            var length: CGFloat?
            if let argument = call.arguments.unlabelled(0) {
                let value = try call.value(argument)
                if case .swiftValue(let insets as EdgeInsets) = value { return call.modified { $0.padding(insets) } } // padding(EdgeInsets(…))
                if let set = try Convert.edges(value, at: argument.location) {
                    edges = set
                    length = try call.unlabelled(1, Convert.optionalLength) ?? nil
                } else {
                    length = try Convert.length(value, at: argument.location)
                }
            }
            return call.modified { $0.padding(edges, length) }
        },
        "frame": Modifier(signatures: [
            .init(labels: ["width", "height", "alignment"]),
            .init(labels: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]),
        ]) { call in
            let alignment = try call.named("alignment", Convert.alignment) ?? .center
            func length(_ label: String) throws -> CGFloat? { try call.named(label, Convert.optionalLength) ?? nil }
            if call.signature == 0 {
                let width = try length("width"), height = try length("height")
                return call.modified { $0.frame(width: width, height: height, alignment: alignment) }
            }
            let minWidth = try length("minWidth"), idealWidth = try length("idealWidth"), maxWidth = try length("maxWidth")
            let minHeight = try length("minHeight"), idealHeight = try length("idealHeight"), maxHeight = try length("maxHeight")
            return call.modified {
                $0.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                         minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
            }
        },
        "foregroundColor": Modifier(unlabelled: 1) { call in
            let color = try call.first(Convert.optionalColor)
            if let text = call.text { return text.foregroundColor(color) }
            return call.modified { $0.foregroundColor(color) }
        },
        "font": Modifier(unlabelled: 1) { call in
            let font = try call.first(Convert.font)
            if let text = call.text { return text.font(font) }
            return call.modified { $0.font(font) }
        },
        "bold": .text(unlabelled: 1) { call, text in
            try call.unlabelled(0, Convert.bool).map(text.bold) ?? text.bold()
        },
        "italic": .text(unlabelled: 1) { call, text in
            try call.unlabelled(0, Convert.bool).map(text.italic) ?? text.italic()
        },
        "underline": .text(labels: ["color"], unlabelled: 1) { call, text in
            let active = try call.unlabelled(0, Convert.bool) ?? true
            let color = try call.named("color", Convert.optionalColor) ?? nil
            return text.underline(active, color: color)
        },
        "fontWeight": .text(unlabelled: 1) { call, text in
            text.fontWeight(try call.first(Convert.weight))
        },
        "background": Modifier(labels: ["alignment", "ignoresSafeAreaEdges"], unlabelled: 1) { call in
            if let styled = try OverloadReader.backgroundStyle(call) { return styled } // a colour or gradient, with ignoresSafeAreaEdges
            if let styled = try GradientReader.backgroundStyle(call) { return styled } // a ShapeStyle member such as .linearGradient(…)
            let alignment = try call.named("alignment", Convert.alignment) ?? .center
            let argument = try call.first()
            // `.background { … }`: a view-builder closure.
            let background: Value = argument.isClosure ? .view(try call.evaluator.content(argument, of: ".background")) : try call.value(argument)
            if case .view(let view) = background {
                func modified(_ background: some View) -> any View { call.modified { $0.background(background, alignment: alignment) } }
                return modified(view)
            }
            let color = try Convert.color(background, at: argument.location)
            return call.modified { $0.background(color, alignment: alignment) }
        },
        "overlay": Modifier(labels: ["alignment"], unlabelled: 1) { call in
            let alignment = try call.named("alignment", Convert.alignment) ?? .center
            func modified(_ overlay: some View) -> any View { call.modified { $0.overlay(overlay, alignment: alignment) } }
            return modified(try call.evaluator.content(try call.first(), of: ".overlay"))
        },
        "border": Modifier(labels: ["width"], unlabelled: 1) { call in
            let color = try call.first(Convert.color)
            let width = try call.named("width", Convert.length) ?? 1
            return call.modified { $0.border(color, width: width) }
        },
        "opacity": Modifier(unlabelled: 1) { call in
            let opacity = try call.first(Convert.double)
            // Color's own opacity(_:) returns a Color, as in SwiftUI.
            if let color = call.view as? Color { return color.opacity(opacity) }
            return call.modified { $0.opacity(opacity) }
        },
        "disabled": Modifier(unlabelled: 1) { call in
            let disabled = try call.first(Convert.bool)
            return call.modified { $0.disabled(disabled) }
        },
        "onTapGesture": Modifier(labels: ["count", "perform"], unlabelled: 1) { call in
            let count = try call.named("count") { value, location -> Int in
                guard case .int(let count) = value else { throw Diagnostic(location: location, message: "expected a tap count") }
                return count
            } ?? 1
            let action = try call.evaluator.liveAction(call.arguments.named("perform") ?? call.arguments.unlabelled(0))
            return call.modified { $0.onTapGesture(count: count, perform: action) }
        },
        "accessibilityLabel": Modifier(unlabelled: 1) { call in
            let label = try call.first(Convert.text)
            return call.modified { $0.accessibilityLabel(label) }
        },
        "accessibilityIdentifier": Modifier(unlabelled: 1) { call in
            let identifier = try call.first(Convert.string)
            return call.modified { $0.accessibilityIdentifier(identifier) }
        },
        "pickerStyle": StyleReader.modifier(StyleReader.picker), // only picker styles (StyleReader)
        // MARK: Containers
        "tabItem": Modifier(unlabelled: 1) { call in
            func modified(_ label: some View) -> any View { call.modified { $0.tabItem { label } } }
            return modified(try call.evaluator.content(try call.first(), of: ".tabItem"))
        },
        // MARK: Shapes, images and text
        "fill": Modifier(labels: ["style"], unlabelled: 1) { try OverloadReader.fill($0) }, // with a FillStyle too
        "stroke": Modifier(labels: ["lineWidth", "style"], unlabelled: 1) { call in
            if let gradient = try GradientReader.style(of: call) { // a gradient
                let width = try call.named("lineWidth", Convert.length) ?? 1
                guard let stroked = GradientReader.stroke(call.view, gradient, lineWidth: width) else { throw call.missing("a shape before it, as Circle().stroke(.red)") }
                return stroked
            }
            let style = try ShapeModifiers.strokeStyle(call)
            let color = try call.unlabelled(0, Convert.color)
            guard let stroked = ShapeModifiers.stroke(call.view, color, style: style) else { throw call.missing("a shape before it, as Circle().stroke(.red)") }
            return stroked
        },
        "strokeBorder": Modifier(labels: ["lineWidth", "style", "antialiased"], unlabelled: 1) { call in
            if let gradient = try GradientReader.style(of: call) { // a gradient
                let width = try call.named("lineWidth", Convert.length) ?? 1
                guard let stroked = GradientReader.strokeBorder(call.view, gradient, lineWidth: width) else { throw call.missing("a shape before it, as Circle().strokeBorder(.red)") }
                return stroked
            }
            let style = try ShapeModifiers.strokeStyle(call)
            let color = try call.unlabelled(0, Convert.color)
            let antialiased = try call.named("antialiased", Convert.bool) ?? true
            guard let stroked = ShapeModifiers.strokeBorder(call.view, color, style: style, antialiased: antialiased) else {
                throw call.missing("a shape before it, as Circle().strokeBorder(.red)")
            }
            return stroked
        },
        "resizable": Modifier(labels: ["capInsets", "resizingMode"]) { call in
            guard let image = call.view as? Image else { throw call.missing("an Image before it") }
            let insets = try call.named("capInsets", Convert.swiftValue(EdgeInsets.self, "insets such as EdgeInsets(top: 2)")) ?? EdgeInsets()
            return image.resizable(capInsets: insets, resizingMode: try call.named("resizingMode", Convert.member(Convert.resizingModes, "a resizing mode")) ?? .stretch)
        },
        "renderingMode": Modifier(unlabelled: 1) { call in
            guard let image = call.view as? Image else { throw call.missing("an Image before it") }
            return image.renderingMode(try call.first(Convert.optionalMember(Convert.renderingModes, "a rendering mode")))
        },
        "interpolation": Modifier(unlabelled: 1) { call in
            guard let image = call.view as? Image else { throw call.missing("an Image before it") }
            return image.interpolation(try call.first(Convert.member(Convert.interpolations, "an interpolation")))
        },
        "antialiased": Modifier(unlabelled: 1) { call in
            guard let image = call.view as? Image else { throw call.missing("an Image before it") }
            return image.antialiased(try call.first(Convert.bool))
        },
        "aspectRatio": Modifier(labels: ["contentMode"], unlabelled: 1) { call in
            let ratio = try call.unlabelled(0, Convert.optionalLength) ?? nil
            guard let mode = try call.named("contentMode", Convert.member(Convert.contentModes, "a content mode")) else {
                throw call.missing("'contentMode:', as .aspectRatio(contentMode: .fit)")
            }
            return call.modified { $0.aspectRatio(ratio, contentMode: mode) }
        },
        "scaledToFit": Modifier { call in call.modified { $0.scaledToFit() } },
        "scaledToFill": Modifier { call in call.modified { $0.scaledToFill() } },
        "imageScale": Modifier(unlabelled: 1) { call in
            let scale = try call.first(Convert.member(Convert.imageScales, "an image scale"))
            return call.modified { $0.imageScale(scale) }
        },
        "strikethrough": .text(labels: ["color"], unlabelled: 1) { call, text in
            let active = try call.unlabelled(0, Convert.bool) ?? true
            let color = try call.named("color", Convert.optionalColor) ?? nil
            return text.strikethrough(active, color: color)
        },
        "kerning": .text(unlabelled: 1) { call, text in text.kerning(try call.first(Convert.length)) },
        "tracking": .text(unlabelled: 1) { call, text in text.tracking(try call.first(Convert.length)) },
        "baselineOffset": .text(unlabelled: 1) { call, text in text.baselineOffset(try call.first(Convert.length)) },
        "monospacedDigit": .text { _, text in text.monospacedDigit() },
        "textCase": Modifier(unlabelled: 1) { call in
            let textCase = try call.first(Convert.optionalMember(Convert.textCases, "a text case"))
            return call.modified { $0.textCase(textCase) }
        },
        "lineLimit": Modifier(unlabelled: 1) { call in
            let limit = try call.first(Convert.optionalInt)
            return call.modified { $0.lineLimit(limit) }
        },
        "multilineTextAlignment": Modifier(unlabelled: 1) { call in
            let alignment = try call.first(Convert.member(Convert.textAlignments, "a text alignment"))
            return call.modified { $0.multilineTextAlignment(alignment) }
        },
        "truncationMode": Modifier(unlabelled: 1) { call in
            let mode = try call.first(Convert.member(Convert.truncationModes, "a truncation mode"))
            return call.modified { $0.truncationMode(mode) }
        },
        "lineSpacing": Modifier(unlabelled: 1) { call in
            let spacing = try call.first(Convert.length)
            return call.modified { $0.lineSpacing(spacing) }
        },
        // MARK: Navigation, toolbars, presentations, effects and styles
        "navigationBarTitle": ModifierEntries.navigationTitle,
        "navigationTitle": ModifierEntries.navigationTitle,
        "navigationBarTitleDisplayMode": ModifierEntries.navigationBarTitleDisplayMode,
        "toolbar": ModifierEntries.toolbar,
        "sheet": ModifierEntries.sheet,
        "fullScreenCover": ModifierEntries.fullScreenCover,
        "popover": ModifierEntries.popover,
        "alert": ModifierEntries.alert,
        "confirmationDialog": ModifierEntries.confirmationDialog,
        "actionSheet": Modifier(labels: ["isPresented", "content"], unlabelled: 1) { try AlertReader.actionSheet($0) },
        "clipped": ModifierEntries.clipped,
        "cornerRadius": ModifierEntries.cornerRadius,
        "mask": ModifierEntries.mask,
        "shadow": ModifierEntries.shadow,
        "blur": ModifierEntries.blur,
        "offset": ModifierEntries.offset,
        "position": ModifierEntries.position,
        "hidden": ModifierEntries.hidden,
        "zIndex": ModifierEntries.zIndex,
        "layoutPriority": ModifierEntries.layoutPriority,
        "fixedSize": ModifierEntries.fixedSize,
        "ignoresSafeArea": ModifierEntries.ignoresSafeArea,
        "edgesIgnoringSafeArea": ModifierEntries.edgesIgnoringSafeArea,
        "allowsHitTesting": ModifierEntries.allowsHitTesting,
        "foregroundStyle": ModifierEntries.foregroundStyle,
        "tint": ModifierEntries.tint,
        "accentColor": ModifierEntries.accentColor,
        "environment": ModifierEntries.environment,
        "keyboardType": ModifierEntries.keyboardType,
        "textContentType": ModifierEntries.textContentType,
        "autocapitalization": ModifierEntries.autocapitalization,
        "textInputAutocapitalization": ModifierEntries.textInputAutocapitalization,
        "buttonStyle": ModifierEntries.buttonStyle,
        "toggleStyle": ModifierEntries.toggleStyle,
        // MARK: Styles, lifecycle actions and accessibility
        "labelStyle": ModifierEntries.labelStyle,
        "textFieldStyle": ModifierEntries.textFieldStyle,
        "listStyle": ModifierEntries.listStyle,
        "datePickerStyle": ModifierEntries.datePickerStyle,
        "labelsHidden": ModifierEntries.labelsHidden,
        "onAppear": ModifierEntries.onAppear,
        "onDisappear": ModifierEntries.onDisappear,
        "onChange": ModifierEntries.onChange,
        "onSubmit": ModifierEntries.onSubmit,
        "task": ModifierEntries.task,
        "accessibilityValue": ModifierEntries.accessibilityValue,
        "accessibilityHint": ModifierEntries.accessibilityHint,
        "accessibilityHidden": ModifierEntries.accessibilityHidden,
        "accessibility": ModifierEntries.accessibility,
        // MARK: Row deletion and environment objects
        "onDelete": ModifierEntries.onDelete,
        "environmentObject": Modifier(unlabelled: 1) { call in
            let argument = try call.first(needing: "an object, as .environmentObject(model)")
            return try ModifierEntries.environmentObject(try call.value(argument), call, at: argument.location)
        },
        // MARK: Focus, clip shapes and insets
        "focused": FocusReader.focused,
        "clipShape": Modifier(labels: ["style"], unlabelled: 1) { call in
            let argument = try call.first(needing: "a shape, as .clipShape(Circle())")
            guard case .view(let view) = try call.value(argument), let shape = view as? any Shape else {
                throw Diagnostic(location: argument.location, message: "expected a shape such as Circle() for .clipShape, found \(try call.value(argument).kindDescription)")
            }
            let style = try call.named("style", Convert.swiftValue(FillStyle.self, "a fill style such as FillStyle(eoFill: true)")) ?? FillStyle()
            func open<S: Shape>(_ shape: S) -> any View { call.modified { $0.clipShape(shape, style: style) } }
            return open(shape)
        },
        "inset": Modifier(labels: ["by"]) { call in
            guard let shape = call.view as? any InsettableShape else { throw call.missing("a shape such as Circle() before it") }
            guard let amount = try call.named("by", Convert.length) else { throw call.missing("'by:', as .inset(by: 2)") }
            func open<S: InsettableShape>(_ shape: S) -> any View { shape.inset(by: amount) }
            return open(shape)
        },
        // MARK: ViewModifier structs
        "modifier": Modifier(unlabelled: 1) { call in
            let argument = try call.first(needing: "a modifier, as .modifier(Card())")
            return try call.evaluator.applyDefinedModifier(try call.value(argument), to: call.view, at: argument.location)
        },
    ]

    /// The modifiers' names, sorted, for suggestions.
    static let names = entries.keys.sorted()

    /// Applies the modifier of `link` to `view`; an unknown name is reported
    /// with the nearest known one.
    static func apply(_ link: ChainLink, to view: any View, evaluator: Evaluator) throws -> any View {
        guard let modifier = entries[link.name] else {
            throw Diagnostic(location: link.location, message: "unknown modifier '.\(link.name)'\(Suggestion.hint(for: link.name, in: names))")
        }
        return try modifier.apply(link, to: view, evaluator: evaluator)
    }
}
