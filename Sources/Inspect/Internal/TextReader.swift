import Builders

/// One node of a Text's storage, as a ``NodeReader`` reads it.
enum TextPart {
    /// `storage|verbatim`: a string shown as is.
    case verbatim(String)
    /// `storage|anyTextStorage` holding a `LocalizedTextStorage`: the key's format, its
    /// arguments when it has formatting, and where its translations are (`table`, `bundle`).
    case localized(format: String, arguments: [TextArgument]?, source: LocalizationSource)
    /// `storage|anyTextStorage` holding a `ConcatenatedTextStorage`: `first` then `second`.
    case concatenated(first: Any, second: Any)
    // MARK: Dates, attributed strings and images
    /// A storage that reads as fixed characters: a date (`DateTextStorage`), an attributed
    /// string (`AttributedStringTextStorage|str`) or an image (`AttachmentTextStorage|image`).
    case rendered(String)
}

/// One argument of a localized key's format.
enum TextArgument {
    /// A number or a string.
    case value(FormatString.Argument)
    /// A Text interpolated into the key.
    case text(Any)
    /// A value with its format style (`"\(x, format: .number)"`), formatted in the locale read.
    case formatted(format: Any, input: Any)
}

/// Where a localized key's translations are: its strings table (`Localizable` when nil) in its
/// bundle (the main bundle when nil).
struct LocalizationSource {
    /// The strings table.
    var table: String?
    /// The bundle holding the `.lproj` folders.
    var bundle: Bundle?

    /// No table or bundle named.
    static let main = LocalizationSource(table: nil, bundle: nil)

    /// The key's translation for `locale`: the table's entry in the bundle's `.lproj` folder named
    /// by the locale's identifier (`en_AU` as `en-AU.lproj`), else by its language (`en.lproj`),
    /// or the key itself when there is none.
    func translation(of key: String, in locale: Locale) -> String {
        var folders = [locale.identifier.replacingOccurrences(of: "_", with: "-")]
        if let language = locale.language.languageCode?.identifier { folders.append(language) }
        let source = bundle ?? Bundle.main
        guard let path = folders.lazy.compactMap({ source.path(forResource: $0, ofType: "lproj") }).first,
              let localized = Bundle(path: path)
        else { return key }
        return localized.localizedString(forKey: key, value: key, table: table)
    }
}

/// Reads the characters of a Text: a verbatim string, a localized key with its format
/// filled in, or a concatenation, in order. The one algorithm for both reading
/// strategies; a ``NodeReader`` answers what each storage node holds.
enum TextReader {
    /// How deeply texts may nest inside format arguments.
    static let argumentDepthLimit = 64

    /// The text's characters, or nil when `text` is not laid out as a Text. With a `locale`, a
    /// localized key is read as its translation for it and a format style formats in it; without
    /// one, a key is read as written and a format style formats in its own locale.
    static func string(of text: Any, reader: NodeReader, locale: Locale? = nil) -> String? {
        string(of: text, reader: reader, locale: locale, depth: 0)
    }

    private static func string(of text: Any, reader: NodeReader, locale: Locale?, depth: Int) -> String? {
        guard depth <= argumentDepthLimit else { return nil }
        func translated(_ format: String, _ source: LocalizationSource) -> String {
            locale.map { source.translation(of: format, in: $0) } ?? format
        }
        // Most texts are one verbatim string or one key: no stack, no copy.
        switch reader.textPart(of: text) {
        case .verbatim(let string): return string
        case .localized(let format, nil, let source): return translated(format, source)
        case .rendered(let string): return string
        case nil: return nil
        default: break
        }
        var result = ""
        // In-order walk of a concatenation tree with an explicit stack.
        var stack: [Any] = [text]
        while let next = stack.popLast() {
            switch reader.textPart(of: next) {
            case .verbatim(let string):
                result += string
            case .localized(let format, nil, let source):
                result += translated(format, source)
            case .rendered(let string):
                result += string
            case .localized(let format, let arguments?, let source):
                var filled: [FormatString.Argument] = []
                filled.reserveCapacity(arguments.count)
                for argument in arguments {
                    switch argument {
                    case .value(let value):
                        filled.append(value)
                    case .text(let inner):
                        guard let string = string(of: inner, reader: reader, locale: locale, depth: depth + 1) else { return nil }
                        filled.append(.string(string))
                    case .formatted(let style, let input):
                        filled.append(.string(FormatStyleValue.render(format: style, input: input, locale: locale) ?? ""))
                    }
                }
                result += FormatString.fill(translated(format, source), with: filled)
            case .concatenated(let first, let second):
                stack.append(second)
                stack.append(first)
            case nil:
                return nil
            }
        }
        return result
    }

