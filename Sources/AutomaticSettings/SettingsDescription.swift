@_spi(Reflection) import Swift
import Foundation
import ReflectionUI

/// One setting: a leaf of the settings struct.
public struct SettingsField: Sendable, Equatable, Identifiable {
    /// The coding keys from the root to the field: `["smoothing", "grouped", "level"]`.
    public let key: [String]
    /// The property's name.
    public let name: String
    /// The name shown: the `displayName` option, or one made from the name (``DisplayName``).
    public let displayName: String
    /// The display names from the root, as a review line names the field: `Smoothing › Grouped › Level`.
    public let title: String
    /// What the field holds.
    public let kind: SettingsFieldKind
    /// The field's type name.
    public let typeName: String
    /// Bounds from the `range` option.
    public let range: SettingsRange?
    /// Whether a change requires a restart (the field's option or its section's).
    public let requiresRestart: Bool
    /// The help line.
    public let help: String?
    /// Whether the `skip` option (on the field or a section around it) hides it.
    let isSkipped: Bool
    /// An integer field's type's bounds.
    let integerLimits: IntegerLimits?

    /// The key path as text: `smoothing.grouped.level`.
    public var id: String { key.joined(separator: ".") }
}

/// A nested struct: a section of the settings screens.
public struct SettingsSection: Sendable, Equatable, Identifiable {
    /// The coding keys from the root to the section.
    public let key: [String]
    /// The property's name.
    public let name: String
    /// The section's title.
    public let displayName: String
    /// The header text from the `header` option.
    public let header: String?
    /// The footer text from the `footer` option.
    public let footer: String?
    /// The header view from the `header(_:content:)` option.
    public let headerView: SettingsSectionView?
    /// The footer view from the `footer(_:content:)` option.
    public let footerView: SettingsSectionView?
    /// The fields and sections inside, in declaration order, skipped ones left out.
    public let items: [SettingsItem]

    /// The key path as text.
    public var id: String { key.joined(separator: ".") }
}

/// A field or a section.
public indirect enum SettingsItem: Sendable, Equatable {
    /// A setting.
    case field(SettingsField)
    /// A nested struct.
    case section(SettingsSection)
}

/// What the settings screens show for a `Codable & Equatable` struct, read by reflection and
/// Codable, without code generation:
///
/// - the fields, in declaration order, from the runtime's field records (what `Mirror` reads,
///   available from the type alone, with each field's offset, so that the options' key paths
///   are matched to fields by `MemoryLayout.offset(of:)` and type);
/// - each field's coding key and current value from the struct's Codable form (a field its
///   Codable form leaves out is not a setting);
/// - its kind from its type: `Bool`, any `FixedWidthInteger`, `Double`/`Float`, `String`, a
///   `CaseIterable` enum with `String` raw values, a nested struct (a section, at any depth), or
///   any other Codable type (``SettingsFieldKind/unsupported``);
/// - its options from the ``SettingsOptions`` table.
///
/// Values are read and written through the Codable form (``AutomaticSettingsViewModel``).
public struct SettingsDescription<Settings: Codable & Equatable>: Sendable {
    /// The top-level fields and sections, skipped ones left out.
    public let items: [SettingsItem]
    /// Every field shown, depth first in declaration order: the order of the review.
    public let fields: [SettingsField]
    /// Every field, skipped ones included.
    let allFields: [SettingsField]
    /// The keys of each object in declaration order, by the object's key path.
    let keyOrder: [[String]: [String]]
    /// How each field of a type without a control of its own reaches the mapping registry, by field id.
    let customTypes: [String: SettingsCustomType]
    /// The side effects with the key path of what they watch, in the table's order.
    let sideEffects: [(key: [String], effect: @Sendable (Settings, Settings) -> Void)]

    /// Describes `Settings`, whose default values are `defaults`, with `options`.
    public init(defaults: Settings, options: SettingsOptions<Settings> = []) throws(SettingsError) {
        let typeName = String(describing: Settings.self)
        guard Mirror(reflecting: defaults).displayStyle == .struct else {
            throw .unsupportedSettings(type: typeName, reason: "settings must be a struct")
        }
        let encoded = try SettingsCoder.encode(defaults)
        var builder = Builder(options: options)
        let top = builder.walk(Settings.self, encoded: encoded, key: [], titles: [], offset: 0, inherited: .none, depth: 0)
        if let outside = builder.defaultsOutsideRanges.first {
            throw .invalidOption(index: outside.index, option: "range", reason: outside.reason)
        }
        for (index, option) in options.enumerated() where !builder.matched.contains(index) {
            let reason = option.offset == nil
                ? "the key path does not name a stored property"
                : "the key path names no setting (a field the Codable form leaves out, or inside a value without fields)"
            throw .invalidOption(index: index, option: option.attribute.name, reason: reason)
        }
        items = top
        allFields = builder.fields
        fields = builder.fields.filter { !$0.isSkipped }
        keyOrder = builder.keyOrder
        customTypes = builder.customTypes
        sideEffects = builder.sideEffects.sorted { $0.index < $1.index }.map { ($0.key, $0.effect) }
    }

