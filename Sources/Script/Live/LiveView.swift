import Builders
import ScriptSyntax

/// The stand-in for a view struct of a file run live (`inspect run`): like ``DefinedView`` it
/// keeps the struct's name, but its body is evaluated when the body is asked for, with the
/// struct's `@State` taken from ``PositionState``, which is a `@State` of its own.
///
/// This is the bridge between the reader and a running app: a runtime keeps a view's `@State`
/// per position in the tree, so the runtime keeps each struct's ``PositionState`` per position,
/// and the struct's state survives its parent's body running again, as compiled code's does.
/// A change of one of the struct's state values marks the ``PositionState`` changed, so the
/// runtime evaluates this body again (and the bodies of the views it contains).
public struct LiveView: NamedStandIn {
    /// The struct's name.
    public let name: String
    let state: State<PositionState>
    let make: (PositionState) -> AnyView
    /// `@Environment(\.isFocused)`, which the runtime fills in before the body,
    /// for a struct that declares it; nil for the others, which then read nothing of the environment.
    let isFocused: Environment<Bool>?
    /// `@Environment(\.editMode)`, `@Environment(\.dismiss)` and `@Environment(\.presentationMode)`,
    /// filled in the same way for a struct that declares them.
    let editMode: Environment<Binding<EditMode>?>?
    let dismiss: Environment<DismissAction>?
    let presentationMode: Environment<Binding<PresentationMode>>?
    /// `@Environment(\.isPresented)`: whether the view was pushed or presented.
    let isPresented: Environment<Bool>?

    init(
        name: String, isFocused: Environment<Bool>? = nil, editMode: Environment<Binding<EditMode>?>? = nil,
        dismiss: Environment<DismissAction>? = nil, presentationMode: Environment<Binding<PresentationMode>>? = nil,
        isPresented: Environment<Bool>? = nil, make: @escaping (PositionState) -> AnyView
    ) {
        self.name = name
        state = State(wrappedValue: PositionState())
        self.make = make
        self.isFocused = isFocused
        self.editMode = editMode
        self.dismiss = dismiss
        self.presentationMode = presentationMode
        self.isPresented = isPresented
    }

    /// The struct's body, evaluated now with the state of the view's position.
    public var body: AnyView {
        make(state.positionTable)
    }

    /// The name the inspector shows.
    public var standInName: String { name }
}

extension State where Value == PositionState {
    /// The table of the position this state is kept for (a running app's, else this value's own),
    /// set to mark the position changed when one of its values changes.
    var positionTable: PositionState {
        let table = wrappedValue
        // The box the position keeps holds the table, and the table holds this closure: both
        // weakly, or the two would keep each other after the position goes.
        let box = _location.target ?? _location
        table.changed = { [weak table, weak box] in
            guard let table, let box else { return }
            box.current = table
        }
        return table
    }
}

/// The state of one view struct (or ViewModifier struct) at one position of a running app: the
/// values of its `@State` (and `@StateObject`) properties by name, made from the first value of
/// the struct seen there.
public final class PositionState {
    private var values: [String: Value] = [:]
    /// Called when one of the state values changed.
    var changed: (() -> Void)?
    /// The reading whose types the values have: a reading of changed files
    /// gives them its own (``migrate(to:_:)``).
    private var reading: ObjectIdentifier?

    init() {}

    /// Gives the values kept the types of the reading `session` with `transform`, once per reading.
    func migrate(to session: LiveSession, _ transform: (Value) -> Value) {
        let id = ObjectIdentifier(session)
        guard reading != id else { return }
        if reading != nil { values = values.mapValues(transform) }
        reading = id
    }

    /// The value kept for the property `name`, or `initial`, kept from now on, when there is none.
    func value(_ name: String, initial: Value) -> Value {
        if let kept = values[name] { return kept }
        if case .binding(let cell) = initial {
            cell.didChange = { [weak self] in self?.changed?() }
        }
        values[name] = initial
        return initial
    }
}

