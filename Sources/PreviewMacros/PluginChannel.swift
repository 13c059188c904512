import Foundation

/// The plugin's two pipes: each message is an 8-byte little-endian length, then that many bytes
/// of JSON.
struct PluginChannel {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message as a JSON object, or nil when the compiler closes the pipe (or sends
    /// something that is not a message, which ends the plugin as a closed pipe does).
    mutating func receive() -> [String: Any]? {
        guard let header = read(count: 8), header.count == 8 else { return nil }
        var length = 0
        for (index, byte) in header.enumerated() { length |= Int(byte) << (8 * index) }
        guard length > 0, length < 1 << 30, let body = read(count: length), body.count == length,
              let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return nil }
        return object
    }

    /// Writes `message` as one framed JSON message.
    func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var header = Data(count: 8)
        for index in 0..<8 { header[index] = UInt8(truncatingIfNeeded: body.count >> (8 * index)) }
        output.write(header + body)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try? input.read(upToCount: count - data.count), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }
}
