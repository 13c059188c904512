import Foundation

/// A value kept for a scene, as SwiftUI's `@SceneStorage("key") var tab = 0`. A terminal app has
/// one scene, which lasts as long as the run: the value is shared by every view that names the
/// key and kept in memory until the app quits (a terminal restores no scenes).
@propertyWrapper
public struct SceneStorage<Value> {
    private let slot: StorageSlot<Value>

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get { slot.value }
        nonmutating set { slot.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { slot.binding }

    init(_ key: String, default value: Value, _ coding: StorageCoding<Value>) {
        slot = StorageSlot(key: key, file: .scene, default: value, coding: coding)
    }
}

extension SceneStorage {
    /// A Bool kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key, default: wrappedValue, .bool) }
    /// An Int kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key, default: wrappedValue, .int) }
    /// A Double kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key, default: wrappedValue, .double) }
    /// A String kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key, default: wrappedValue, .string) }
    /// A URL kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key, default: wrappedValue, .url) }
    /// A Data kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key, default: wrappedValue, .data) }
    /// A value whose raw value is an Int, kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, default: wrappedValue, .raw(.int))
    }
    /// A value whose raw value is a String, kept for the scene.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, default: wrappedValue, .raw(.string))
    }
    /// An optional String kept for the scene.
    public init(_ key: String) where Value == String? { self.init(key, default: nil, .optional(.string)) }
    /// An optional Int kept for the scene.
    public init(_ key: String) where Value == Int? { self.init(key, default: nil, .optional(.int)) }
    /// An optional Bool kept for the scene.
    public init(_ key: String) where Value == Bool? { self.init(key, default: nil, .optional(.bool)) }
}
