import Builders

/// The views view code can create, by name.
enum ViewFactory {
    static let names = [
        "Text", "Image", "Button", "Toggle", "HStack", "VStack", "ZStack", "Group", "ForEach", "AnyView",
        "Spacer", "Divider", "EmptyView", "Color", "Rectangle", "Picker", "SegmentedPicker",
    ]

    static func make(_ name: String, _ arguments: Arguments, evaluator: Evaluator, structNames: [String]) throws -> Value {
        let location = arguments.location
        switch name {
        case "Text":
            try arguments.check(labels: ["verbatim"], unlabelled: 1)
            if let verbatim = arguments.named("verbatim") {
                return .view(Text(verbatim: try Convert.string(try evaluator.evaluate(verbatim.value), at: verbatim.location)))
            }
            guard let argument = arguments.unlabelled(0) else { throw arguments.missing("a string, as Text(\"Hello\")") }
            return .view(try text(from: try evaluator.evaluate(argument.value), at: argument.location))
        case "Image":
            try arguments.check(labels: ["systemName", "decorative"], unlabelled: 1)
            if let symbol = arguments.named("systemName") {
                return .view(Image(systemName: try Convert.string(try evaluator.evaluate(symbol.value), at: symbol.location)))
            }
            if let decorative = arguments.named("decorative") {
                return .view(Image(decorative: try Convert.string(try evaluator.evaluate(decorative.value), at: decorative.location)))
            }
            guard let argument = arguments.unlabelled(0) else { throw arguments.missing("a name, as Image(systemName: \"star\")") }
            return .view(Image(try Convert.string(try evaluator.evaluate(argument.value), at: argument.location)))
        case "Spacer":
            try arguments.check(labels: ["minLength"], unlabelled: 0)
            let minLength = try arguments.named("minLength").map { try Convert.optionalLength(try evaluator.evaluate($0.value), at: $0.location) } ?? nil
            return .view(Spacer(minLength: minLength))
        case "Divider":
            try arguments.check(labels: [], unlabelled: 0)
            return .view(Divider())
        case "EmptyView":
            try arguments.check(labels: [], unlabelled: 0)
            return .view(EmptyView())
        case "Rectangle":
            try arguments.check(labels: [], unlabelled: 0)
            return .view(Rectangle())
        case "Color":
            try arguments.check(labels: ["red", "green", "blue", "opacity", "white"], unlabelled: 0)
            func component(_ label: String, _ fallback: Double) throws -> Double {
                guard let argument = arguments.named(label) else { return fallback }
                let value = try Convert.double(try evaluator.evaluate(argument.value), at: argument.location)
                guard value.isFinite else {
                    throw Diagnostic(location: argument.location, message: "expected a finite colour component, found \(value)")
                }
                return value
            }
            if arguments.named("white") != nil {
                return .view(Color(white: try component("white", 0), opacity: try component("opacity", 1)))
            }
            return .view(Color(red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0), opacity: try component("opacity", 1)))
        case "HStack":
            try arguments.check(labels: ["alignment", "spacing", "content"], unlabelled: 1)
            let alignment = try arguments.named("alignment").map { try Convert.vertical(try evaluator.evaluate($0.value), at: $0.location) } ?? .center
            let spacing = try arguments.named("spacing").map { try Convert.optionalLength(try evaluator.evaluate($0.value), at: $0.location) } ?? nil
            return .view(TypedBuilders.hStack(try evaluator.content(arguments.named("content") ?? arguments.unlabelled(0), of: name), alignment: alignment, spacing: spacing))
        case "VStack":
            try arguments.check(labels: ["alignment", "spacing", "content"], unlabelled: 1)
            let alignment = try arguments.named("alignment").map { try Convert.horizontal(try evaluator.evaluate($0.value), at: $0.location) } ?? .center
            let spacing = try arguments.named("spacing").map { try Convert.optionalLength(try evaluator.evaluate($0.value), at: $0.location) } ?? nil
            return .view(TypedBuilders.vStack(try evaluator.content(arguments.named("content") ?? arguments.unlabelled(0), of: name), alignment: alignment, spacing: spacing))
        case "ZStack":
            try arguments.check(labels: ["alignment", "content"], unlabelled: 1)
            let alignment = try arguments.named("alignment").map { try Convert.alignment(try evaluator.evaluate($0.value), at: $0.location) } ?? .center
            return .view(TypedBuilders.zStack(try evaluator.content(arguments.named("content") ?? arguments.unlabelled(0), of: name), alignment: alignment))
        case "Group":
            try arguments.check(labels: ["content"], unlabelled: 1)
            return .view(TypedBuilders.group(try evaluator.content(arguments.named("content") ?? arguments.unlabelled(0), of: name)))
        case "AnyView":
            try arguments.check(labels: ["erasing"], unlabelled: 1)
            guard let argument = arguments.named("erasing") ?? arguments.unlabelled(0) else { throw arguments.missing("a view, as AnyView(Text(\"a\"))") }
            return .view(TypedBuilders.anyView(try evaluator.view(argument.value)))
        case "Button":
            try arguments.check(labels: ["action", "label"], unlabelled: 2)
            if let label = arguments.named("label") {
                // Button { action } label: { … }, or Button(action: …, label: { … })
                return .view(TypedBuilders.button(label: try evaluator.content(label, of: name)))
            }
            if arguments.named("action") != nil {
                // Button(action: …) { label }
                return .view(TypedBuilders.button(label: try evaluator.content(arguments.unlabelled(0), of: name)))
            }
            guard let title = arguments.unlabelled(0), !isClosure(title) else {
                throw arguments.missing("a title or a label, as Button(\"Save\") { … }")
            }
            return .view(TypedBuilders.button(label: try text(from: try evaluator.evaluate(title.value), at: title.location)))
        case "Toggle":
            try arguments.check(labels: ["isOn", "label"], unlabelled: 2)
            guard let isOn = arguments.named("isOn") else { throw arguments.missing("'isOn:', as Toggle(\"Wi-Fi\", isOn: .constant(true))") }
            let state = try binding(try evaluator.evaluate(isOn.value), at: isOn.location)
            let on = try Convert.bool(state, at: isOn.location)
            if let title = arguments.unlabelled(0), !isClosure(title) {
                return .view(TypedBuilders.toggle(isOn: on, label: try text(from: try evaluator.evaluate(title.value), at: title.location)))
            }
            return .view(TypedBuilders.toggle(isOn: on, label: try evaluator.content(arguments.named("label") ?? arguments.unlabelled(0), of: name)))
        case "ForEach":
            return .view(try forEach(arguments, evaluator: evaluator))
        case "SegmentedPickerStyle":
            try arguments.check(labels: [], unlabelled: 0)
            return .member("segmented")
        case "Picker", "SegmentedPicker":
            return .view(try picker(name, arguments, evaluator: evaluator))
        default:
            throw Diagnostic(location: location, message: "unknown view '\(name)'\(Suggestion.hint(for: name, in: names + structNames))")
        }
    }

    private static func isClosure(_ argument: Argument) -> Bool {
        if case .closure = argument.value { return true }
        return false
    }

    /// `Text(x)`: a string literal becomes a localized key (its interpolations
    /// the key's format and arguments); a String value is shown verbatim.
    static func text(from value: Value, at location: SourceLocation) throws -> Text {
        switch value {
        case .literal(let pieces):
            guard pieces.contains(where: { if case .value = $0 { true } else { false } }) else {
                return Text(LocalizedStringKey(stringLiteral: value.text ?? ""))
            }
            var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: pieces.count)
            for piece in pieces {
                switch piece {
                case .text(let text): interpolation.appendLiteral(text)
                case .value(.int(let number)): interpolation.appendInterpolation(number)
                case .value(.double(let number)): interpolation.appendInterpolation(number)
                case .value(.bool(let bool)): interpolation.appendInterpolation(bool)
                case .value(.view(let view)):
                    guard let text = view as? Text else {
                        throw Diagnostic(location: location, message: "expected a Text or a value in the interpolation, found a view")
                    }
                    interpolation.appendInterpolation(text)
                case .value(let other):
                    guard let string = other.text else {
                        throw Diagnostic(location: location, message: "cannot interpolate \(other.kindDescription) into a Text")
                    }
                    interpolation.appendInterpolation(string)
                }
            }
            return Text(LocalizedStringKey(stringInterpolation: interpolation))
        case .string(let string):
            return Text(string)
        default:
            throw Diagnostic(location: location, message: "expected a string, found \(value.kindDescription)")
        }
    }

    /// The value of a `.constant(v)` binding.
    static func binding(_ value: Value, at location: SourceLocation) throws -> Value {
        guard case .constantBinding(let inner) = value else {
            throw Diagnostic(location: location, message: "expected a binding such as .constant(true), found \(value.kindDescription)")
        }
        return inner
    }

    private static func forEach(_ arguments: Arguments, evaluator: Evaluator) throws -> any View {
        try arguments.check(labels: ["id", "content"], unlabelled: 2)
        guard let dataArgument = arguments.unlabelled(0) else { throw arguments.missing("data, as ForEach(0..<3) { i in … }") }
        guard let contentArgument = arguments.named("content") ?? arguments.unlabelled(1), case .closure(let closure) = contentArgument.value else {
            throw arguments.missing("a content closure, as ForEach(0..<3) { i in … }")
        }
        if case .binary("...", _, _, let location) = dataArgument.value {
            throw Diagnostic(location: location, message: "expected a half-open range such as 0..<3 for ForEach, found a closed range")
        }
        let data = try evaluator.evaluate(dataArgument.value)
        switch data {
        case .range(let range) where arguments.named("id") != nil:
            guard let id = arguments.named("id"), case .keyPath(let path) = try evaluator.evaluate(id.value), path == ["self"] else {
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
            guard let id = arguments.named("id"), case .keyPath(let path) = try evaluator.evaluate(id.value), path == ["self"] else {
                throw Diagnostic(location: dataArgument.location, message: "ForEach over an array needs 'id: \\.self'")
            }
            if elements.allSatisfy({ if case .int = $0 { true } else { false } }) {
                let numbers = elements.compactMap { if case .int(let n) = $0 { n } else { nil } }
                let views = try numbers.map { try evaluator.element(closure, .int($0)) }
                let sample = try views.first ?? evaluator.element(closure, .int(0))
                return TypedBuilders.forEach(data: numbers, views: views, sample: sample)
            }
            guard elements.allSatisfy(\.isStringLike) else {
                throw Diagnostic(location: dataArgument.location, message: "expected an array of strings or of integers, found mixed elements")
            }
            let strings = elements.compactMap(\.text)
            let views = try strings.map { try evaluator.element(closure, .string($0)) }
            let sample = try views.first ?? evaluator.element(closure, .string(""))
            return TypedBuilders.forEach(data: strings, views: views, sample: sample)
        default:
            throw Diagnostic(location: dataArgument.location, message: "expected a range or an array literal, found \(data.kindDescription)")
        }
    }

    /// The most elements one ForEach may have.
    static let forEachLimit = 100_000

    private static func checkCount(of range: Range<Int>, at location: SourceLocation) throws {
        let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        guard !overflow, span <= forEachLimit else {
            throw Diagnostic(location: location, message: "a ForEach over more than \(forEachLimit) elements")
        }
    }

    private static func picker(_ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> any View {
        try arguments.check(labels: ["selection", "content", "label"], unlabelled: 2)
        guard let selectionArgument = arguments.named("selection") else { throw arguments.missing("'selection:', as \(name)(selection: .constant(0)) { … }") }
        let selection = try binding(try evaluator.evaluate(selectionArgument.value), at: selectionArgument.location)
        var title: Text?
        var contentArgument = arguments.named("content")
        if name == "Picker" {
            if let first = arguments.unlabelled(0), !isClosure(first) {
                title = try text(from: try evaluator.evaluate(first.value), at: first.location)
                contentArgument = contentArgument ?? arguments.unlabelled(1)
            } else {
                contentArgument = contentArgument ?? arguments.unlabelled(0)
                title = Text(verbatim: "")
                if let label = arguments.named("label") {
                    guard let labelText = try evaluator.content(label, of: name) as? Text else {
                        throw Diagnostic(location: label.location, message: "expected a Text label for the Picker")
                    }
                    title = labelText
                }
            }
        } else {
            contentArgument = contentArgument ?? arguments.unlabelled(0)
        }
        let content = try evaluator.content(contentArgument, of: name)
        switch selection {
        case .int(let value): return TypedBuilders.picker(title: title, selection: value, content: content)
        case .bool(let value): return TypedBuilders.picker(title: title, selection: value, content: content)
        case .double(let value): return TypedBuilders.picker(title: title, selection: value, content: content)
        default:
            guard let string = selection.text, selection.isStringLike else {
                throw Diagnostic(location: selectionArgument.location, message: "expected a selection of integers, strings, numbers or Booleans, found \(selection.kindDescription)")
            }
            return TypedBuilders.picker(title: title, selection: string, content: content)
        }
    }
}

/// Calls of implicit members: `.constant(true)`, `.system(size: 12)`.
enum ValueFactory {
    static func implicitCall(_ name: String, _ arguments: Arguments, evaluator: Evaluator) throws -> Value {
        switch name {
        case "constant":
            try arguments.check(labels: [], unlabelled: 1)
            guard let argument = arguments.unlabelled(0) else { throw arguments.missing("a value") }
            return .constantBinding(try evaluator.evaluate(argument.value))
        case "system":
            try arguments.check(labels: ["size", "weight", "design"], unlabelled: 1)
            if let style = arguments.unlabelled(0) {
                guard case .member(let styleName) = try evaluator.evaluate(style.value), let font = Convert.fontNames[styleName] else {
                    throw Diagnostic(location: style.location, message: "expected a text style such as .body")
                }
                return .font(font)
            }
            guard let size = arguments.named("size") else { throw arguments.missing("'size:'") }
            let weight = try arguments.named("weight").map { try Convert.weight(try evaluator.evaluate($0.value), at: $0.location) } ?? nil
            return .font(.system(size: try Convert.length(try evaluator.evaluate(size.value), at: size.location), weight: weight))
        case "custom":
            try arguments.check(labels: ["size"], unlabelled: 1)
            guard let family = arguments.unlabelled(0), let size = arguments.named("size") else { throw arguments.missing("a name and 'size:'") }
            return .font(.custom(try Convert.string(try evaluator.evaluate(family.value), at: family.location), size: try Convert.length(try evaluator.evaluate(size.value), at: size.location)))
        default:
            throw Diagnostic(location: arguments.location, message: "unknown call '.\(name)(…)'\(Suggestion.hint(for: name, in: ["constant", "system", "custom"]))")
        }
    }
}
