import Builders
import ScriptSyntax

/// Evaluates parsed view code into the typed tree compiled code would build.
///
/// View code is evaluated as Swift runs it, with two differences: a branch not taken
/// (`if`, `switch`) is built too, because the tree's type names every branch; and action
/// closures (a Button's action, `onTapGesture`) are checked and kept, not run
/// (``actions``).
final class Evaluator {
    /// How deeply evaluation may nest, view structs included.
    static let depthLimit = 400

    let module: Module
    /// The names visible where evaluation is: a block's, a closure's, a method's.
    var scope: Scope
    /// The top-level `let`s and `var`s.
    let globals: Scope
    var depth = 0
    /// The view structs being built, innermost last (a struct containing itself is reported).
    var expanding: [String] = []
    /// Whether the view struct called next is the root, whose `@Binding`s may be left out.
    var buildingRoot = false
    /// Objects given by `.environmentObject(…)` and `.environment(object)`, by class name.
    var environmentObjects: [String: Value] = [:]
    /// Values given by `.environment(\.key, value)`.
    var environmentValues: [String: Value] = [:]
    /// The action closures met, in the order met (not kept when live: a live tree's bodies run again and again).
    private(set) var actions: [Closure] = []
    /// The closures used as content or element builders, by location, so the others are known as actions.
    var usedClosures: Set<LocationKey> = []
    /// Set when the file runs live (`inspect run`): view structs become ``LiveView``s, actions
    /// run, bindings write through. A static reading has none.
    var liveEvaluation: LiveEvaluation?
    /// The scopes closures captured, emptied when the evaluator goes, to break the cycles they form.
    let capturedScopes = CapturedScopes()
    /// The values kept by key (`@AppStorage`, `@SceneStorage`, `UserDefaults`): the session's when live.
    let storage: StorageCells
    /// Where the expression evaluated as a view of a view-builder block (or the root) begins:
    /// an unknown name called there is an unknown view, elsewhere an unknown type.
    var viewCallLocation: SourceLocation?
    /// The task of the files' code whose body is being evaluated, run live (``ReaderTask``).
    var task: ReaderTask?
    /// The properties whose observers are running (`Type.name`), which do not run again inside.
    var observing: Set<String> = []
    /// The type written for the value being evaluated (`let items: [Item] = load("items.json")`),
    /// which a generic function called for it takes as its result type's parameter.
    var expectedType: TypeRef?

    /// An evaluator of `module`'s code: a static reading, or, given a session, one that runs live.
    init(module: Module, live session: LiveSession? = nil) {
        self.module = module
        storage = session?.storage ?? StorageCells()
        globals = Scope(parent: nil)
        scope = globals
        liveEvaluation = session.map { LiveEvaluation(session: $0) }
    }

    /// The session of a live evaluation, which collects the errors met while running; nil for a static reading.
    var live: LiveSession? { liveEvaluation?.session }

    /// The state of the view struct whose body is being evaluated live.
    var positionState: PositionState? { liveEvaluation?.positionState }

    // MARK: Roots

    /// Evaluates the top-level `let`s and `var`s, in order.
    func evaluateGlobals() throws {
        for case .binding(let binding) in module.statements {
            try declare(binding)
        }
    }

