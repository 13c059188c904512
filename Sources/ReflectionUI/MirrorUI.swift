/// Marks a property for the reflection editor (``MirrorView``), as MirrorUI's `@MirrorUI`.
///
///     @MainActor final class Settings {
///         static let shared = Settings()
///         @MirrorUI var lives = 4
///         @MirrorUI(range: 0...20) var damage = 5.3
///         init() {
///             $lives.min = 0
///             $lives.max = 99
///             $lives.didSet = { print("lives:", $0) }
///         }
///     }
///
/// The value lives in a ``Ref`` box (`$lives`), so the editor's writes are seen through the
/// property, and copies of a struct holding marked properties share them. Property observers
/// written on the property (`var lives = 4 { didSet { … } }`) do not run for the editor's
/// writes: set the box's ``Ref/didSet`` instead. Reading and writing are safe from any thread
/// (see ``Ref``); a class whose stored properties are all marked never reassigns them after
/// `init`, so it may be declared `@unchecked Sendable` and read from any thread.
@propertyWrapper
public struct MirrorUI<T> {
    private let ref: Ref<T>

    /// Marks a property whose initial value is `wrappedValue`.
    public init(wrappedValue: T) {
        ref = Ref(wrappedValue)
    }

    /// The value, read and written through the box.
    public var wrappedValue: T {
        get { ref.value }
        nonmutating set { ref.value = newValue }
    }

    /// The box, as `$name`: its `value`, `didSet`, and for `Comparable` values `min` and `max`.
    public var projectedValue: Ref<T> { ref }
}

extension MirrorUI where T: Comparable {
    /// Marks a property bounded by `range`; the initial value is clamped into it.
    public init(wrappedValue: T, range: ClosedRange<T>) {
        ref = Ref(wrappedValue)
        ref.min = range.lowerBound
        ref.max = range.upperBound
    }
}

extension MirrorUI: @unchecked Sendable where T: Sendable {}

/// A stored property made by `@MirrorUI`, recognised by the reflection walk.
protocol MarkedProperty {
    /// The box.
    var anyRef: AnyRef { get }
    /// The box of the property stored at `address` (a ``FieldPlan`` loads it there).
    static func loadRef(at address: UnsafeRawPointer) -> AnyRef
    /// Whether the value can hold marked properties of its own (``FieldPlans/mayNest(_:)``).
    static var valueMayNest: Bool { get }
}

extension MirrorUI: MarkedProperty {
    var anyRef: AnyRef { ref }

    static func loadRef(at address: UnsafeRawPointer) -> AnyRef {
        address.load(as: MirrorUI<T>.self).ref
    }

    static var valueMayNest: Bool { FieldPlans.mayNest(T.self) }
}
