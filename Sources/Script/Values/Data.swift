import Foundation
import ScriptSyntax

/// Foundation's `Data` in view code: bytes made from a string's UTF-8 (`Data(text.utf8)`), read
/// from a file (`Data(contentsOf: url)`, which throws as Foundation does), made by `JSONEncoder`,
/// and read back as text (`String(data:encoding:)`, `String(decoding:as:)`). It is held as
/// Foundation's own value, so that what view code does with it is what Foundation does.
enum DataValue {
    /// `Data(…)` and the `String` initialisers that read data; nil for another call.
    static func construct(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("Data", []):
            return .swiftValue(Data())
        case ("Data", [nil]):
            // `Data(text.utf8)`, `Data([1, 2, 3])`, `Data(other)`.
            switch arguments[0].value {
            case .swiftValue(let data as Data): return .swiftValue(data)
            case .array(let elements):
                let bytes = try elements.map { element -> UInt8 in
                    guard case .int(let number) = element, let byte = UInt8(exactly: number) else {
                        throw Diagnostic(location: location, message: "expected bytes (whole numbers from 0 to 255) for Data(_:), found \(element.kindDescription)")
                    }
                    return byte
                }
                return .swiftValue(Data(bytes))
            case let other:
                throw Diagnostic(location: location, message: "expected bytes such as text.utf8 for Data(_:), found \(other.kindDescription)")
            }
        case ("Data", ["contentsOf"]), ("Data", ["contentsOf", "options"]):
            return .swiftValue(try read(try fileURL(arguments[0].value, at: location), "Data(contentsOf:)", at: location))
        case ("String", ["data", "encoding"]):
            // `String(data: data, encoding: .utf8)`: nil when the bytes are not text in the encoding.
            let data = try bytes(arguments[0].value, at: location)
            return String(data: data, encoding: try encoding(arguments[1].value, at: location)).map(Value.string) ?? .null
        case ("String", ["decoding", "as"]):
            // `String(decoding: data, as: UTF8.self)`: invalid bytes become U+FFFD.
            return .string(String(decoding: try bytes(arguments[0].value, at: location), as: UTF8.self))
        case ("String", ["contentsOf"]), ("String", ["contentsOf", "encoding"]):
            let url = try fileURL(arguments[0].value, at: location)
            let encoding = arguments.count == 2 ? try encoding(arguments[1].value, at: location) : .utf8
            let data = try read(url, "String(contentsOf:)", at: location)
            guard let text = String(data: data, encoding: encoding) else {
                // What Foundation throws for bytes that are not text in the encoding.
                throw ThrownError(CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSURLErrorKey: url]), at: location)
            }
            return .string(text)
        default:
            return nil
        }
    }

    /// The most a file read may hold: an app's resource, not a disk image.
    static let readLimit = 64 << 20

    /// The bytes of the file at `url`, as `Data(contentsOf:)` reads them: Foundation's error
    /// thrown into view code when it cannot; a URL of the network, a file larger than
    /// ``readLimit`` or one that is not a regular file (a device that never ends) is an error of the
    /// reading, so that the reader never waits.
    static func read(_ url: URL, _ call: String, at location: SourceLocation) throws -> Data {
        guard url.isFileURL else {
            throw ThrownError(ReaderFoundationError(message: "the reader does not reach the network: \(call)"), at: location)
        }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) {
            if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
                throw Diagnostic(location: location, message: "not supported by the reader: \(call) of \(url.path), which is not a regular file")
            }
            if let size = attributes[.size] as? Int, size > readLimit {
                throw Diagnostic(location: location, message: "not supported by the reader: \(call) of a file larger than \(readLimit >> 20) MB")
            }
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ThrownError(error, at: location)
        }
    }

    /// `data.count`, `data.isEmpty`; nil for another member.
    static func member(of data: Data, _ name: String) -> Value? {
        switch name {
        case "count": .int(data.count)
        case "isEmpty": .bool(data.isEmpty)
        case "description": .string(data.description)
        default: nil
        }
    }

    /// The data a value holds.
    static func bytes(_ value: Value, at location: SourceLocation) throws -> Data {
        guard case .swiftValue(let data as Data) = value else {
            throw Diagnostic(location: location, message: "expected Data, found \(value.kindDescription)")
        }
        return data
    }

    /// A file's URL: a URL, or a path.
    static func fileURL(_ value: Value, at location: SourceLocation) throws -> URL {
        switch value {
        case .url(let url): return url
        case let text where text.isStringLike: return URL(fileURLWithPath: text.text ?? "")
        default: throw Diagnostic(location: location, message: "expected a file's URL, found \(value.kindDescription)")
        }
    }

    /// `.utf8`, `.utf16`, `.ascii`, `.isoLatin1`, `.unicode`.
    static func encoding(_ value: Value, at location: SourceLocation) throws -> String.Encoding {
        let encodings: [String: String.Encoding] = [
            "utf8": .utf8, "utf16": .utf16, "ascii": .ascii, "isoLatin1": .isoLatin1, "unicode": .unicode,
            "utf16BigEndian": .utf16BigEndian, "utf16LittleEndian": .utf16LittleEndian,
        ]
        guard case .member(let name) = value, let encoding = encodings[name] else {
            throw Diagnostic(location: location, message: "expected a string encoding such as .utf8, found \(value.kindDescription)")
        }
        return encoding
    }
}
