import ViewTree

/// A value outside its field's range in the file, clamped on load.
public struct ClampedSetting: Equatable, Sendable, CustomStringConvertible {
    /// The field's key path text.
    public let id: String
    /// The field's title.
    public let title: String
    /// The value in the file.
    public let found: SettingsValue
    /// The value used instead.
    public let clamped: SettingsValue
    /// The field's range.
    public let range: SettingsRange

    /// `Smoothing › Grouped › Level: 9 is outside 1…4; clamped to 4`.
    public var description: String { "\(title): \(found) is outside \(range); clamped to \(clamped)" }
}

/// Settings read from a file.
public struct LoadedSettings<Settings> {
    /// The settings: the file's values over the defaults, clamped to their ranges.
    public let settings: Settings
    /// The values that were outside their ranges.
    public let clamped: [ClampedSetting]
    /// Whether the file existed (if not, `settings` are the defaults).
    public let fileExisted: Bool
    /// The file's document as read, whose unknown keys the next save keeps.
    let document: JSON?
}

/// A JSON settings file that never loses the user's settings.
///
/// - Format: pretty JSON, two spaces a level, keys in declaration order (the struct's fields,
///   depth first), keys the struct does not know after them in the file's order — stable from
///   save to save and easy to edit by hand.
/// - Loading: a missing file gives the defaults; a missing key gives that field's default; a key
///   the struct does not know is kept and written back by the next save; a value outside its
///   field's range is clamped and reported (``LoadedSettings/clamped``). A file that cannot be
///   read or decoded throws a ``SettingsError`` naming the file (and the line and key where it
///   can), and is never written over by defaults.
/// - Saving: ``DurableFile``'s protocol — a temporary file in the same directory, flushed,
///   renamed over the old one, the directory flushed — so the file is always the old or the new
///   settings, and a failed write leaves the old file as it was.
public struct SettingsFile<Settings: Codable & Equatable> {
    /// The file's path.
    public let path: String
    /// The settings' description (fields, kinds, ranges).
    public let description: SettingsDescription<Settings>
    /// The values of fields the file does not mention.
    public let defaults: Settings
    let defaultTree: JSON

    /// The settings file at `path`, for settings described by `description`.
    public init(path: String, defaults: Settings, description: SettingsDescription<Settings>) throws(SettingsError) {
        self.path = path
        self.defaults = defaults
        self.description = description
        defaultTree = try SettingsCoder.encode(defaults)
    }

    /// Reads the settings; see the type's notes.
    public func load() throws(SettingsError) -> LoadedSettings<Settings> {
        guard let bytes = try SettingsError.mapping({ () throws(DurableFileError) in try DurableFile.read(path) }) else {
            return LoadedSettings(settings: defaults, clamped: [], fileExisted: false, document: nil)
        }
        let document: JSON
        let lines: [[String]: Int]
        do throws(JSONSyntaxError) {
            (document, lines) = try JSONParser.parse(bytes, recordLines: true)
        } catch {
            throw .invalidJSON(file: path, line: error.line, column: error.column, reason: error.message)
        }
        guard case .object = document else {
            throw .invalidJSON(file: path, line: 1, column: 1, reason: "the top level is \(document.summary), not an object")
        }
        try validate(document, lines: lines)
        var merged = Self.overlay(defaultTree, with: document)
        var clamped: [ClampedSetting] = []
        for field in description.allFields {
            guard let range = field.range, let value = merged.value(at: field.key),
                  let (json, report) = Self.clamp(value, field: field, range: range) else { continue }
            merged = merged.setting(field.key, to: json)
            clamped.append(report)
        }
        let settings = try SettingsCoder.decode(Settings.self, from: merged, file: path, lines: lines)
        return LoadedSettings(settings: settings, clamped: clamped, fileExisted: true, document: document)
    }

