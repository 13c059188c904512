import Foundation
import ScriptSyntax

/// The values an app keeps by key as the reader runs it: `@AppStorage("key")` and
/// `UserDefaults.standard` share one cell per key, as they share the app's defaults in SwiftUI,
/// and `@SceneStorage("key")` one per key of its own. Every view naming a key reads the same
/// cell, and a write evaluates again the views whose bodies read it. The values last for the
/// reading (for `inspect run`, the run): a preview writes nothing to the user's disk.
final class StorageCells {
    /// The cells by key, `AppStorage:` or `SceneStorage:` before the key.
    private var cells: [String: Cell] = [:]
    /// The key of each cell.
    private var keys: [ObjectIdentifier: String] = [:]
    /// The views whose bodies read each key, weakly.
    private var readers: [String: [ObjectIdentifier: WeakTable]] = [:]

    private struct WeakTable {
        weak var table: PositionState?
    }

    /// The cell of `key` in `space` (`AppStorage`, `SceneStorage`): made with `initial` the first
    /// time the key is named, as the first default a key is read with is the one it keeps.
    func cell(_ key: String, in space: String, initial: Value) -> Cell {
        let name = space + ":" + key
        if let cell = cells[name] { return cell }
        let cell = Cell(initial)
        cell.didChange = { [weak self] in self?.changed(name) }
        cells[name] = cell
        keys[ObjectIdentifier(cell)] = name
        return cell
    }

    /// The value stored under `key` by `@AppStorage` or `UserDefaults`, or nil.
    func defaultsValue(_ key: String) -> Value? {
        cells["AppStorage:" + key]?.value
    }

    /// Stores `value` under `key` for `@AppStorage` and `UserDefaults` (nil removes it).
    func setDefaultsValue(_ value: Value?, forKey key: String) {
        if let cell = cells["AppStorage:" + key] {
            cell.value = value ?? .null
        } else if let value {
            _ = cell(key, in: "AppStorage", initial: value)
        }
    }

    /// The body evaluated with `table` read `cell`, if it is one of the store's.
    func noteRead(of cell: Cell, by table: PositionState) {
        guard let name = keys[ObjectIdentifier(cell)] else { return }
        readers[name, default: [:]][ObjectIdentifier(table)] = WeakTable(table: table)
    }

    /// Whether `cell` is one of the store's.
    func holds(_ cell: Cell) -> Bool {
        keys[ObjectIdentifier(cell)] != nil
    }

    private func changed(_ name: String) {
        guard let tables = readers[name] else { return }
        let alive = tables.filter { $0.value.table != nil }
        readers[name] = alive.isEmpty ? nil : alive
        for reader in alive.values { reader.table?.changed?() }
    }
}

/// `UserDefaults.standard` (or `UserDefaults(suiteName:)`) in files the reader reads: the
/// store's `@AppStorage` values, by key.
final class StoredDefaults {
    let store: StorageCells

    init(store: StorageCells) {
        self.store = store
    }

    /// The methods the reader knows, for suggestions.
    static let methods = [
        "set", "removeObject", "object", "string", "integer", "double", "bool", "array", "dictionary", "data", "url",
    ]

    /// `defaults.name(arguments)`: `set(_:forKey:)`, `removeObject(forKey:)`, and the readers by
    /// type, which give what `UserDefaults` gives for a missing or mistyped value (0, false, nil).
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let key = arguments.last.flatMap { $0.label == "forKey" ? $0.value.text : nil }
        switch (name, arguments.count, key) {
        case ("set", 2, let key?):
            if case .null = arguments[0].value { store.setDefaultsValue(nil, forKey: key) } else { store.setDefaultsValue(arguments[0].value.bound, forKey: key) }
            return .void
        case ("removeObject", 1, let key?):
            store.setDefaultsValue(nil, forKey: key)
            return .void
        case (_, 1, let key?):
            let value = store.defaultsValue(key)
            switch (name, value) {
            case ("object", let value?): return value
            case ("string", let value?) where value.isStringLike: return value
            case ("integer", .int(let number)?): return .int(number)
            case ("integer", .double(let number)?): return .int(Int(exactly: number.rounded(.towardZero)) ?? 0)
            case ("integer", _): return .int(0)
            case ("double", .double(let number)?): return .double(number)
            case ("double", .int(let number)?): return .double(Double(number))
            case ("double", _): return .double(0)
            case ("bool", .bool(let flag)?): return .bool(flag)
            case ("bool", .int(let number)?): return .bool(number != 0)
            case ("bool", _): return .bool(false)
            case ("array", .array(let elements)?): return .array(elements)
            case ("dictionary", .dictionary(let pairs)?): return .dictionary(pairs)
            case ("url", .url(let url)?): return .url(url)
            case ("data", let value?): if case .null = value { return .null } else { return value }
            case ("object", nil), ("string", _), ("array", _), ("dictionary", _), ("url", _), ("data", _): return .null
            default: return nil
            }
        default:
            return nil
        }
    }
}
