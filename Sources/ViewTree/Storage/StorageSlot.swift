import Foundation

/// One key of a store with its default and its coding: what `@AppStorage` and `@SceneStorage` hold.
final class StorageSlot<Value>: @unchecked Sendable {
    let key: String
    let file: AppStorageFile
    let defaultValue: Value
    let coding: StorageCoding<Value>

    init(key: String, file: AppStorageFile, default value: Value, coding: StorageCoding<Value>) {
        self.key = key
        self.file = file
        defaultValue = value
        self.coding = coding
    }

    var value: Value {
        get { file.value(forKey: key).flatMap(coding.decode) ?? defaultValue }
        set { file.set(coding.encode(newValue), forKey: key) }
    }

    /// A binding to the value, the projected value of both wrappers.
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// How a stored value becomes what a JSON file or `UserDefaults` holds, and back.
struct StorageCoding<Value> {
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?
}

extension StorageCoding where Value == Bool {
    static var bool: Self { Self(encode: { $0 }, decode: { $0 as? Bool }) }
}

extension StorageCoding where Value == Int {
    static var int: Self { Self(encode: { $0 }, decode: { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }) }
}

extension StorageCoding where Value == Double {
    static var double: Self { Self(encode: { $0 }, decode: { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }) }
}

extension StorageCoding where Value == String {
    static var string: Self { Self(encode: { $0 }, decode: { $0 as? String }) }
}

extension StorageCoding where Value == URL {
    static var url: Self { Self(encode: { $0.absoluteString }, decode: { ($0 as? String).flatMap(URL.init(string:)) }) }
}

extension StorageCoding where Value == Data {
    /// As base64 text in the JSON file.
    static var data: Self {
        Self(encode: { $0.base64EncodedString() }, decode: { ($0 as? Data) ?? ($0 as? String).flatMap { Data(base64Encoded: $0) } })
    }
}

extension StorageCoding where Value == Date {
    /// As seconds since 1 January 2001, as `UserDefaults` keeps a date's number.
    static var date: Self {
        Self(encode: { $0.timeIntervalSinceReferenceDate },
             decode: { ($0 as? Date) ?? ($0 as? NSNumber).map { Date(timeIntervalSinceReferenceDate: $0.doubleValue) } })
    }
}

extension StorageCoding where Value: RawRepresentable {
    /// As its raw value.
    static func raw(_ coding: StorageCoding<Value.RawValue>) -> Self {
        Self(encode: { coding.encode($0.rawValue) }, decode: { coding.decode($0).flatMap(Value.init(rawValue:)) })
    }
}

extension StorageCoding {
    /// An optional value: nil removes the key.
    static func optional<Wrapped>(_ coding: StorageCoding<Wrapped>) -> Self where Value == Wrapped? {
        Self(encode: { $0.flatMap(coding.encode) }, decode: { coding.decode($0) })
    }
}
