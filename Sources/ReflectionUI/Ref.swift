import Builders
import Foundation
import Observation

/// The type-erased part of a ``Ref``: what the editor needs without knowing the value's type.
///
/// Every ``Ref`` is an `AnyRef`; the class cannot be made or subclassed outside this module.
public class AnyRef: @unchecked Sendable {
    /// The lock that guards the value, its bounds and its observer.
    let lock = NSLock()
    /// The static type of the value.
    public let valueType: Any.Type
    private var _state: Ref<[String: Any]>?
    /// The running apps' trackers that read the box (guarded by the lock), told about writes.
    private var trackers: [CurrentStateTracker] = []

    init(valueType: Any.Type) {
        self.valueType = valueType
    }

    /// The value's type name, such as `Int` or `Size`.
    public var typeName: String { String(describing: valueType) }

    /// The current value, type-erased.
    public var anyValue: Any { readAny() }

    func readAny() -> Any { () }

    /// Tells a running app's dependency tracking that the caller reads the value, without
    /// copying it: a body calling this is evaluated again when the value changes.
    func observe() {}

    /// Reports a read: to the running app evaluating a body or building a subtree on this thread
    /// (``CurrentStateTracker``), which counts it for the innermost view only; elsewhere to
    /// Observation, through `access`.
    func track(access: () -> Void) {
        guard let current = CurrentStateTracker.current, let tracker = current.tracker else {
            access()
            return
        }
        lock.lock()
        if !trackers.contains(where: { $0 === current }) {
            trackers.removeAll { $0.tracker == nil }
            trackers.append(current)
        }
        lock.unlock()
        tracker.stateDidRead(self)
    }

    /// Tells the running apps that read the box that it was written. Call outside the lock.
    func reportWrite() {
        lock.lock()
        let readers = trackers
        lock.unlock()
        for reader in readers { reader.tracker?.stateDidChange(self) }
    }

    /// The dictionary a view mapping keeps its own state in between redraws
    /// (``ViewMappingContext/state``): one per property, made on first use.
    var mappingState: Ref<[String: Any]> {
        lock.lock()
        defer { lock.unlock() }
        if let state = _state { return state }
        let state = Ref<[String: Any]>([:])
        _state = state
        return state
    }
}

/// A box giving a value reference semantics: what `$name` of a ``MirrorUI`` property is.
///
/// Writes through `value` are seen by the property and by every other holder of the box.
///
/// - Bounds: for `Comparable` values, ``min`` and ``max`` (or `@MirrorUI(range:)`) clamp the
///   current value when they are set and every later write, from the editor or from code.
///   When `min` is above `max`, `max` wins. A value that is not equal to itself (NaN) is
///   replaced by the lower bound (the upper one when only `max` is set).
/// - Observer: ``didSet`` is called after every write with the stored (clamped) value, and
///   when setting a bound changes the value. Swift's property observers on the marked
///   property do not fire for writes made through the box (the editor's), so use this one.
/// - Observation: `Ref` is `Observable`: a running app's view that reads ``value`` in its body
///   is drawn again when the value changes, whoever writes it. In a running app a read counts
///   for the innermost view reading it only (its row in a ``MirrorView``), not for the views
///   containing that one, so a write draws that view again and reuses the others' layouts.
/// - Threads: the value is guarded by a lock, so any thread may read or write it; a reader
///   never sees a torn or unclamped value. `didSet` runs on the writing thread after the lock
///   is released — on the main actor for edits made in the editor, which the terminal runtime
///   drives from the main actor. A `Ref` is `Sendable` when its value is.
public final class Ref<T>: AnyRef {
    private var storage: T
    private var bounds: Bounds<T>?
    private var observer: (@Sendable (T) -> Void)?
    private let registrar = ObservationRegistrar()

    /// A box holding `value`.
    public init(_ value: T) {
        storage = value
        super.init(valueType: T.self)
    }

    /// The value: reading and writing are safe from any thread; writes are clamped to the bounds.
    public var value: T {
        get {
            track { registrar.access(self, keyPath: \.value) }
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) {
                lock.lock()
                let stored = bounds?.clamp(newValue) ?? newValue
                storage = stored
                let observer = observer
                lock.unlock()
                observer?(stored)
            }
            reportWrite()
        }
    }

    /// Called after every write with the stored value, on the writing thread (see the type's notes).
    public var didSet: (@Sendable (T) -> Void)? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return observer
        }
        set {
            lock.lock()
            observer = newValue
            lock.unlock()
        }
    }

    override func readAny() -> Any { value }

    override func observe() {
        track { registrar.access(self, keyPath: \.value) }
    }

    /// Changes the bounds, clamps the stored value, and reports a change to ``didSet``.
    fileprivate func updateBounds(_ update: (Bounds<T>?) -> Bounds<T>) {
        registrar.withMutation(of: self, keyPath: \.value) { updateBoundsLocked(update) }
        reportWrite()
    }

    private func updateBoundsLocked(_ update: (Bounds<T>?) -> Bounds<T>) {
        lock.lock()
        let newBounds = update(bounds)
        bounds = newBounds
        let old = storage
        let stored = newBounds.clamp(old)
        storage = stored
        let observer = newBounds.isSame(old, stored) ? nil : observer
        lock.unlock()
        observer?(stored)
    }

    fileprivate var currentBounds: Bounds<T>? {
        track { registrar.access(self, keyPath: \.value) }
        lock.lock()
        defer { lock.unlock() }
        return bounds
    }
}

extension Ref: @unchecked Sendable where T: Sendable {}

/// A box's bounds; only `Comparable` values have any (``ComparableBounds``).
class Bounds<T> {
    func clamp(_ value: T) -> T { value }
    func isSame(_ a: T, _ b: T) -> Bool { false }
    var lowerValue: T? { nil }
    var upperValue: T? { nil }
}

/// The bounds of a `Comparable` value.
final class ComparableBounds<T: Comparable>: Bounds<T> {
    let lower: T?
    let upper: T?

    init(lower: T?, upper: T?) {
        self.lower = lower
        self.upper = upper
    }

    override var lowerValue: T? { lower }
    override var upperValue: T? { upper }

    /// `value` within the bounds; NaN becomes the lower bound (or the upper one); when the
    /// lower bound is above the upper one, the upper one wins.
    override func clamp(_ value: T) -> T {
        if value != value, let bound = lower ?? upper { return bound }
        var result = value
        if let lower, result < lower { result = lower }
        if let upper, result > upper { result = upper }
        return result
    }

    override func isSame(_ a: T, _ b: T) -> Bool { a == b }
}

extension Ref where T: Comparable {
    /// The smallest value the box holds; setting it clamps the current value.
    public var min: T? {
        get { currentBounds?.lowerValue }
        set { updateBounds { ComparableBounds(lower: newValue, upper: $0?.upperValue) } }
    }

    /// The largest value the box holds; setting it clamps the current value.
    public var max: T? {
        get { currentBounds?.upperValue }
        set { updateBounds { ComparableBounds(lower: $0?.lowerValue, upper: newValue) } }
    }

    /// Both bounds as a range, or nil unless both are set (and the lower is not above the upper).
    public var range: ClosedRange<T>? {
        guard let lower = min, let upper = max, lower <= upper else { return nil }
        return lower...upper
    }
}

extension Ref: Observable {}
