import Foundation
import ReflectionUI

/// How a field of a type without a control of its own (``SettingsFieldKind/unsupported``) is
/// shown through the editor's mapping registry (``ReflectionUI/ViewMapper``), as MirrorUI shows
/// custom types: the draft's value is decoded into a ``ReflectionUI/Ref`` of the field's own type,
/// the registered ``ReflectionUI/ViewMapping`` for that type edits the box, and each write is
/// encoded back into the draft (``SettingsEditor/mappedView(of:)``).
///
/// It holds only a function of the field's type (a metatype, which never changes), so it may
/// cross threads.
struct SettingsCustomType: @unchecked Sendable {
    /// A box holding the value decoded from the JSON text `json`, whose writes call `write`
    /// with the new value's JSON text; nil when the text does not decode.
    let makeRef: (_ json: String, _ write: SettingsWrite) -> AnyRef?

    /// The bridge of a `Codable` type `T`.
    init<T: Codable>(_: T.Type) {
        makeRef = { json, write in
            // Wrapped in an array, so that any value (a string, a number) is a valid document.
            guard let value = try? JSONDecoder().decode([T].self, from: Data("[\(json)]".utf8)).first else { return nil }
            let ref = Ref(value)
            let encode = SettingsWrite { new in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                guard let new = new as? T, let data = try? encoder.encode([new]), data.count >= 2 else { return }
                write.call(String(decoding: data.dropFirst().dropLast(), as: UTF8.self))
            }
            ref.didSet = Self.forwarding(to: encode)
            return ref
        }
    }

    /// A `didSet` handing each value to `write`; made apart from `T`'s conformances, which a
    /// closure crossing threads must not hold.
    private static func forwarding<T>(to write: SettingsWrite) -> @Sendable (T) -> Void {
        { write.call($0) }
    }

    /// The bridge of `type`, when it is `Codable`.
    static func bridge(of type: Any.Type) -> SettingsCustomType? {
        guard let codable = type as? any Codable.Type else { return nil }
        func open<T: Codable>(_ type: T.Type) -> SettingsCustomType { SettingsCustomType(type) }
        return open(codable)
    }
}

/// A write back into the draft, called from the box's `didSet`: on the actor that edits the
/// settings (the UI's), as ``SettingsEditor`` is used from one actor at a time.
struct SettingsWrite: @unchecked Sendable {
    let call: (Any) -> Void
}
