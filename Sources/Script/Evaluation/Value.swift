import Builders
import Foundation
import ScriptSyntax

/// A value of view code while it is evaluated.
indirect enum Value {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A string literal, kept in pieces until it is used: as a localized key
    /// (`Text("n = \(n)")`) or as a String.
    case literal([LiteralPiece])
    case null
    case array([Value])
    /// `[key: value]`, in the order written.
    case dictionary([(key: Value, value: Value)])
    case range(Range<Int>)
    /// `a...b` of integers.
    case closedRange(ClosedRange<Int>)
    /// `(a, b)`, `(x: 1, y: 2)`.
    case tuple([(label: String?, value: Value)])
    case view(any View)
    /// `.red`, `.leading`: resolved by whoever receives it.
    case member(String)
    /// `.custom("x")`: an implicit member called with arguments, resolved by whoever receives it.
    case memberCall(String, [(label: String?, value: Value)])
    case keyPath([String])
    case color(Color)
    case font(Font)
    /// `.constant(v)`.
    case constantBinding(Value)
    /// `$name`: a binding to a cell (a `@State` property's, or another binding's).
    case binding(Cell)
    case closure(Closure, Scope)
    /// A function of the reader's or of the file's: a method bound to its receiver,
    /// a free function, an operator.
    case function(Function)
    /// A struct value of a type declared in the files.
    case record(Record)
    /// An object of a class declared in the files.
    case object(Object)
    /// A case of an enum declared in the files, with its associated values.
    case enumCase(TypeDecl, String, [Value])
    /// A type named in code: `Flavor`, `Color`, `Int`.
    case type(String)
    case date(Date)
    case uuid(UUID)
    /// A URL, as `URL(string: "https://…")!` makes it.
    case url(URL)
    /// The result of a function that returns nothing.
    case void
    /// A value held by name only (an environment action such as `dismiss`): calling it does nothing.
    case opaque(String)
    /// A value of one of SwiftUI's types that are no views (a `GridItem`, a `StrokeStyle`, a
    /// `NavigationPath`), made by ``ValueTable`` and kept in variables and properties like any value.
    case swiftValue(Any)

    /// A piece of a string literal.
    indirect enum LiteralPiece {
        case text(String)
        case value(Value)
        /// `\(value, specifier: "%.1f")`
        case formatted(Value, specifier: String)
    }

    /// The value as a `let` binds it: a string literal becomes a String, as
    /// `let name = "Ada"` makes `name` a String (so `Text(name)` is verbatim).
    var bound: Value {
        if case .literal = self, let text { return .string(text) }
        return self
    }

    /// What the value is, for messages: "an integer", "a view".
    var kindDescription: String {
        switch self {
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a Boolean"
        case .string, .literal: "a string"
        case .null: "nil"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .range, .closedRange: "a range"
        case .tuple: "a tuple"
        case .view: "a view"
        case .member(let name): "'.\(name)'"
        case .memberCall(let name, _): "'.\(name)(…)'"
        case .keyPath: "a key path"
        case .color: "a color"
        case .font: "a font"
        case .constantBinding, .binding: "a binding"
        case .closure, .function: "a closure"
        case .record(let record): "a value of type \(record.type.name)"
        case .object(let object): "an object of class \(object.type.name)"
        case .enumCase(let type, let name, _): "'\(type.name).\(name)'"
        case .type(let name): "the type \(name)"
        case .date: "a date"
        case .uuid: "a UUID"
        case .url: "a URL"
        case .void: "no value"
        case .opaque(let name): "'\(name)'"
        case .swiftValue(let value): "a \(String(describing: Swift.type(of: value)).prefix { $0 != "<" })"
        }
    }

    /// The value as text, as string interpolation writes it.
    var text: String? {
        switch self {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .literal(let pieces):
            pieces.reduce(into: "") { result, piece in
                switch piece {
                case .text(let text): result += text
                case .value(let value): result += value.described
                case .formatted(let value, let specifier): result += Value.format(value, specifier: specifier)
                }
            }
        default: nil
        }
    }

    /// The value as `String(describing:)` writes it, for interpolation into a String.
    var described: String {
        if let text { return text }
        switch self {
        case .null: return "nil"
        case .array(let elements): return "[" + elements.map(\.debugDescribed).joined(separator: ", ") + "]"
        case .dictionary(let pairs): return pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.key.debugDescribed): \($0.value.debugDescribed)" }.joined(separator: ", ") + "]"
        case .range(let range): return "\(range)"
        case .closedRange(let range): return "\(range)"
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescribed }.joined(separator: ", ") + ")"
        case .member(let name): return name
        case .enumCase(_, let name, let values):
            return values.isEmpty ? name : name + "(" + values.map(\.debugDescribed).joined(separator: ", ") + ")"
        case .record(let record):
            return record.type.name + "(" + record.type.storedProperties.map { "\($0.name): \((record.fields[$0.name] ?? .null).debugDescribed)" }.joined(separator: ", ") + ")"
        case .object(let object): return object.type.name
        case .type(let name): return name
        case .date(let date): return "\(date)"
        case .uuid(let uuid): return uuid.uuidString
        case .url(let url): return url.absoluteString
        case .color(let color): return "\(color)"
        case .font(let font): return "\(font)"
        case .void: return "()"
        case .swiftValue(let error as any Error): return String(describing: error)
        case .swiftValue(let held) where held is Data || held is any AnyMeasurement || held is DateComponents || held is NSNumber:
            return String(describing: held) // as Foundation describes them: "3 bytes", "2.0 kg"
        default: return kindDescription
        }
    }

    /// The value as `String(reflecting:)` writes it: strings quoted.
    var debugDescribed: String {
        switch self {
        case .string, .literal: "\"\(text ?? "")\""
        default: described
        }
    }

    /// `value` formatted by a printf-style `specifier`, as `String(format:)` does for one number.
    static func format(_ value: Value, specifier: String) -> String {
        switch value {
        case .int(let number): String(format: specifier, number)
        case .double(let number): String(format: specifier, number)
        default: value.described
        }
    }
}

