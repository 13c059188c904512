import Builders
import ScriptSyntax

// Running a file live (`inspect run`): view structs become LiveViews whose bodies are evaluated
// when the runtime asks for them, with their state kept per position; actions run against that
// state; bindings to state write through.
extension Evaluator {
    /// The properties a view keeps per position: its `@State`s and `@StateObject`s.
    static let positionalWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState"]

    /// A view struct's value as a ``LiveView``: its body evaluated later, with the state of its position.
    func liveView(of record: Record) -> any View {
        let objects = environmentObjects
        let values = environmentValues
        // The properties that read `\.isFocused`, `\.editMode`, `\.dismiss` and `\.presentationMode`
        // take the runtime's values.
        let focusReaders = record.type.storedProperties.filter { Self.readsEnvironment("isFocused", $0) }.map(\.name)
        let isFocused = focusReaders.isEmpty ? nil : Environment(\.isFocused)
        let editModeReaders = record.type.storedProperties.filter { Self.readsEnvironment("editMode", $0) }.map(\.name)
        let editMode = editModeReaders.isEmpty ? nil : Environment(\.editMode)
        let dismissReaders = record.type.storedProperties.filter { Self.readsEnvironment("dismiss", $0) }.map(\.name)
        let dismiss = dismissReaders.isEmpty ? nil : Environment(\.dismiss)
        let presentationReaders = record.type.storedProperties.filter { Self.readsEnvironment("presentationMode", $0) }.map(\.name)
        let presentationMode = presentationReaders.isEmpty ? nil : Environment(\.presentationMode)
        let isPresentedReaders = record.type.storedProperties.filter { Self.readsEnvironment("isPresented", $0) }.map(\.name)
        let isPresented = isPresentedReaders.isEmpty ? nil : Environment(\.isPresented)
        return LiveView(
            name: record.type.name, isFocused: isFocused, editMode: editMode, dismiss: dismiss, presentationMode: presentationMode,
            isPresented: isPresented
        ) { [self] table in
            var record = keepingState(of: record, in: table)
            for name in focusReaders { record.fields[name] = .bool(isFocused?.wrappedValue ?? false) }
            for name in isPresentedReaders { record.fields[name] = .bool(isPresented?.wrappedValue ?? false) }
            for name in editModeReaders { record.fields[name] = editMode?.wrappedValue.map { .swiftValue($0) } ?? .null }
            if let mode = presentationMode?.wrappedValue {
                for name in presentationReaders { record.fields[name] = .swiftValue(mode) }
            }
            if let action = dismiss?.wrappedValue {
                for name in dismissReaders { record.fields[name] = .function(Function(name: name) { _, _ in action(); return .void }) }
            }
            return running(table: table, objects: objects, values: values) {
                try body(of: record, at: record.type.location)
            }
        }
    }

    /// `record` (a view or modifier struct's value) with the state of its position: its `@State`s
    /// (and other per-position properties) taken from `table`, and the objects it observes noted as
    /// read by `table`'s view.
    func keepingState(of record: Record, in table: PositionState) -> Record {
        var record = record
        if let live { table.migrate(to: live) { migrated($0) } }
        for property in record.type.storedProperties {
            guard let wrapper = property.wrapper, let initial = record.fields[property.name] else { continue }
            if case .binding(let cell) = initial, storage.holds(cell) {
                // `@AppStorage` and `@SceneStorage`: the store's cell, whose writes redraw the readers.
                storage.noteRead(of: cell, by: table)
            } else if Self.positionalWrappers.contains(wrapper.name) {
                record.fields[property.name] = table.value(property.name, initial: initial)
            }
        }
        observe(record, by: table)
        return record
    }

    /// Whether `property` is `@Environment(\.key)`.
    static func readsEnvironment(_ key: String, _ property: PropertyDecl) -> Bool {
        guard let wrapper = property.wrapper, wrapper.name == "Environment",
              case .keyPath(let path, _)? = wrapper.arguments.first?.value else { return false }
        return path == [key]
    }

    /// The root of a live file, as a ``LiveView`` named `Preview`: its `#Preview` (or other
    /// root) evaluated when the runtime asks for it, so the preview's own `@State` is kept too.
    func liveRoot(preview choice: PreviewChoice?, root expression: Expr?) throws -> any View {
        try evaluateGlobals()
        return LiveView(name: "Preview") { [self] table in
            if let live { table.migrate(to: live) { migrated($0) } }
            return running(table: table, objects: [:], values: [:]) {
                // The objects the root makes live as long as the run.
                liveEvaluation?.rootOrdinal = 0
                return try root(preview: choice, root: expression, globals: false)
            }
        }
    }

    /// `build` run with `table` as the state of the body evaluated, and the evaluator's
    /// state restored after; an error met becomes the view (and is reported to the session).
    private func running(table: PositionState, objects: [String: Value], values: [String: Value], _ build: () throws -> any View) -> AnyView {
        do {
            func open<C: View>(_ view: C) -> AnyView { AnyView(view) }
            let view: any View = try withState(table, objects: objects, values: values, build)
            return open(view)
        } catch {
            live?.report(error)
            return AnyView(Text(verbatim: "error: \(live?.errors.last ?? "\(error)")"))
        }
    }