    /// The field whose key path text is `id` (`smoothing.grouped.level`).
    public func field(_ id: String) -> SettingsField? {
        allFields.first { $0.id == id }
    }

    private struct OptionKey: Hashable {
        let offset: Int
        let type: ObjectIdentifier
    }

    private struct Builder {
        let optionsByField: [OptionKey: [(index: Int, attribute: SettingsOption<Settings>.Attribute)]]
        var matched: Set<Int> = []
        var fields: [SettingsField] = []
        var keyOrder: [[String]: [String]] = [:]
        var customTypes: [String: SettingsCustomType] = [:]
        /// Range options whose field's default value is outside them: (option index, reason).
        var defaultsOutsideRanges: [(index: Int, reason: String)] = []
        var sideEffects: [(index: Int, key: [String], effect: @Sendable (Settings, Settings) -> Void)] = []

        init(options: SettingsOptions<Settings>) {
            var table: [OptionKey: [(index: Int, attribute: SettingsOption<Settings>.Attribute)]] = [:]
            for (index, option) in options.enumerated() {
                guard let offset = option.offset else { continue }
                table[OptionKey(offset: offset, type: option.valueType), default: []].append((index, option.attribute))
            }
            optionsByField = table
        }

        /// The options of the field at `offset` of type `type`, folded: the last of each attribute wins.
        mutating func options(offset: Int, type: Any.Type, key: [String]) -> Folded {
            var folded = Folded()
            for (index, attribute) in optionsByField[OptionKey(offset: offset, type: ObjectIdentifier(type))] ?? [] {
                matched.insert(index)
                switch attribute {
                case .skip: folded.skip = true
                case .range(let range): (folded.range, folded.rangeIndex) = (range, index)
                case .requiresRestart: folded.restart = true
                case .sideEffect(let effect): sideEffects.append((index, key, effect))
                case .displayName(let name): folded.displayName = name
                case .help(let text): folded.help = text
                case .header(let text): (folded.header, folded.headerView) = (text, nil)
                case .footer(let text): (folded.footer, folded.footerView) = (text, nil)
                case .headerView(let make): (folded.header, folded.headerView) = (nil, SettingsSectionView(index: index, maker: make))
                case .footerView(let make): (folded.footer, folded.footerView) = (nil, SettingsSectionView(index: index, maker: make))
                }
            }
            return folded
        }

        struct Folded {
            var skip = false
            var range: SettingsRange?
            var rangeIndex = 0
            var restart = false
            var displayName: String?
            var help: String?
            var header: String?
            var footer: String?
            var headerView: SettingsSectionView?
            var footerView: SettingsSectionView?
        }

        mutating func walk(_ type: Any.Type, encoded: JSON, key: [String], titles: [String], offset: Int, inherited: Inherited, depth: Int) -> [SettingsItem] {
            var records: [(name: String, offset: Int, type: Any.Type)] = []
            _ = _forEachField(of: type, options: []) { name, fieldOffset, fieldType, _ in
                records.append((String(cString: name), fieldOffset, fieldType))
                return true
            }
            var items: [SettingsItem] = []
            var order: [String] = []
            for record in records {
                guard let value = encoded[record.name] else { continue }
                order.append(record.name)
                let fieldKey = key + [record.name]
                let absolute = offset + record.offset
                let folded = options(offset: absolute, type: record.type, key: fieldKey)
                let displayName = folded.displayName ?? DisplayName.from(record.name)
                let here = Inherited(restart: inherited.restart || folded.restart, skip: inherited.skip || folded.skip)
                if let kind = Self.leafKind(record.type, value: value) {
                    let field = SettingsField(
                        key: fieldKey, name: record.name, displayName: displayName,
                        title: (titles + [displayName]).joined(separator: " › "), kind: kind,
                        typeName: String(describing: record.type), range: kind == .integer || kind == .floatingPoint ? folded.range : nil,
                        requiresRestart: here.restart, help: folded.help, isSkipped: here.skip,
                        integerLimits: IntegerLimits(record.type))
                    fields.append(field)
                    if let range = field.range, case .number(let text) = value, let number = Double(text),
                       !(range.lower...range.upper).contains(number) {
                        defaultsOutsideRanges.append((folded.rangeIndex, "the default value \(text) of \(field.id) is outside \(range)"))
                    }
                    if kind == .unsupported, let custom = SettingsCustomType.bridge(of: record.type) { customTypes[field.id] = custom }
                    if !here.skip { items.append(.field(field)) }
                } else {
                    let inner = depth < 64
                        ? walk(record.type, encoded: value, key: fieldKey, titles: titles + [displayName], offset: absolute, inherited: here, depth: depth + 1)
                        : []
                    let section = SettingsSection(key: fieldKey, name: record.name, displayName: displayName,
                                                  header: folded.header, footer: folded.footer,
                                                  headerView: folded.headerView, footerView: folded.footerView, items: inner)
                    if !here.skip { items.append(.section(section)) }
                }
            }
            keyOrder[key] = order
            return items
        }

