/// Reads the characters of a Text by label: `storage|verbatim`, a localized
/// key at `storage|anyTextStorage|key` (its format filled with its arguments),
/// or a concatenation's `first` and `second`.
enum TextReader {
    /// How deeply texts may nest inside format arguments.
    static let argumentDepthLimit = 64

    /// The text's characters, or nil when `text` is not laid out as a Text.
    static func string(of text: Any, types: TypeCache) -> String? {
        string(of: text, types: types, depth: 0)
    }

    private static func string(of text: Any, types: TypeCache, depth: Int) -> String? {
        guard depth <= argumentDepthLimit else { return nil }
        var result = ""
        // In-order walk of a concatenation tree with an explicit stack.
        var stack: [Any] = [text]
        while let next = stack.popLast() {
            guard let storage = MirrorReader.descendant(next, "storage"),
                  let (label, payload) = Mirror(reflecting: storage).children.first.map({ ($0.label, $0.value) })
            else { return nil }
            switch label {
            case "verbatim":
                guard let string = payload as? String else { return nil }
                result += string
            case "anyTextStorage":
                switch types.baseName(of: type(of: payload)) {
                case "LocalizedTextStorage":
                    guard let key = MirrorReader.descendant(payload, "key"),
                          let format = MirrorReader.descendant(key, "key") as? String
                    else { return nil }
                    let hasFormatting = MirrorReader.descendant(key, "hasFormatting") as? Bool ?? false
                    guard hasFormatting else {
                        result += format
                        continue
                    }
                    let arguments = (MirrorReader.descendant(key, "arguments").map { Mirror(reflecting: $0).children.map(\.value) } ?? [])
                        .map { argument(from: $0, types: types, depth: depth) }
                    result += FormatString.fill(format, with: arguments)
                case "ConcatenatedTextStorage":
                    guard let first = MirrorReader.descendant(payload, "first"),
                          let second = MirrorReader.descendant(payload, "second")
                    else { return nil }
                    stack.append(second)
                    stack.append(first)
                default:
                    return nil
                }
            default:
                return nil
            }
        }
        return result
    }

    /// One format argument, read from its `storage` case.
    private static func argument(from value: Any, types: TypeCache, depth: Int) -> FormatString.Argument {
        guard let storage = MirrorReader.descendant(value, "storage"),
              let child = Mirror(reflecting: storage).children.first
        else { return .string(String(describing: value)) }
        switch child.value {
        case let integer as Int64: return .integer(integer)
        case let unsigned as UInt64: return .unsigned(unsigned)
        case let double as Double: return .double(double)
        case let string as String: return .string(string)
        default:
            if child.label == "text", let string = string(of: child.value, types: types, depth: depth + 1) {
                return .string(string)
            }
            return .string(String(describing: child.value))
        }
    }
}