    /// Writes `settings`, keeping the keys of `document` that the struct does not know.
    public func save(_ settings: Settings, keepingUnknownKeysOf loaded: LoadedSettings<Settings>? = nil, flush: Bool = true) throws(SettingsError) {
        try save(tree: try tree(of: settings), document: loaded?.document, flush: flush)
    }

    /// The settings' Codable form, its objects' keys in declaration order.
    func tree(of settings: Settings) throws(SettingsError) -> JSON {
        ordered(try SettingsCoder.encode(settings), key: [])
    }

    /// Writes `tree` with the unknown keys of `document`; returns what was written.
    @discardableResult
    func save(tree: JSON, document: JSON?, flush: Bool) throws(SettingsError) -> JSON {
        let full = document.map { Self.keepingUnknownKeys(tree, from: $0) } ?? tree
        try SettingsError.mapping { () throws(DurableFileError) in try DurableFile.replace(path, with: Array(full.prettyText().utf8), flush: flush) }
        return full
    }

    /// Checks each known field's value in the file against its kind, and each section is an object.
    private func validate(_ document: JSON, lines: [[String]: Int]) throws(SettingsError) {
        for field in description.allFields {
            for depth in 1..<field.key.count {
                let prefix = Array(field.key.prefix(depth))
                if let value = document.value(at: prefix), case .object = value {} else if let value = document.value(at: prefix) {
                    throw .invalidValue(file: path, key: prefix.joined(separator: "."), line: lines[prefix],
                                        reason: "expected an object (a section of settings), found \(value.summary)")
                }
            }
            guard let value = document.value(at: field.key) else { continue }
            guard field.kind.accepts(value) else {
                throw .invalidValue(file: path, key: field.id, line: lines[field.key],
                                    reason: "expected \(field.kind.expectation), found \(value.summary)")
            }
            if let limits = field.integerLimits, case .number(let text) = value, !limits.contains(text) {
                throw .invalidValue(file: path, key: field.id, line: lines[field.key], reason: "\(text) is outside \(limits)")
            }
        }
    }

    /// `value` clamped to `range`, with a report; nil when it is within it.
    private static func clamp(_ value: JSON, field: SettingsField, range: SettingsRange) -> (JSON, ClampedSetting)? {
        guard case .number(let text) = value, let number = Double(text) else { return nil }
        let bounded = min(max(number, range.lower), range.upper)
        guard bounded != number else { return nil }
        let found = SettingsValue(value, kind: field.kind)
        let json: JSON = field.kind == .integer ? .number(SettingsValue.format(bounded)) : .number("\(bounded)")
        let report = ClampedSetting(id: field.id, title: field.title, found: found,
                                    clamped: SettingsValue(json, kind: field.kind), range: range)
        return (json, report)
    }

    /// `base` with `top`'s values: objects merged member by member, `top`'s extra members added.
    static func overlay(_ base: JSON, with top: JSON) -> JSON {
        guard case .object(var members) = base, case .object(let topMembers) = top else { return top }
        for member in topMembers {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = overlay(members[index].value, with: member.value)
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// `tree` with the members of `document` it lacks appended, object by object.
    static func keepingUnknownKeys(_ tree: JSON, from document: JSON) -> JSON {
        guard case .object(var members) = tree, case .object(let old) = document else { return tree }
        for member in old {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = keepingUnknownKeys(members[index].value, from: member.value)
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// `json`'s objects with their keys in declaration order.
    private func ordered(_ json: JSON, key: [String]) -> JSON {
        guard case .object(let members) = json else { return json }
        let order = description.keyOrder[key] ?? []
        var result: [JSON.Member] = []
        result.reserveCapacity(members.count)
        var used = Set<String>()
        for name in order {
            if let member = members.first(where: { $0.key == name }) {
                result.append(JSON.Member(key: name, value: ordered(member.value, key: key + [name])))
                used.insert(name)
            }
        }
        for member in members where !used.contains(member.key) { result.append(member) }
        return .object(result)
    }
}