/// What running a file live reports: the errors of actions and bodies met while it runs
/// (a statement the reader reads but cannot run with the values it meets, such as an index out of range).
public final class LiveSession {
    /// The errors met, as `FILE:LINE:COLUMN: message`, in the order met.
    public private(set) var errors: [String] = []
    let fileNames: [String]
    /// The values the app keeps by key, for the run.
    let storage = StorageCells()

    /// The state of every view position met, to tell them all when an object changes.
    private var positions: [ObjectIdentifier: Weak] = [:]

    init(fileNames: [String]) {
        self.fileNames = fileNames
    }

    /// Keeps `table` to be told of object changes (weakly: a position that leaves the tree goes).
    func register(_ table: PositionState) {
        positions[ObjectIdentifier(table)] = Weak(table)
    }

    /// The state of the view positions still in the tree.
    var tables: [PositionState] { positions.values.compactMap(\.table) }

    /// An object of the files changed: every view still in the tree is evaluated again.
    func objectChanged() {
        positions = positions.filter { $0.value.table != nil }
        for position in positions.values { position.table?.changed?() }
    }

    private struct Weak {
        weak var table: PositionState?
        init(_ table: PositionState) { self.table = table }
    }

    func report(_ error: any Error) {
        guard let diagnostic = (error as? ThrownError)?.uncaught ?? error as? Diagnostic else {
            errors.append("\(error)")
            reported?("\(error)")
            return
        }
        let index = diagnostic.location.file
        let name = fileNames.indices.contains(index) ? fileNames[index] : "--root"
        errors.append("\(name):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)")
        reported?(errors[errors.count - 1])
    }

    // MARK: Tasks, error reports and the views that read objects
    /// The bodies of `task` modifiers waiting to run on the app's thread.
    public let tasks = LiveTasks()
    /// Told of each error as it is met (``LiveReload`` shows it in the status line).
    var reported: ((String) -> Void)?
    /// The views whose bodies read each object (or each property of an `@Observable` object).
    private var readers: [ReadKey: [ObjectIdentifier: Weak]] = [:]

    // MARK: Objects the root made, kept across readings
    /// The objects the root made, by their number among those it made, with how many objects
    /// their making made (themselves included): kept for the life of the run.
    var rootObjects: [Int: (object: Object, span: Int)] = [:]
    /// The root's text (``Evaluator/rootText(root:preview:files:)``): a reading of the files whose
    /// root text is the same takes over ``rootObjects``.
    var rootText: String?

    /// What a body's read of an object is kept under: the property read, for an `@Observable` class
    /// (SwiftUI tracks its properties one by one); the whole object for another class, as an
    /// `ObservableObject` tells every view that observes it of any change.
    private struct ReadKey: Hashable {
        let object: ObjectIdentifier
        let property: String?

        init(_ object: Object, _ name: String) {
            self.object = ObjectIdentifier(object)
            property = object.type.conformances.contains("Observable") ? (name.hasPrefix("_") ? String(name.dropFirst()) : name) : nil
        }
    }

    /// The body being evaluated with `table` read the member `name` of `object`.
    func noteRead(of object: Object, _ name: String, by table: PositionState) {
        readers[ReadKey(object, name), default: [:]][ObjectIdentifier(table)] = Weak(table)
    }

    /// The field `name` of `object` changed: the views whose bodies read it are evaluated again, as
    /// SwiftUI evaluates the views that read that property of an `@Observable` model (or every view
    /// that reads an `ObservableObject`); the others keep their bodies. A property marked
    /// `@ObservationIgnored` tells no one.
    func objectChanged(_ object: Object, _ name: String) {
        if object.type.storedProperties.contains(where: { $0.name == name && $0.attributes.contains { $0.name == "ObservationIgnored" } }) { return }
        let key = ReadKey(object, name)
        guard let tables = readers[key] else { return }
        let alive = tables.filter { $0.value.table != nil }
        readers[key] = alive.isEmpty ? nil : alive
        for reader in alive.values { reader.table?.changed?() }
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension LiveView: View {}