    /// A Text's storage node read by label.
    static func labelledPart(of text: Any, types: TypeCache) -> TextPart? {
        guard let storage = MirrorReader.descendant(text, "storage"),
              let (label, payload) = Self.firstChild(of: storage)
        else { return nil }
        switch label {
        case "verbatim":
            return (payload as? String).map(TextPart.verbatim)
        case "anyTextStorage":
            switch types.baseName(of: type(of: payload)) {
            case "LocalizedTextStorage":
                guard let key = MirrorReader.descendant(payload, "key"),
                      let format = MirrorReader.descendant(key, "key") as? String
                else { return nil }
                let source = LocalizationSource(
                    table: MirrorReader.descendant(payload, "table") as? String,
                    bundle: MirrorReader.descendant(payload, "bundle") as? Bundle)
                guard MirrorReader.descendant(key, "hasFormatting") as? Bool ?? false else {
                    return .localized(format: format, arguments: nil, source: source)
                }
                let values = MirrorReader.descendant(key, "arguments").map { Mirror(reflecting: $0).children.map(\.value) } ?? []
                return .localized(format: format, arguments: values.map(labelledArgument), source: source)
            case "ConcatenatedTextStorage":
                guard let first = MirrorReader.descendant(payload, "first"),
                      let second = MirrorReader.descendant(payload, "second")
                else { return nil }
                return .concatenated(first: first, second: second)
            default:
                return VisualTextParts.labelledPart(of: payload, storageName: types.baseName(of: type(of: payload)), types: types)
            }
        default:
            return nil
        }
    }

    /// A storage's one child, its case's label and payload (by case for an enum, else by `Mirror`).
    private static func firstChild(of storage: Any) -> (label: String?, value: Any)? {
        if EnumCaseReader.isEnum(type(of: storage)) { return EnumCaseReader.payload(of: storage) }
        return Mirror(reflecting: storage).children.first.map { ($0.label, $0.value) }
    }

    /// One format argument read by label, from its `storage` case.
    private static func labelledArgument(_ value: Any) -> TextArgument {
        guard let storage = MirrorReader.descendant(value, "storage"),
              let child = Self.firstChild(of: storage)
        else { return .value(.string(String(describing: value))) }
        switch child.value {
        case let integer as Int64: return .value(.integer(integer))
        case let unsigned as UInt64: return .value(.unsigned(unsigned))
        case let double as Double: return .value(.double(double))
        case let string as String: return .value(.string(string))
        default:
            if child.label == "text" { return .text(child.value) }
            if child.label == "formatStyleValue",
               let format = MirrorReader.descendant(child.value, "format"),
               let input = MirrorReader.descendant(child.value, "input") {
                return .formatted(format: format, input: input)
            }
            return .value(.string(String(describing: child.value)))
        }
    }
}

extension Text {
    /// This Text's storage node, read without `Mirror`.
    var textPart: TextPart? {
        switch storage {
        case .verbatim(let string):
            return .verbatim(string)
        case .anyTextStorage(let storage):
            if let localized = storage as? LocalizedTextStorage {
                let key = localized.key
                let source = LocalizationSource(table: localized.table, bundle: localized.bundle)
                guard key.hasFormatting else { return .localized(format: key.key, arguments: nil, source: source) }
                let arguments: [TextArgument] = key.arguments.map { argument in
                    switch argument.storage {
                    case .integer(let value): .value(.integer(value))
                    case .unsignedInteger(let value): .value(.unsigned(value))
                    case .floatingPoint(let value): .value(.double(value))
                    case .string(let value): .value(.string(value))
                    case .text(let inner): .text(inner)
                    case .formatStyleValue(let value): .formatted(format: value.format, input: value.input)
                    }
                }
                return .localized(format: key.key, arguments: arguments, source: source)
            }
            if let concatenated = storage as? ConcatenatedTextStorage {
                return .concatenated(first: concatenated.first, second: concatenated.second)
            }
            return VisualTextParts.ownPart(of: storage)
        }
    }
}
