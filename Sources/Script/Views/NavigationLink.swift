import Builders
import ScriptSyntax

extension ViewEntry {
    /// Every NavigationLink form: a title or a `label:`/trailing label; a `destination:` view or
    /// block, or a `value:`; an `isActive:` binding.
    static let navigationLink = ViewEntry(name: "NavigationLink", labels: ["destination", "label", "value", "isActive"], unlabelled: 2, build: navigationLinkView)

    /// The link `call` builds, with a value, or with a destination and a label.
    @Sendable private static func navigationLinkView(_ call: ViewCall) throws -> any View {
        let title = try call.title()
        if let argument = call.arguments.named("value") {
            let value = try Convert.tagValue(try call.value(argument), at: argument.location)
            let label: any View = try title ?? call.content(call.arguments.named("label") ?? call.arguments.unlabelled(0))
            switch value.base {
            case let value as Int: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as Bool: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as Double: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as String: return TypedBuilders.navigationLink(label: label, value: value)
            case let value as DefinedValue: return TypedBuilders.navigationLink(label: label, value: value)
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
}

extension TypedBuilders {
    static func navigationLink(label: any View, destination: any View, isActive: Bool?) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withDestination<D: View>(_ destination: D) -> any View {
                let active: StateOrBinding<Bool> = isActive.map { .binding(.constant($0)) } ?? .state(State(wrappedValue: false))
                return NavigationLink(label: label, destination: destination, value: nil, isActive: active)
            }
            return withDestination(destination)
        }
        return open(label)
    }

    static func navigationLink<P: Hashable>(label: any View, value: P) -> any View {
        func open<L: View>(_ label: L) -> any View { NavigationLink(value: value) { label } }
        return open(label)
    }
}