/// A mutable place holding a value: a `@State` property's storage, what a binding reads and
/// writes, an `@Observable` object's property.
final class Cell {
    var value: Value {
        didSet { didChange?() }
    }
    /// Told of every write, when the cell is a view's state in a running app (``PositionState``).
    var didChange: (() -> Void)?
    /// The focus state's box the running app's focus bindings read and write, when the cell is a
    /// `@FocusState` of a file run live (``FocusLink``).
    var focusLink: AnyObject?
    /// Whether the cell is an inout argument (`&value`): the parameter it is bound to reads its
    /// value and writes through it (``Evaluator/inoutArgument(_:)``).
    var isInoutArgument = false

    /// Replaces the value with the same value of a later reading's types (``Evaluator/migrated(_:)``), telling no one.
    func replaceQuietly(with value: Value) {
        let told = didChange
        didChange = nil
        self.value = value
        didChange = told
    }

    init(_ value: Value) {
        self.value = value
    }
}

/// A struct value of a declared type: its stored properties by name (cells for the ones a
/// property wrapper keeps).
struct Record {
    let type: TypeDecl
    var fields: [String: Value]
}

/// An object of a declared class: its stored properties, shared by every reference.
final class Object {
    /// Its class; a later reading of the files gives an object it keeps that reading's class (``Evaluator/migrated(_:)``).
    fileprivate(set) var type: TypeDecl
    private(set) var fields: [String: Value]
    /// Told of every change of a field, with the field's name, when the object belongs to a file run live.
    var didChange: ((String) -> Void)?

    init(type: TypeDecl, fields: [String: Value]) {
        self.type = type
        self.fields = fields
    }

    /// The receivers of each field's new values (a `@Published` property's `$name` subscribers).
    private var fieldReceivers: [String: [Int: (Value) -> Void]] = [:]
    private var nextReceiver = 0

    /// Attaches `receive` to the field `name`: it is given each value assigned to the field,
    /// before the field changes, as a `@Published` property publishes in its `willSet`.
    func receiveChanges(of name: String, _ receive: @escaping (Value) -> Void) -> ReaderCancellable {
        nextReceiver += 1
        let id = nextReceiver
        fieldReceivers[name, default: [:]][id] = receive
        return ReaderCancellable { [weak self] in self?.fieldReceivers[name]?[id] = nil }
    }

    /// Hands `value`, about to be assigned to the field `name`, to its receivers.
    func publish(_ name: String, _ value: Value) {
        guard let receivers = fieldReceivers[name], !receivers.isEmpty else { return }
        for id in receivers.keys.sorted() { receivers[id]?(value) }
    }

    /// Sets the field `name` to `value`, and tells ``didChange``.
    func set(_ name: String, to value: Value) {
        fields[name] = value
        didChange?(name)
    }

    /// Gives the object the class `type` (of a later reading) and `fields`, telling no one: the
    /// values are the same, only the declarations that read them are new.
    func retype(to type: TypeDecl, fields: [String: Value]) {
        self.type = type
        self.fields = fields
    }
}

/// A function value: what calling it does.
struct Function {
    /// What the function is, for messages.
    let name: String
    let call: ([(label: String?, value: Value)], SourceLocation) throws -> Value
}

/// The names visible in a block: its own, then its parent's. Closures keep the scope they
/// were made in.
///
/// A closure stored in the scope it was made in (`let format = { … }`, a top-level closure)
/// is kept here without that scope, and read back with it: the closure value holds its scope,
/// so storing it whole would make the scope hold itself, a cycle reference counting never frees.
final class Scope {
    /// The values of the names declared here, but the closures made here.
    private var values: [String: Value]
    /// The closures made in this scope and stored in it, by name.
    private var closures: [String: Closure] = [:]
    let parent: Scope?

    init(parent: Scope?, names: [String: Value] = [:]) {
        self.parent = parent
        values = names
    }

    /// The value of `name` in this scope only.
    subscript(name: String) -> Value? {
        get {
            if let value = values[name] { return value }
            if closures.isEmpty { return nil }
            return closures[name].map { .closure($0, self) }
        }
        set {
            if case .closure(let closure, let captured)? = newValue, captured === self {
                closures[name] = closure
                values[name] = nil
                return
            }
            values[name] = newValue
            if !closures.isEmpty { closures[name] = nil }
        }
    }

    /// Declares `bindings` in this scope, replacing the values of names already declared.
    func declare(_ bindings: [String: Value]) {
        for (name, value) in bindings { self[name] = value }
    }

    /// Forgets every name (what ``CapturedScopes`` does when the evaluator goes).
    func empty() {
        values = [:]
        closures = [:]
    }

    /// The names declared in this scope only.
    var ownNames: [String] { Array(values.keys) + closures.keys }

    /// The value of `name` in this scope or the nearest enclosing one.
    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// The scope that holds `name`, if any.
    func owner(of name: String) -> Scope? {
        var scope: Scope? = self
        while let current = scope {
            if current[name] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// Every name visible, for suggestions.
    var allNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names += current.ownNames
            scope = current.parent
        }
        return names
    }
}
