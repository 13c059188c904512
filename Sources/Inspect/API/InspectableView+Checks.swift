// The checks and reads the verbs share: a verb on a view of another kind throws a type mismatch
// naming the kinds it accepts; a verb that acts refuses on a disabled view, naming its path, as
// `tap()` does; a stored value missing at its label path throws naming the path.

extension InspectableView {
    /// Throws a type mismatch unless the view is of one of `kinds`.
    func expect(_ kinds: [ViewKind], _ verb: String) throws {
        guard kinds.contains(kind) else {
            let names = kinds.map(\.typeName)
            let expected = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw InspectionError.typeMismatch(expected: expected, found: typeName, path: place)
        }
    }

    /// Throws a type mismatch unless the view is of kind `expected`.
    func requireKind(_ expected: ViewKind) throws {
        guard kind == expected else {
            throw InspectionError.typeMismatch(expected: expected.typeName, found: typeName, path: place)
        }
    }

    /// Refuses `verb` on a disabled control, as a disabled control ignores the user.
    func refuseIfDisabled(_ verb: String) throws {
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled \(typeName)", path: place)
        }
    }

    /// The label paths of the value a verb several kinds share reads by `key` (its kind's
    /// ``KindDescriptor/valuePaths``), tried in order; throws a type mismatch naming the kinds
    /// that have them when this view's kind has none.
    func valuePaths(_ key: String, verb: String) throws -> [String] {
        if let paths = kind.descriptor.valuePaths[key], !paths.isEmpty { return paths }
        try expect(KindDescriptor.kinds(withValue: key), verb)
        return []
    }

    /// The label paths of the value a verb several kinds share reads by `key`; throws a type
    /// mismatch expecting `expected` when this view's kind has none.
    func valuePaths(_ key: String, expected: String) throws -> [String] {
        guard let paths = kind.descriptor.valuePaths[key], !paths.isEmpty else {
            throw InspectionError.typeMismatch(expected: expected, found: typeName, path: place)
        }
        return paths
    }

    /// The value at `path`, read as a `T`.
    func storedValue<T>(at path: String, as type: T.Type) throws -> T {
        guard let value = MirrorReader.descendant(value, path: path) as? T else {
            throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: place)
        }
        return value
    }

    /// The optional value at `path`, read as a `T`: nil when it holds none.
    func optionalValue<T>(at path: String, as type: T.Type) throws -> T? {
        guard let raw = MirrorReader.descendant(value, path: path) else {
            throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: place)
        }
        if let value = raw as? T { return value }
        if Self.isNone(raw) { return nil }
        throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: place)
    }

    /// Whether `raw` is an Optional that holds nothing.
    static func isNone(_ raw: Any) -> Bool {
        let mirror = Mirror(reflecting: raw)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