    /// `build`'s result, evaluated with `table` as the state of the body evaluated and `objects`
    /// and `values` as its environment; the evaluator's state is restored after.
    func withState<T>(_ table: PositionState, objects: [String: Value], values: [String: Value], _ build: () throws -> T) throws -> T {
        let saved = (scope, depth, expanding, liveEvaluation, environmentObjects, environmentValues, buildingRoot)
        defer {
            (scope, depth, expanding, liveEvaluation, environmentObjects, environmentValues, buildingRoot) = saved
        }
        liveEvaluation?.positionState = table
        liveEvaluation?.rootOrdinal = nil
        live?.register(table)
        environmentObjects = objects
        environmentValues = values
        return try build()
    }

    /// The action a control runs when live: the value of `argument` (a closure, a method)
    /// called with no arguments; errors go to the session. Nothing when not live.
    func liveAction(_ argument: Argument?) throws -> () -> Void {
        guard let session = live, let argument else { return {} }
        let value = try evaluate(argument.value)
        return { [self] in
            let saved = (scope, depth, liveEvaluation)
            defer { (scope, depth, liveEvaluation) = saved }
            do {
                _ = try callValue(value, [], at: argument.location)
            } catch {
                session.report(error)
            }
        }
    }

    /// The action a modifier runs with values when live (`onReceive`'s, given each value;
    /// `onChange`'s, given the old and new values): the value of `argument` called with them;
    /// errors go to the session. Nothing when not live.
    func liveAction(taking argument: Argument?) throws -> ([Value]) -> Void {
        guard let session = live, let argument else { return { _ in } }
        let value = try evaluate(argument.value)
        // Held weakly: a publisher the files' views hold keeps this action.
        return { [weak self] given in
            guard let self else { return }
            let saved = (scope, depth, liveEvaluation)
            defer { (scope, depth, liveEvaluation) = saved }
            do {
                switch value {
                case .closure(let closure, let captured): _ = try callClosure(closure, captured, given.map { (nil, $0) }, at: argument.location)
                case .function(let function): _ = try function.call(given.map { (nil, $0) }, argument.location)
                default: _ = try callValue(value, [], at: argument.location)
                }
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

// MARK: Tasks run live
extension Evaluator {
    /// The closure a `task` modifier runs when live: it hands the body (`argument`, called with
    /// no arguments) to the app's thread through the session's ``LiveTasks``. Nothing when not live.
    func liveTask(_ argument: Argument?) throws -> @Sendable () async -> Void {
        guard let session = live, let argument else { return {} }
        let body = try evaluate(argument.value)
        return session.tasks.starter { [weak self] link in
            guard let self else { return link.end() }
            self.runTaskBody(body, at: argument.location, link: link)
        }
    }
}

// MARK: Objects the root makes, kept across evaluations
extension Evaluator {
    /// `make`'s value; but for an object the live root makes (`#Preview { V().environmentObject(Model()) }`),
    /// the object made at the same place by an earlier evaluation of the root, as Xcode's preview keeps
    /// such objects for its life. The place is the object's number among those the root makes, in the
    /// order made; a kept object counts the objects its making made (its arguments', its initialiser's),
    /// so the numbers after it stay the same when they are not made again.
    func keepingRootObject(of type: TypeDecl, _ make: () throws -> Value) throws -> Value {
        guard type.kind == .classType, let live, let first = liveEvaluation?.rootOrdinal else { return try make() }
        liveEvaluation?.rootOrdinal = first + 1
        if let kept = live.rootObjects[first], kept.object.type.name == type.name,
           kept.object.type.storedProperties.map(\.name) == type.storedProperties.map(\.name) {
            liveEvaluation?.rootOrdinal = first + kept.span
            return migrated(.object(kept.object))
        }
        let made = try make()
        if case .object(let object) = made {
            live.rootObjects[first] = (object, (liveEvaluation?.rootOrdinal ?? first + 1) - first)
        }
        return made
    }

    /// The text of the root a live reading runs: `--root`'s expression, else the lines of the chosen
    /// `#Preview`; nil for another root (its objects are then not kept when the files are read again).
    func rootText(root expression: String?, preview choice: PreviewChoice?, files: [String]) -> String? {
        if let expression { return expression }
        guard let preview = (choice.flatMap { try? chosenPreview($0) }) ?? module.previews.first,
              files.indices.contains(preview.location.file) else { return nil }
        let lines = files[preview.location.file].split(separator: "\n", omittingEmptySubsequences: false)
        let range = (preview.location.line - 1)..<min(preview.end.line, lines.count)
        guard !range.isEmpty, range.lowerBound >= 0 else { return nil }
        return lines[range].joined(separator: "\n")
    }
}

extension Evaluator {
    /// The wrappers by which a view observes an `ObservableObject`: SwiftUI evaluates the view
    /// again on any change of the object, whether its body reads the object or not.
    static let observingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    /// Notes `table`'s view as a reader of each object `record` holds by an observing wrapper.
    private func observe(_ record: Record, by table: PositionState) {
        guard let live else { return }
        for property in record.type.storedProperties {
            guard let wrapper = property.wrapper, Self.observingWrappers.contains(wrapper.name),
                  case .object(let object)? = record.fields[property.name] else { continue }
            live.noteRead(of: object, property.name, by: table)
        }
    }
}
