import Foundation

/// A value kept for the app across runs, as SwiftUI's `@AppStorage("key") var count = 0`: views
/// that read it are drawn again when it changes. Values live in the app's own durable file
/// (``AppStorageFile``), or in the `UserDefaults` passed as `store:`.
///
/// Bool, Int, Double, String, URL, Data and Date values, raw-representable values whose raw
/// value is an Int or a String, and optionals of each (nil removes the key), as SwiftUI allows.
@propertyWrapper
public struct AppStorage<Value> {
    private let slot: StorageSlot<Value>

    /// The stored value, or the default when none is stored (or the stored one has another type).
    public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    /// A binding to the stored value, as `$count`.
    public var projectedValue: Binding<Value> { slot.binding }

    init(_ key: String, store: UserDefaults?, default value: Value, _ coding: StorageCoding<Value>) {
        slot = StorageSlot(key: key, file: AppStorageFile.store(for: store), default: value, coding: coding)
    }
}

extension AppStorage {
    /// A stored Bool.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store: store, default: wrappedValue, .bool)
    }
    /// A stored Int.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store: store, default: wrappedValue, .int)
    }
    /// A stored Double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, store: store, default: wrappedValue, .double)
    }
    /// A stored String.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store: store, default: wrappedValue, .string)
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, store: store, default: wrappedValue, .url)
    }
    /// A stored Data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store: store, default: wrappedValue, .data)
    }
    /// A stored Date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, store: store, default: wrappedValue, .date)
    }
    /// A stored value of a type whose raw value is an Int.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store: store, default: wrappedValue, .raw(.int))
    }
    /// A stored value of a type whose raw value is a String.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store: store, default: wrappedValue, .raw(.string))
    }
    /// An optional stored Bool.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store: store, default: nil, .optional(.bool))
    }
    /// An optional stored Int.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store: store, default: nil, .optional(.int))
    }
    /// An optional stored Double.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store: store, default: nil, .optional(.double))
    }
    /// An optional stored String.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store: store, default: nil, .optional(.string))
    }
    /// An optional stored URL.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, store: store, default: nil, .optional(.url))
    }
    /// An optional stored Data.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store: store, default: nil, .optional(.data))
    }
    /// An optional stored Date.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key, store: store, default: nil, .optional(.date))
    }
    /// An optional stored value of a type whose raw value is an Int.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key, store: store, default: nil, .optional(.raw(.int)))
    }
    /// An optional stored value of a type whose raw value is a String.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key, store: store, default: nil, .optional(.raw(.string)))
    }
}

extension AppStorage: Sendable where Value: Sendable {}
