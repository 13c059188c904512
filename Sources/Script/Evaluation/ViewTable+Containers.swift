import Builders
import ScriptSyntax

// What the containers family's reader entries convert: axes, pinned views (grid items: ValueTable).
extension Convert {
    static let axisNames: [String: Axis.Set] = ["horizontal": .horizontal, "vertical": .vertical]

    /// `.vertical`, `.horizontal`, or an array of them.
    static func axes(_ value: Value, at location: SourceLocation) throws -> Axis.Set {
        func one(_ value: Value) throws -> Axis.Set {
            guard case .member(let name) = value, let axis = axisNames[name] else {
                throw Diagnostic(location: location, message: "expected axes such as .vertical or [.horizontal, .vertical], found \(value.kindDescription)")
            }
            return axis
        }
        if case .array(let elements) = value {
            return try elements.reduce(into: Axis.Set()) { $0.formUnion(try one($1)) }
        }
        return try one(value)
    }

    static let pinnedNames: [String: PinnedScrollableViews] = ["sectionHeaders": .sectionHeaders, "sectionFooters": .sectionFooters]

    /// `.sectionHeaders`, `.sectionFooters`, or an array of them.
    static func pinnedViews(_ value: Value, at location: SourceLocation) throws -> PinnedScrollableViews {
        func one(_ value: Value) throws -> PinnedScrollableViews {
            guard case .member(let name) = value, let pinned = pinnedNames[name] else {
                throw Diagnostic(location: location, message: "expected .sectionHeaders or .sectionFooters, found \(value.kindDescription)")
            }
            return pinned
        }
        if case .array(let elements) = value {
            return try elements.reduce(into: PinnedScrollableViews()) { $0.formUnion(try one($1)) }
        }
        return try one(value)
    }
}

extension ViewTable {
    /// A `.constant(v)` selection or value of a tag type: an integer, string, number or Boolean.
    static func tagValue(_ value: Value, at location: SourceLocation) throws -> AnyHashable {
        switch value {
        case .int(let value): return AnyHashable(value)
        case .bool(let value): return AnyHashable(value)
        case .double(let value): return AnyHashable(value)
        default:
            if value.isStringLike, let string = value.text { return AnyHashable(string) }
            // A UUID, or a value of a type the file declares (an enum's case): see DefinedValue.
            guard !value.isNull, case let hashable? = try? Convert.hashable(value, at: location) else {
                throw Diagnostic(location: location, message: "expected an integer, string, number or Boolean, found \(value.kindDescription)")
            }
            return AnyHashable(hashable)
        }
    }

    /// `TabView(selection: .constant(v)) { … }` or `TabView { … }`.
    static func tabView(_ call: ViewCall) throws -> any View {
        let content = try call.content()
        guard let argument = call.arguments.named("selection") else {
            return TypedBuilders.tabView(content, selection: Binding<Int>?.none)
        }
        let selection = try Convert.binding(try call.value(argument), at: argument.location)
        let location = argument.location
        // A `$tab` writes through when live; a constant otherwise.
        func bound<S: Hashable>(_ value: S, _ read: @escaping (Value) -> S?, _ write: @escaping (S) -> Value) throws -> any View {
            TypedBuilders.tabView(content, selection: try call.evaluator.liveBinding(argument, as: read, fallback: value, write))
        }
        switch try tagValue(selection, at: location).base {
        case let value as Int: return try bound(value, { if case .int(let n) = $0 { n } else { nil } }, { .int($0) })
        case let value as Bool: return try bound(value, { if case .bool(let b) = $0 { b } else { nil } }, { .bool($0) })
        case let value as Double: return try bound(value, { if case .double(let d) = $0 { d } else { nil } }, { .double($0) })
        case let value as String: return try bound(value, { $0.isStringLike ? $0.text : nil }, { .string($0) })
        case let value as DefinedValue: return try bound(value, { try? Convert.defined($0, at: location) }, { $0.source ?? .null })
        case let value as any Hashable:
            func open<H: Hashable>(_ value: H) -> any View { TypedBuilders.tabView(content, selection: Binding.constant(value)) }
            return open(value)
        default: throw Diagnostic(location: argument.location, message: "expected a selection of integers, strings, numbers or Booleans")
        }
    }

