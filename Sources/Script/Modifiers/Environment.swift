import Builders
import ScriptSyntax

// Environment writes: a key path and a value, or an object the files declare.

extension ModifierEntry {
    static let environment = ModifierEntry(name: "environment", unlabelled: 2) { call in
        let keyArgument = try call.first(needing: "a key path, as .environment(\\.colorScheme, .dark)")
        if call.arguments.unlabelled(1) == nil, case .object = try call.value(keyArgument) {
            // `.environment(model)`: an @Observable model placed in the environment.
            return try environmentObjectWrite(try call.value(keyArgument), call, at: keyArgument.location)
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

    static let environmentObject = ModifierEntry(name: "environmentObject", unlabelled: 1) { call in
        let argument = try call.first(needing: "an object, as .environmentObject(model)")
        return try environmentObjectWrite(try call.value(argument), call, at: argument.location)
    }

    /// `.environmentObject(model)` (and `.environment(model)` for an `@Observable` model): the
    /// environment write compiled code makes, with the model as a ``DefinedObject``.
    private static func environmentObjectWrite(_ value: Value, _ call: ModifierCall, at location: SourceLocation) throws -> any View {
        guard case .object(let object) = value else {
            throw Diagnostic(location: location, message: "expected an object of a class the files declare, found \(value.kindDescription)")
        }
        let modifier = _EnvironmentKeyWritingModifier<DefinedObject?>(keyPath: \EnvironmentValues.[EnvironmentObjectKey<DefinedObject>()], value: DefinedObject(object))
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: modifier) }
        return open(call.view)
    }
}
