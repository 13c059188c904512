import Builders
import Pickers

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
        "background": Modifier(labels: ["alignment"], unlabelled: 1) { call in
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
            return call.modified { $0.onTapGesture(count: count) {} }
        },
        "accessibilityLabel": Modifier(unlabelled: 1) { call in
            let label = try call.first(Convert.text)
            return call.modified { $0.accessibilityLabel(label) }
        },
        "accessibilityIdentifier": Modifier(unlabelled: 1) { call in
            let identifier = try call.first(Convert.string)
            return call.modified { $0.accessibilityIdentifier(identifier) }
        },
        "pickerStyle": Modifier(unlabelled: 1) { call in
            let argument = try call.first()
            switch try call.value(argument) {
            case .member("segmented"): return call.modified { $0.pickerStyle(SegmentedPickerStyle()) }
            case .member("automatic"): return call.modified { $0.pickerStyle(DefaultPickerStyle()) }
            default: throw Diagnostic(location: argument.location, message: "expected .segmented or .automatic")
            }
        },
        // MARK: issue 11, containers
        // MARK: issue 11, controls
        // MARK: issue 11, shapes, colours, images, text
        // MARK: issue 11, modifiers
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
