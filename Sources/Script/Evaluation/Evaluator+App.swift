import Builders
import ScriptSyntax

/// An app of the files (`@main struct X: App`): what it shows is the content of the first
/// `WindowGroup` (or `Window`) of its scenes, as the compiled app shows in a terminal. The app
/// is read as a view whose body is that content, evaluated in the app's own scope, so that its
/// `@State` and `@StateObject` properties are kept as a view's are when it runs live.
extension Evaluator {
    /// The scenes that show no window in a terminal: kept by compiled apps for tests, skipped here.
    static let windowlessScenes: Set<String> = ["Settings", "MenuBarExtra", "DocumentGroup"]

    /// The scene modifiers that apply to the views of the scene, applied to its window's content;
    /// the others (`commands`, `windowStyle`, `defaultSize`, a scene's `onChange`) change nothing
    /// a terminal shows.
    static let environmentSceneModifiers: Set<String> = ["environmentObject", "environment", "defaultAppStorage"]

    /// How deep scenes of the files' own may nest in one another.
    static let sceneDepthLimit = 16

    /// The app the files run: the type marked `@main` that is an `App`, else the only `App`.
    var mainApp: TypeDecl? {
        let apps = module.declaredOrder.filter(\.isApp)
        return apps.first(where: \.isMain) ?? (apps.count == 1 ? apps.first : nil)
    }

    /// The content of the first window of `statements`, a scene body evaluated in the current
    /// scope, with the environment `modifiers` written around the scene; nil when it shows no window.
    func windowContent(of statements: [Statement], depth: Int, modifiers: [ChainLink] = []) throws -> (any View)? {
        for statement in statements {
            switch statement {
            case .binding(let binding):
                try declare(binding)
            case .expression(let expression), .returning(let expression?, _):
                if let content = try windowContent(of: expression, depth: depth, modifiers: modifiers) { return content }
            case let .conditional(branches, otherwise, _):
                var taken = otherwise
                var bindings: [String: Value] = [:]
                for branch in branches {
                    if let found = try test(branch.conditions) {
                        taken = branch.body
                        bindings = found
                        break
                    }
                }
                if let taken, let content = try withScope(Scope(parent: scope, names: bindings), { try windowContent(of: taken, depth: depth, modifiers: modifiers) }) {
                    return content
                }
            default:
                throw Diagnostic(location: statement.location ?? SourceLocation(line: 1, column: 1), message: "expected scenes in an app's body (WindowGroup { … }), found a statement")
            }
        }
        return nil
    }

    /// The content of the window `expression` shows: a `WindowGroup` or `Window`, a scene of the
    /// files' own, a `Group` of scenes; `modifiers` are the scene modifiers that set the
    /// environment, written around it, which apply to its content.
    private func windowContent(of expression: Expr, depth: Int, modifiers outer: [ChainLink] = []) throws -> (any View)? {
        guard depth < Self.sceneDepthLimit else {
            throw Diagnostic(location: expression.location, message: "expected scenes nested at most \(Self.sceneDepthLimit) deep, found deeper")
        }
        var scene = expression
        var modifiers = outer
        if case .chain(let base, let links) = expression, links.allSatisfy({ $0.kind == .call }) {
            scene = base
            modifiers = links.filter { Self.environmentSceneModifiers.contains($0.name) } + outer
        }
        guard case .call(let call) = scene, case .identifier(let name, let location) = call.callee else {
            throw Diagnostic(location: expression.location, message: "expected a scene such as WindowGroup { … }, found an expression")
        }
        switch name {
        case "WindowGroup", "Window":
            guard case .closure(let closure)? = call.arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
                throw Diagnostic(location: location, message: "expected \(name) { … } with its content, found no content")
            }
            // `WindowGroup(for: Item.ID.self) { $id in … }` opens with no value in a terminal.
            let bindings = Dictionary(closure.parameters.map { ($0.hasPrefix("$") ? String($0.dropFirst()) : $0, Value.null) }) { first, _ in first }
            return try withScope(Scope(parent: scope, names: bindings)) {
                guard !modifiers.isEmpty else { return try viewBody(closure.body) }
                // The modifiers are evaluated as written on the content, so that an object they
                // give is there before the content's bodies read it.
                return try asView(try evaluate(Self.content(closure, modifiedBy: modifiers, at: location)), at: location)
            }
        case "Group":
            guard case .closure(let closure)? = call.arguments.last?.value else { return nil }
            return try windowContent(of: closure.body, depth: depth + 1, modifiers: modifiers)
        case _ where Self.windowlessScenes.contains(name):
            return nil
        default:
            guard let type = module.types[name], type.isScene else {
                throw Diagnostic(location: location, message: "unknown scene '\(name)'; expected WindowGroup, Window, Settings or a scene of the files")
            }
            guard case .record(let record) = try construct(type, call.arguments, at: location),
                  let body = module.property("body", of: type), let getter = body.getter else {
                throw Diagnostic(location: type.location, message: "expected 'var body: some Scene { … }' in \(type.name)")
            }
            return try withScope(Scope(parent: globals, names: ["self": .record(record)])) {
                try windowContent(of: getter.body, depth: depth + 1, modifiers: modifiers)
            }
        }
    }

    /// A window's content with `modifiers` written after it: the content's one view, or a
    /// `Group` of its views.
    private static func content(_ closure: Closure, modifiedBy modifiers: [ChainLink], at location: SourceLocation) -> Expr {
        if closure.body.count == 1, case .expression(let only) = closure.body[0] {
            if case .chain(let base, let links) = only { return .chain(base, links + modifiers) }
            return .chain(only, modifiers)
        }
        let group = Call(callee: .identifier("Group", location), arguments: [Argument(label: nil, value: .closure(closure), location: closure.location)], location: location)
        return .chain(.call(group), modifiers)
    }
}