        /// The kind of a leaf field; nil for a nested struct (a section).
        static func leafKind(_ type: Any.Type, value: JSON) -> SettingsFieldKind? {
            if type == Bool.self { return .bool }
            if type == String.self { return .string }
            if type is any FixedWidthInteger.Type { return .integer }
            if type is any BinaryFloatingPoint.Type { return .floatingPoint }
            if case .string = value, let cases = stringCases(of: type) { return .choice(cases) }
            if case .object = value, !(type is any Collection.Type), isStruct(type) { return nil }
            return .unsupported
        }

        /// The raw values of a `CaseIterable` type whose raw values are strings.
        static func stringCases(of type: Any.Type) -> [String]? {
            guard let iterable = type as? any CaseIterable.Type else { return nil }
            func open<E: CaseIterable>(_: E.Type) -> [String]? {
                var cases: [String] = []
                for value in E.allCases {
                    guard let raw = (value as? any RawRepresentable)?.rawValue as? String else { return nil }
                    cases.append(raw)
                }
                return cases
            }
            return open(iterable)
        }

        static func isStruct(_ type: Any.Type) -> Bool {
            var hasFields = false
            let complete = _forEachField(of: type, options: []) { _, _, _, _ in
                hasFields = true
                return false
            }
            return complete || hasFields
        }
    }
}

/// The bounds of a fixed-width integer type, as decimal text, exact at any width.
struct IntegerLimits: Sendable, Equatable, CustomStringConvertible {
    let typeName: String
    let min: String
    let max: String

    init?(_ type: Any.Type) {
        guard let integer = type as? any FixedWidthInteger.Type else { return nil }
        func bounds<T: FixedWidthInteger>(_: T.Type) -> (String, String) { ("\(T.min)", "\(T.max)") }
        (min, max) = bounds(integer)
        typeName = String(describing: type)
    }

    /// `0…255 (UInt8)`.
    var description: String { "the range of \(typeName) (\(min)…\(max))" }

    /// Whether the integer written as `text` is within the bounds.
    func contains(_ text: String) -> Bool {
        Self.compare(text, min) >= 0 && Self.compare(text, max) <= 0
    }

    /// Compares two decimal integers written without leading zeros (as JSON writes them).
    static func compare(_ a: String, _ b: String) -> Int {
        let aNegative = a.hasPrefix("-"), bNegative = b.hasPrefix("-")
        if aNegative != bNegative { return aNegative ? -1 : 1 }
        let aDigits = aNegative ? a.dropFirst() : Substring(a)
        let bDigits = bNegative ? b.dropFirst() : Substring(b)
        var order = aDigits.count != bDigits.count ? (aDigits.count < bDigits.count ? -1 : 1)
            : (aDigits == bDigits ? 0 : (aDigits < bDigits ? -1 : 1))
        if aNegative { order = -order }
        return order
    }
}

/// What a section passes down to the fields inside.
private struct Inherited {
    var restart = false
    var skip = false
    static let none = Inherited()
}

/// The Codable form of settings, as an ordered JSON tree.
enum SettingsCoder {
    /// `value` encoded (by `JSONEncoder`) and read back as a tree.
    static func encode<Value: Encodable>(_ value: Value) throws(SettingsError) -> JSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw .unsupportedSettings(type: String(describing: Value.self), reason: "it cannot be encoded: \(error)")
        }
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(Array(data)).0
        } catch {
            throw .unsupportedSettings(type: String(describing: Value.self), reason: "its encoding is not JSON: \(error.message)")
        }
    }

    /// `Value` decoded from `json`; a failure names `file`, the key and the key's line.
    static func decode<Value: Decodable>(_ type: Value.Type, from json: JSON, file: String, lines: [[String]: Int]) throws(SettingsError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.compactText().utf8))
        } catch let error as DecodingError {
            let (path, reason): ([CodingKey], String) = switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            @unknown default:
                ([], "\(error)")
            }
            let keys = path.map { $0.intValue.map { "\($0)" } ?? $0.stringValue }
            throw .invalidValue(file: file, key: keys.joined(separator: "."), line: lines[keys], reason: reason)
        } catch {
            throw .invalidValue(file: file, key: "", line: nil, reason: "\(error)")
        }
    }
}
