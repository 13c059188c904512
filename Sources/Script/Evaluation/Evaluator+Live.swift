import Builders

// Running a file live (`inspect run`): view structs become LiveViews whose bodies are evaluated
// when the runtime asks for them, with their state kept per position; actions run against that
// state; bindings to state write through.
extension Evaluator {
    /// The properties a view keeps per position: its `@State`s and `@StateObject`s.
    static let positionalWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AppStorage"]

    /// A view struct's value as a ``LiveView``: its body evaluated later, with the state of its position.
    func liveView(of record: Record) -> any View {
        let objects = environmentObjects
        let values = environmentValues
        return LiveView(name: record.type.name) { [self] table in
            var record = record
            for property in record.type.storedProperties {
                guard let wrapper = property.wrapper, Self.positionalWrappers.contains(wrapper.name),
                      let initial = record.fields[property.name] else { continue }
                record.fields[property.name] = table.value(property.name, initial: initial)
            }
            return running(table: table, objects: objects, values: values) {
                try body(of: record, at: record.type.location)
            }
        }
    }

    /// The root of a live file, as a ``LiveView`` named `Preview`: its `#Preview` (or other
    /// root) evaluated when the runtime asks for it, so the preview's own `@State` is kept too.
    func liveRoot(preview choice: PreviewChoice?, root expression: Expr?) throws -> any View {
        try evaluateGlobals()
        return LiveView(name: "Preview") { [self] table in
            running(table: table, objects: [:], values: [:]) {
                try root(preview: choice, root: expression, globals: false)
            }
        }
    }

    /// `build` run with `table` as the state of the body evaluated, and the evaluator's
    /// state restored after; an error met becomes the view (and is reported to the session).
    private func running(table: PositionState, objects: [String: Value], values: [String: Value], _ build: () throws -> any View) -> AnyView {
        let saved = (scope, depth, expanding, positionState, environmentObjects, environmentValues, buildingRoot, deadBranches)
        defer {
            (scope, depth, expanding, positionState, environmentObjects, environmentValues, buildingRoot, deadBranches) = saved
        }
        positionState = table
        live?.register(table)
        environmentObjects = objects
        environmentValues = values
        do {
            func open<C: View>(_ view: C) -> AnyView { AnyView(view) }
            return open(try build())
        } catch {
            live?.report(error)
            return AnyView(Text(verbatim: "error: \(live?.errors.last ?? "\(error)")"))
        }
    }

    /// The action a control runs when live: the value of `argument` (a closure, a method)
    /// called with no arguments; errors go to the session. Nothing when not live.
    func liveAction(_ argument: Argument?) throws -> () -> Void {
        guard let session = live, let argument else { return {} }
        let value = try evaluate(argument.value)
        return { [self] in
            let saved = (scope, depth, positionState)
            defer { (scope, depth, positionState) = saved }
            do {
                _ = try callValue(value, [], at: argument.location)
            } catch {
                session.report(error)
            }
        }
    }

    /// The cell `argument` binds (`$x`, `$model.name`) when live, or nil.
    func liveCell(_ argument: Argument?) throws -> Cell? {
        guard live != nil, let argument, case .binding(let cell) = try evaluate(argument.value) else { return nil }
        return cell
    }

    /// A binding to `cell` as a Bool, when live.
    func liveBool(_ argument: Argument?) throws -> Binding<Bool>? {
        guard let cell = try liveCell(argument) else { return nil }
        return Binding(get: { (try? Convert.bool(cell.value, at: argument?.location ?? SourceLocation(line: 1, column: 1))) ?? false },
                       set: { cell.value = .bool($0) })
    }

    /// A binding to `cell` as a String, when live.
    func liveString(_ argument: Argument?) throws -> Binding<String>? {
        guard let cell = try liveCell(argument) else { return nil }
        return Binding(get: { cell.value.text ?? "" }, set: { cell.value = .string($0) })
    }

    /// A binding to the cell `argument` binds, read with `read` (`fallback` when the value is
    /// not of the type) and written with `write`, when live; else a constant of `fallback`.
    func liveBinding<T>(_ argument: Argument?, as read: @escaping (Value) -> T?, fallback: T, _ write: @escaping (T) -> Value) throws -> Binding<T> {
        guard let cell = try liveCell(argument) else { return .constant(fallback) }
        return Binding(get: { read(cell.value) ?? fallback }, set: { cell.value = write($0) })
    }
}

// MARK: session 4, run
extension Evaluator {
    /// The closure a `task` modifier runs when live: it hands the body (`argument`, called with
    /// no arguments) to the app's thread through the session's ``LiveTasks``. Nothing when not live.
    func liveTask(_ argument: Argument?) throws -> @Sendable () async -> Void {
        guard let session = live, argument != nil else { return {} }
        return session.tasks.starter(try liveAction(argument))
    }
}
