import Builders
import Pickers

/// The modifiers view code can apply, by name. On a Text, `font`,
/// `foregroundColor`, `bold`, `italic`, `underline` and `fontWeight` are
/// Text's own (they return Text), as overload resolution picks them in compiled code.
enum ModifierFactory {
    static let names = [
        "tag", "id", "padding", "frame", "foregroundColor", "font", "bold", "italic", "underline", "fontWeight",
        "background", "overlay", "border", "opacity", "disabled", "onTapGesture", "accessibilityLabel",
        "accessibilityIdentifier", "pickerStyle",
    ]

    static func apply(_ link: ChainLink, to view: any View, evaluator: Evaluator) throws -> any View {
        let arguments = Arguments(list: link.arguments, callee: "." + link.name, location: link.location)
        func value(_ argument: Argument) throws -> Value { try evaluator.evaluate(argument.value) }
        func first() throws -> Argument {
            guard let argument = arguments.unlabelled(0) else { throw arguments.missing("an argument") }
            return argument
        }
        let text = view as? Text
        switch link.name {
        case "tag":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            switch try value(argument) {
            case .int(let tag): return Transforms.Tag(tag: tag)(view)
            case .bool(let tag): return Transforms.Tag(tag: tag)(view)
            case .double(let tag): return Transforms.Tag(tag: tag)(view)
            case let other:
                guard other.isStringLike, let tag = other.text else {
                    throw Diagnostic(location: argument.location, message: "expected a tag (an integer, string, number or Boolean), found \(other.kindDescription)")
                }
                return Transforms.Tag(tag: tag)(view)
            }
        case "id":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            switch try value(argument) {
            case .int(let id): return Transforms.ID(id: id)(view)
            case .bool(let id): return Transforms.ID(id: id)(view)
            case let other:
                guard other.isStringLike, let id = other.text else {
                    throw Diagnostic(location: argument.location, message: "expected an id (an integer or a string), found \(other.kindDescription)")
                }
                return Transforms.ID(id: id)(view)
            }
        case "padding":
            try arguments.check(labels: [], unlabelled: 2)
            var edges: Edge.Set = .all
            var length: CGFloat?
            if let a = arguments.unlabelled(0) {
                let v = try value(a)
                if let set = try Convert.edges(v, at: a.location) {
                    edges = set
                    if let b = arguments.unlabelled(1) { length = try Convert.optionalLength(try value(b), at: b.location) }
                } else {
                    length = try Convert.length(v, at: a.location)
                }
            }
            return Transforms.Padding(edges: edges, length: length)(view)
        case "frame":
            let fixed = ["width", "height", "alignment"]
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
            let labels = link.arguments.compactMap(\.label)
            let alignment = try arguments.named("alignment").map { try Convert.alignment(try value($0), at: $0.location) } ?? .center
            func length(_ label: String) throws -> CGFloat? {
                try arguments.named(label).map { try Convert.optionalLength(try value($0), at: $0.location) } ?? nil
            }
            if labels.allSatisfy(fixed.contains) {
                try arguments.check(labels: fixed, unlabelled: 0)
                let width = try length("width"), height = try length("height")
                return Transforms.Frame(width: width, height: height, alignment: alignment)(view)
            }
            try arguments.check(labels: flexible, unlabelled: 0)
            let lengths = try flexible.dropLast().map(length)
            return Transforms.FlexFrame(lengths: lengths, alignment: alignment)(view)
        case "foregroundColor":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let color = try Convert.optionalColor(try value(argument), at: argument.location)
            if let text { return text.foregroundColor(color) }
            return Transforms.ForegroundColor(color: color)(view)
        case "font":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let font = try Convert.font(try value(argument), at: argument.location)
            if let text { return text.font(font) }
            return Transforms.FontSetting(font: font)(view)
        case "bold", "italic", "underline", "fontWeight":
            guard let text else {
                throw Diagnostic(location: link.location, message: "expected a Text before .\(link.name)(), found \(String(describing: type(of: view)).prefix(60))")
            }
            switch link.name {
            case "bold":
                try arguments.check(labels: [], unlabelled: 1)
                return try arguments.unlabelled(0).map { text.bold(try Convert.bool(try value($0), at: $0.location)) } ?? text.bold()
            case "italic":
                try arguments.check(labels: [], unlabelled: 1)
                return try arguments.unlabelled(0).map { text.italic(try Convert.bool(try value($0), at: $0.location)) } ?? text.italic()
            case "underline":
                try arguments.check(labels: ["color"], unlabelled: 1)
                let active = try arguments.unlabelled(0).map { try Convert.bool(try value($0), at: $0.location) } ?? true
                let color = try arguments.named("color").map { try Convert.optionalColor(try value($0), at: $0.location) } ?? nil
                return text.underline(active, color: color)
            default:
                try arguments.check(labels: [], unlabelled: 1)
                let argument = try first()
                return text.fontWeight(try Convert.weight(try value(argument), at: argument.location))
            }
        case "background":
            try arguments.check(labels: ["alignment"], unlabelled: 1)
            let alignment = try arguments.named("alignment").map { try Convert.alignment(try value($0), at: $0.location) } ?? .center
            let argument = try first()
            let background = try value(argument)
            if case .view(let backgroundView) = background {
                return Transforms.BackgroundView(background: backgroundView, alignment: alignment)(view)
            }
            let color = try Convert.color(background, at: argument.location)
            return Transforms.BackgroundColor(color: color, alignment: alignment)(view)
        case "overlay":
            try arguments.check(labels: ["alignment"], unlabelled: 1)
            let alignment = try arguments.named("alignment").map { try Convert.alignment(try value($0), at: $0.location) } ?? .center
            return Transforms.Overlay(overlay: try evaluator.view(try first().value), alignment: alignment)(view)
        case "border":
            try arguments.check(labels: ["width"], unlabelled: 1)
            let argument = try first()
            let color = try Convert.color(try value(argument), at: argument.location)
            let width = try arguments.named("width").map { try Convert.length(try value($0), at: $0.location) } ?? 1
            return Transforms.Border(color: color, width: width)(view)
        case "opacity":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let opacity = try Convert.double(try value(argument), at: argument.location)
            return Transforms.Opacity(opacity: opacity)(view)
        case "disabled":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let disabled = try Convert.bool(try value(argument), at: argument.location)
            return Transforms.Disabled(disabled: disabled)(view)
        case "onTapGesture":
            try arguments.check(labels: ["count", "perform"], unlabelled: 1)
            let count = try arguments.named("count").map { argument -> Int in
                guard case .int(let count) = try value(argument) else { throw Diagnostic(location: argument.location, message: "expected a tap count") }
                return count
            } ?? 1
            return Transforms.TapGesture(count: count)(view)
        case "accessibilityLabel":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let label = try ViewFactory.text(from: try value(argument), at: argument.location)
            return Transforms.AccessibilityLabel(label: label)(view)
        case "accessibilityIdentifier":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            let identifier = try Convert.string(try value(argument), at: argument.location)
            return Transforms.AccessibilityIdentifier(identifier: identifier)(view)
        case "pickerStyle":
            try arguments.check(labels: [], unlabelled: 1)
            let argument = try first()
            switch try value(argument) {
            case .member("segmented"): return Transforms.Style(style: SegmentedPickerStyle())(view)
            case .member("automatic"): return Transforms.Style(style: DefaultPickerStyle())(view)
            default: throw Diagnostic(location: argument.location, message: "expected .segmented or .automatic")
            }
        default:
            throw Diagnostic(location: link.location, message: "unknown modifier '.\(link.name)'\(Suggestion.hint(for: link.name, in: names))")
        }
    }
}