    /// Every NavigationLink form: a title or a `label:`/trailing label; a `destination:` view or
    /// block, or a `value:`; an `isActive:` binding.
    static func navigationLink(_ call: ViewCall) throws -> any View {
        let title = try call.title()
        if let argument = call.arguments.named("value") {
            let value = try tagValue(try call.value(argument), at: argument.location)
            let label: any View = try title ?? call.content(call.arguments.named("label") ?? call.arguments.unlabelled(0))
            switch value.base {
            case let value as Int: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as Bool: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as Double: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as String: return TypedBuilders.navigationLink(label: label, value: value)
            default: throw Diagnostic(location: argument.location, message: "expected a value of a tag type")
            }
        }
        let isActive = try call.named("isActive", Convert.binding(of: Convert.bool))
        let label: any View
        let destination: any View
        if let title {
            label = title
            guard let argument = call.arguments.named("destination") ?? call.arguments.unlabelled(1) else {
                throw call.missing("a destination, as NavigationLink(\"Title\", destination: Text(\"Detail\"))")
            }
            destination = try call.content(argument)
        } else if let argument = call.arguments.named("destination") {
            destination = try call.content(argument)
            label = try call.content(call.arguments.named("label") ?? call.arguments.unlabelled(0))
        } else {
            guard let labelArgument = call.arguments.named("label"), let argument = call.arguments.unlabelled(0) else {
                throw call.missing("a destination and a label, as NavigationLink { Text(\"Detail\") } label: { Text(\"Go\") }")
            }
            destination = try call.content(argument)
            label = try call.content(labelArgument)
        }
        return TypedBuilders.navigationLink(label: label, destination: destination, isActive: isActive)
    }

    /// A title (the first unlabelled argument) or a `label:` block, and the content: the
    /// forms of GroupBox, DisclosureGroup and Menu.
    static func titledContent(_ call: ViewCall, defaultLabel: any View) throws -> (label: any View, content: any View) {
        if let title = try call.title() {
            return (title, try call.content("content", orUnlabelled: 1))
        }
        let label = try call.arguments.named("label").map { try call.content($0) } ?? defaultLabel
        return (label, try call.content("content", orUnlabelled: 0))
    }
}

// MARK: Navigation stacks with a path
extension ViewTable {
    /// `NavigationStack(path: $path) { … }`: a `NavigationPath`, or an array of values of one
    /// type (the property's written type, else its first element's).
    static func navigationStack(path argument: Argument, call: ViewCall) throws -> any View {
        let root = try call.content("root")
        let value = try Convert.binding(try call.value(argument), at: argument.location)
        if case .swiftValue(let held) = value, let path = held as? NavigationPath {
            let binding = try call.evaluator.liveBinding(argument, as: { value -> NavigationPath? in
                if case .swiftValue(let held) = value { return held as? NavigationPath }
                return nil
            }, fallback: path) { .swiftValue($0) }
            func open<C: View>(_ root: C) -> any View { NavigationStack(path: binding) { root } }
            return open(root)
        }
        guard case .array(let elements) = value else {
            throw Diagnostic(location: argument.location, message: "expected a path (an array or a NavigationPath), found \(value.kindDescription)")
        }
        let element: String
        if let written = call.evaluator.writtenType(of: argument), case .array(let type) = written {
            element = type.name
        } else if let first = elements.first {
            element = Standard.typeName(of: first) ?? "Defined"
        } else {
            throw Diagnostic(location: argument.location, message: "the path's element type is not known: declare the property with its type, as @State private var path: [Int] = []")
        }
        let builder = NavigationPathBuilder(root: root, argument: argument, value: value, evaluator: call.evaluator)
        return try call.evaluator.withBridge(named: element, builder, at: argument.location)
    }
}