    /// The root view, by the reader's rules: `--root`, else a `#Preview` (the one `preview`
    /// names), else the app (`@main struct X: App`, or the only App) showing its first window's
    /// content, else the first `#Preview`, else a PreviewProvider's `previews`, else the last
    /// top-level view expression, else the only view struct that can be made without arguments.
    func root(preview choice: PreviewChoice?, root expression: Expr?, globals evaluatingGlobals: Bool = true) throws -> any View {
        if evaluatingGlobals { try evaluateGlobals() }
        if let expression {
            buildingRoot = true
            return try view(expression)
        }
        if let choice {
            return try previewView(try chosenPreview(choice))
        }
        if let app = mainApp {
            buildingRoot = true
            return try view(.call(Call(callee: .identifier(app.name, app.location), arguments: [], location: app.location)))
        }
        if let first = module.previews.first {
            return try previewView(first)
        }
        if let provider = module.previewProviders.first {
            return try providerView(provider)
        }
        var root: (any View)?
        for statement in module.statements {
            switch statement {
            case .binding: continue
            case .expression(let expression):
                buildingRoot = true
                let value = try evaluate(expression)
                switch value {
                case .view(let view): root = view
                case .color(let color): root = color
                default: throw Diagnostic(location: expression.location, message: "expected a view at the top level, found \(value.kindDescription)")
                }
            case .conditional, .switchCases:
                if let view = try view(of: statement) { root = view }
            default:
                throw Diagnostic(location: statement.location ?? SourceLocation(line: 1, column: 1), message: "expected a view or a declaration at the top level, found a statement")
            }
        }
        if let root { return root }
        let candidates = module.declaredOrder.filter { $0.isView && canBeMadeWithoutArguments($0) }
        if candidates.count == 1, let only = candidates.first {
            buildingRoot = true
            return try view(.call(Call(callee: .identifier(only.name, only.location), arguments: [], location: only.location)))
        }
        throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: missingRootMessage(candidates: candidates))
    }

    /// Where a root was looked for, and what was found.
    private func missingRootMessage(candidates: [TypeDecl]) -> String {
        let views = module.declaredOrder.filter(\.isView)
        var message = "no root view: looked for an App, a #Preview, a PreviewProvider's 'previews', a top-level view expression"
        if views.isEmpty {
            return message + " and a view struct, found none"
        }
        if candidates.count > 1 {
            message += ", and found \(candidates.count) view structs that can be made without arguments (\(candidates.map(\.name).joined(separator: ", ")))"
        } else {
            let needing = views.map { type in
                let parameters = memberwiseParameters(of: type).filter { $0.initial == nil && !($0.type.map(isOptional) ?? false) }.map { "\($0.name):" }.joined()
                return "\(type.name)(\(parameters))"
            }
            message += ", and a view struct that can be made without arguments, found only \(needing.joined(separator: ", "))"
        }
        return message + "; add a #Preview or give one with --root"
    }

    /// The preview `choice` names: by name, or by its number from 1.
    func chosenPreview(_ choice: PreviewChoice) throws -> PreviewDecl {
        let previews = module.previews
        let names = previews.enumerated().map { "\($0.offset + 1)" + ($0.element.name.map { " \"\($0)\"" } ?? "") }
        switch choice {
        case .index(let number):
            guard previews.indices.contains(number - 1) else {
                throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: previews.isEmpty
                    ? "no #Preview to pick \(number) from"
                    : "no preview number \(number): the files have \(previews.count) (\(names.joined(separator: ", ")))")
            }
            return previews[number - 1]
        case .name(let name):
            guard let preview = previews.first(where: { $0.name == name }) else {
                let hint = Suggestion.hint(for: name, in: previews.compactMap(\.name))
                throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: previews.isEmpty
                    ? "no #Preview named '\(name)': the files have no #Preview"
                    : "no #Preview named '\(name)'\(hint) (the files have \(names.joined(separator: ", ")))")
            }
            return preview
        }
    }

    /// A `PreviewProvider`'s `static var previews`, as the root.
    func providerView(_ provider: TypeDecl) throws -> any View {
        guard let previews = provider.properties.first(where: { $0.name == "previews" && $0.isStatic }), let getter = previews.getter else {
            throw Diagnostic(location: provider.location, message: "expected 'static var previews: some View { … }' in \(provider.name)")
        }
        buildingRoot = true
        return try withScope(Scope(parent: globals, names: ["Self": .type(provider.name)])) {
            try viewBody(getter.body)
        }
    }

    /// A `#Preview`'s body: a view-builder block, whose `@State` (`@Previewable`) variables are cells.
    private func previewView(_ preview: PreviewDecl) throws -> any View {
        buildingRoot = true
        return try withScope(Scope(parent: globals)) {
            try viewBody(preview.body)
        }
    }

    /// Whether the view struct `type` can be made as `Name()`.
    func canBeMadeWithoutArguments(_ type: TypeDecl) -> Bool {
        if !type.initialisers.isEmpty {
            return type.initialisers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
        }
        return memberwiseParameters(of: type).allSatisfy { $0.initial != nil || ($0.type.map(isOptional) ?? false) && $0.isVariable }
    }

    // MARK: Scopes

    /// `body` evaluated in `scope`, the current scope restored after.
    func withScope<T>(_ newScope: Scope, _ body: () throws -> T) throws -> T {
        let saved = scope
        scope = newScope
        defer { scope = saved }
        return try body()
    }

    /// Declares a `let` or `var` in the current scope.
    func declare(_ binding: LocalBinding) throws {
        let wrapper = binding.attributes.first { PropertyDecl.wrappers.contains($0.name) }
        var value: Value
        if let expression = binding.value {
            expectedType = binding.type
            defer { expectedType = nil }
            value = try coerce(try evaluate(expression).bound, to: binding.type, at: expression.location)
        } else if let type = binding.type, isOptional(type) {
            value = .null
        } else {
            value = .void
        }
        if binding.names.count > 1 {
            guard case .tuple(let elements) = value, elements.count == binding.names.count else {
                throw Diagnostic(location: binding.location, message: "expected a tuple of \(binding.names.count) values, found \(value.kindDescription)")
            }
            for (name, element) in zip(binding.names, elements) where name != "_" { scope[name] = element.value }
            return
        }
        guard let name = binding.names.first else { return }
        if let wrapper, ["State", "FocusState", "AppStorage", "SceneStorage", "GestureState"].contains(wrapper.name) {
            // `@Previewable @State var x = 0` in a preview: a cell that `$x` binds (kept per position when live).
            var cell = Value.binding(Cell(value))
            if let positionState { cell = positionState.value("$" + name, initial: cell) }
            scope["$" + name] = cell
            if case .binding(let kept) = cell { value = kept.value }
            scope[name] = value
            return
        }
        scope[name] = value
    }

    // MARK: View-builder blocks

    /// A `@ViewBuilder` body: its statements' views combined as ViewBuilder does; a body with
    /// a `return` is not a builder (as in Swift) and gives the returned view.
    func viewBody(_ statements: [Statement]) throws -> any View {
        if statements.contains(where: { if case .returning = $0 { true } else { false } }) {
            let value = try functionResult(statements)
            return try asView(value, at: statements.first?.location ?? SourceLocation(line: 1, column: 1))
        }
        return try block(statements)
    }

    /// A `@ViewBuilder` block: its statements' views combined as ViewBuilder does.
    func block(_ statements: [Statement], bindings: [String: Value] = [:]) throws -> any View {
        try withScope(Scope(parent: scope, names: bindings)) {
            var children: [any View] = []
            for statement in statements {
                if case .binding(let binding) = statement {
                    try declare(binding)
                } else if let view = try view(of: statement) {
                    children.append(view)
                }
            }
            return TypedBuilders.block(children)
        }
    }

    func view(of statement: Statement) throws -> (any View)? {
        switch statement {
        case .binding:
            return nil
        case .expression(let expression):
            viewCallLocation = expression.location
            let value = try evaluate(expression)
            // A call of a function returning nothing (`let _ = print(x)`, `print(x)`) builds no view.
            if case .void = value { return nil }
            return try asView(value, at: expression.location)
        case let .conditional(branches, otherwise, _):
            var live: Int?
            var liveBindings: [String: Value] = [:]
            var deadBindings: [Int: [String: Value]] = [:]
            for (index, branch) in branches.enumerated() {
                if live == nil, let bindings = try test(branch.conditions) {
                    live = index
                    liveBindings = bindings
                } else {
                    deadBindings[index] = try sampleBindings(branch.conditions)
                }
            }
            var blocks = branches.map(\.body)
            if let otherwise {
                blocks.append(otherwise)
                if live == nil { live = branches.count }
            }
            var views: [any View] = []
            for (index, body) in blocks.enumerated() {
                if index == live {
                    views.append(try block(body, bindings: liveBindings))
                } else {
                    views.append(try deadBranch(body, bindings: deadBindings[index] ?? [:]))
                }
            }
            let tree = Self.balanced(views[...], live: live ?? 0)
            guard otherwise == nil else { return tree }
            return live == nil ? TypedBuilders.none(like: tree) : TypedBuilders.some(tree)
        case let .switchCases(subject, cases, location):
            // Swift rejects a switch without cases; so does the reader, before evaluating anything.
            guard !cases.isEmpty else {
                throw Diagnostic(location: location, message: "expected at least one 'case' or 'default' in the switch, found none")
            }
            let value = try evaluate(subject)
            guard let (live, bindings) = try matchingCase(of: value, in: cases) else {
                throw Diagnostic(location: location, message: "no case of the switch matches \(value.text ?? value.kindDescription); add a default case")
            }
            var views: [any View] = []
            for (index, switchCase) in cases.enumerated() {
                if index == live {
                    views.append(try block(switchCase.body, bindings: bindings))
                } else {
                    views.append(try deadBranch(switchCase.body, bindings: sampleBindings(switchCase.patterns, subject: value)))
                }
            }
            return Self.balanced(views[...], live: live)
        case .returning(let expression, let location):
            guard let expression else { return nil }
            _ = location
            return try view(expression)
        case .jump:
            return nil
        case .guarded(_, _, let location):
            throw Diagnostic(location: location, message: "not supported by the reader: 'guard' in a view builder (Swift's ViewBuilder does not take it either)")
        case .loop(_, _, _, _, let location):
            throw Diagnostic(location: location, message: "not supported by the reader: a 'for' loop in a view builder; use ForEach")
        case .assignment(_, _, _, let location):
            throw Diagnostic(location: location, message: "not supported by the reader: an assignment in a view builder")
        case .doCatch(_, _, let location), .throwing(_, let location):
            throw Diagnostic(location: location, message: "not supported by the reader: 'do' and 'throw' in a view builder (Swift's ViewBuilder does not take them either)")
        case .unsupported(let diagnostic):
            throw diagnostic
        case .whileLoop(_, _, let location), .repeatLoop(_, _, let location), .deferred(_, let location):
            throw Diagnostic(location: location, message: "not supported by the reader: loops and 'defer' in a view builder (Swift's ViewBuilder does not take them either)")
        }
    }

    /// A branch not taken, built for its type. Its optional bindings hold sample values; when
    /// they cannot stand in (a value whose type is not written), the branch is an EmptyView.
    func deadBranch(_ body: [Statement], bindings: [String: Value]) throws -> any View {
        do {
            return try block(body, bindings: bindings)
        } catch let diagnostic as Diagnostic where bindings.values.contains(where: { if case .null = $0 { true } else { false } }) {
            _ = diagnostic
            return EmptyView()
        }
    }

    /// A value as a view: a view, or a Color.
    func asView(_ value: Value, at location: SourceLocation) throws -> any View {
        switch value {
        case .view(let view): return view
        case .color(let color): return color
        default: throw Diagnostic(location: location, message: "expected a view, found \(value.kindDescription)")
        }
    }

    /// The balanced tree of `_ConditionalContent` the compiler builds for an
    /// if/else-if chain or a switch: the first part takes the largest power of
    /// two below the count, recursively.
    static func balanced(_ views: ArraySlice<any View>, live: Int) -> any View {
        guard views.count > 1 else { return views.first ?? EmptyView() }
        var left = 1
        while left * 2 < views.count { left *= 2 }
        let split = views.startIndex + left
        let leftViews = views[..<split]
        let rightViews = views[split...]
        if live < split {
            let other = balanced(rightViews, live: rightViews.startIndex)
            return TypedBuilders.trueContent(balanced(leftViews, live: live), falseType: other)
        }
        let other = balanced(leftViews, live: leftViews.startIndex)
        return TypedBuilders.falseContent(balanced(rightViews, live: live), trueType: other)
    }

    // MARK: Conditions and patterns

    /// The bindings a condition makes when it holds, or nil when it does not.
    func test(_ conditions: [Condition]) throws -> [String: Value]? {
        var bindings: [String: Value] = [:]
        let conditionScope = Scope(parent: scope)
        return try withScope(conditionScope) {
            for condition in conditions {
                switch condition {
                case .expression(let expression):
                    guard try Convert.bool(try evaluate(expression), at: expression.location) else { return nil }
                case .optionalBinding(let name, let expression, _):
                    let value = try evaluate(expression)
                    if case .null = value { return nil }
                    bindings[name] = value.bound
                    conditionScope[name] = value.bound
                case .matching(let pattern, let expression, _):
                    let value = try evaluate(expression)
                    guard let matched = try match(pattern, value) else { return nil }
                    bindings.merge(matched) { $1 }
                    conditionScope.declare(matched)
                }
            }
            return bindings
        }
    }

    /// Sample values for the names a condition binds, to build a branch not taken: the
    /// default of the written type where the value is a property whose type is written, else nil.
    func sampleBindings(_ conditions: [Condition]) throws -> [String: Value] {
        var bindings: [String: Value] = [:]
        for case .optionalBinding(let name, let expression, _) in conditions {
            bindings[name] = sample(for: expression)
        }
        for case .matching(let pattern, let expression, _) in conditions {
            // `if case .them(let name) = message.sender`: the case's associated value types give samples.
            let subject = (try? evaluate(expression)) ?? .null
            bindings.merge(sampleBindings([pattern], subject: subject)) { $1 }
        }
        return bindings
    }

    /// Sample values for the names a case's patterns bind: the defaults of an enum case's
    /// associated value types.
    func sampleBindings(_ patterns: [Pattern], subject: Value) -> [String: Value] {
        var bindings: [String: Value] = [:]
        for pattern in patterns {
            for name in pattern.boundNames { bindings[name] = .null }
            if case .enumCase(let name, let subpatterns?, _) = pattern, case .swiftValue(let held as any HeldEnumCase) = subject,
               let samples = type(of: held).sampleAssociatedValues(ofCase: name) {
                for case (.binding(let bound), let sample) in zip(subpatterns, samples) { bindings[bound] = sample }
                continue
            }
            guard case .enumCase(let name, let subpatterns?, _) = pattern, case .enumCase(let type, _, _) = subject,
                  let declaration = type.cases.first(where: { $0.name == name }) else { continue }
            for (subpattern, valueType) in zip(subpatterns, declaration.associatedTypes) {
                if case .binding(let bound) = subpattern, let value = try? defaultValue(of: valueType, depth: 0) {
                    bindings[bound] = value
                }
            }
        }
        return bindings
    }

    /// A value of the type `expression` has, when that type is written (a property's), for a branch not taken.
    private func sample(for expression: Expr) -> Value {
        // `if let image = phase.image`: a value the reader holds samples its optional member.
        if case .chain(.identifier(let base, _), let links) = expression, links.count == 1, links[0].kind == .property,
           case .swiftValue(let held as any HeldValueMembers)? = scope.lookup(base), let sample = held.sampleMember(links[0].name) {
            return sample
        }
        var name: String?
        if case .identifier(let identifier, _) = expression { name = identifier }
        if case .chain(.identifier("self", _), let links) = expression, links.count == 1, links[0].kind == .property { name = links[0].name }
        guard let name, case .record(let record)? = scope.lookup("self") ?? nil, let property = module.property(name, of: record.type),
              let type = property.type else {
            return .null
        }
        return (try? defaultValue(of: unwrapped(type), depth: 0)) ?? .null
    }

    /// The case of `cases` that `value` matches, with the names its pattern binds.
    func matchingCase(of value: Value, in cases: [SwitchCase]) throws -> (Int, [String: Value])? {
        for (index, switchCase) in cases.enumerated() {
            if switchCase.patterns.isEmpty { return (index, [:]) }
            for pattern in switchCase.patterns {
                guard let bindings = try match(pattern, value) else { continue }
                if let guardExpression = switchCase.guardExpression {
                    let holds = try withScope(Scope(parent: scope, names: bindings)) {
                        try Convert.bool(try evaluate(guardExpression), at: guardExpression.location)
                    }
                    guard holds else { continue }
                }
                return (index, bindings)
            }
        }
        return nil
    }

    /// The names `pattern` binds when `value` matches it, or nil.
    func match(_ pattern: Pattern, _ value: Value) throws -> [String: Value]? {
        switch pattern {
        case .wildcard:
            return [:]
        case .binding(let name):
            return [name: value]
        case .value(let expression):
            // `case .degraded:` matches the case whatever its associated values.
            if case .implicitMember(let name, _) = expression, case .enumCase(_, let caseName, _) = value {
                return caseName == name ? [:] : nil
            }
            if case .implicitMember(let name, _) = expression, case .swiftValue(let held as any HeldEnumCase) = value {
                return held.caseName == name ? [:] : nil
            }
            let candidate = try evaluate(expression)
            return try Self.matches(value, candidate) ? [:] : nil
        case .enumCase(let name, let subpatterns, _):
            var caseName: String
            var values: [Value]
            switch value {
            case .enumCase(_, let valueCase, let associated):
                caseName = valueCase
                values = associated
            case .member(let member):
                caseName = member
                values = []
            case .swiftValue(let held as any HeldEnumCase):
                caseName = held.caseName
                values = held.associatedValues
            case .null:
                return name == "none" ? [:] : nil
            default:
                // `.some(let x)` matches any value that is not nil.
                guard name == "some" else { return nil }
                caseName = "some"
                values = [value]
            }
            guard caseName == name else { return nil }
            guard let subpatterns else { return [:] }
            var bindings: [String: Value] = [:]
            for (subpattern, element) in zip(subpatterns, values) {
                guard let matched = try match(subpattern, element) else { return nil }
                bindings.merge(matched) { $1 }
            }
            return bindings
        case .tuple(let patterns):
            guard case .tuple(let elements) = value, elements.count == patterns.count else { return nil }
            var bindings: [String: Value] = [:]
            for (subpattern, element) in zip(patterns, elements) {
                guard let matched = try match(subpattern, element.value) else { return nil }
                bindings.merge(matched) { $1 }
            }
            return bindings
        }
    }

    /// Whether `value` matches the pattern value `pattern` (`==`, or a range's `~=`).
    static func matches(_ value: Value, _ pattern: Value) throws -> Bool {
        switch (value, pattern) {
        case let (.int(n), .range(range)): return range.contains(n)
        case let (.range(range), .int(n)): return range.contains(n)
        case let (.int(n), .closedRange(range)), let (.closedRange(range), .int(n)): return range.contains(n)
        default: return Operators.equal(value, pattern)
        }
    }

    // MARK: Actions

    /// Records an action closure: checked now, kept for ``ViewFile/Reading``'s counts.
    func recordAction(_ closure: Closure, scope: Scope) throws {
        try ActionChecker(evaluator: self, scope: scope).check(closure)
        if live == nil { actions.append(closure) }
    }

    /// Records the closures among `arguments` that were not used as content: actions.
    func recordActions(in arguments: [Argument]) throws {
        for argument in arguments {
            guard case .closure(let closure) = argument.value, !usedClosures.contains(LocationKey(closure.location)) else { continue }
            try recordAction(closure, scope: scope)
        }
    }
}

/// A source location as a set element.
struct LocationKey: Hashable {
    let line: Int
    let column: Int
    let file: Int

    init(_ location: SourceLocation) {
        line = location.line
        column = location.column
        file = location.file
    }
}

/// Which preview `--preview` picks.
public enum PreviewChoice: Sendable, Equatable {
    /// The preview with this name: `#Preview("Dark") { … }`.
    case name(String)
    /// The preview with this number, from 1, in the order of the files and within each.
    case index(Int)
}

extension Pattern {
    /// The names the pattern binds.
    var boundNames: [String] {
        switch self {
        case .wildcard, .value: []
        case .binding(let name): [name]
        case .enumCase(_, let subpatterns, _): (subpatterns ?? []).flatMap(\.boundNames)
        case .tuple(let patterns): patterns.flatMap(\.boundNames)
        }
    }
}
