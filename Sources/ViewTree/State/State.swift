/// A value a view owns and can change from its `body`, as `@State var count = 0`.
///
/// The value lives in a shared box, so copies of the view see the same value;
/// `$count` is a ``Binding`` to it. Outside a running app the box is the view value's
/// own; in a running app (the `Runtime` module) the box belongs to the view's position
/// in the tree, so the value survives the parent's `body` running again.
@propertyWrapper
public struct State<Value> {
    package let _location: StoredLocation<Value>

    /// Creates state with an initial value, as `@State var count = 0`.
    public init(wrappedValue value: Value) {
        _location = StoredLocation(value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { _location.current }
        nonmutating set { _location.current = newValue }
    }

    /// A binding to the value, as `$count`.
    public var projectedValue: Binding<Value> {
        let location = _location
        return Binding(get: { location.current }, set: { location.current = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The box that holds a ``State`` value.
///
/// A box made with a view value holds the value itself. A running app keeps one box per
/// view position and points the boxes of later values of the same view at it
/// (``redirect(to:)``), and tells a ``StateTracker`` about reads and writes, so that it
/// knows which bodies read which state.
public final class StoredLocation<Value> {
    package var value: Value
    /// The box that holds the value instead of this one, in a running app.
    package private(set) var target: StoredLocation<Value>?
    /// Who is told about reads and writes of this box.
    package weak var tracker: (any StateTracker)?

    package init(_ value: Value) {
        self.value = value
    }

    /// The value, read and written through the box that holds it; reads and writes are reported.
    package var current: Value {
        get {
            if let target { return target.current }
            tracker?.stateDidRead(self)
            return value
        }
        set {
            if let target {
                target.current = newValue
                return
            }
            value = newValue
            tracker?.stateDidChange(self)
        }
    }

    /// From now on this box reads and writes through `root` (itself never redirected).
    package func redirect(to root: StoredLocation<Value>) {
        guard root !== self else { return }
        target = root.target ?? root
    }
}

/// What a running app learns from the state boxes it keeps: which state a body reads, and
/// which state changed.
package protocol StateTracker: AnyObject {
    /// `location` was read (during a body, the body depends on it).
    func stateDidRead(_ location: AnyObject)
    /// `location` was written: the bodies that read it must run again.
    func stateDidChange(_ location: AnyObject)
}

/// A property wrapper whose storage a running app keeps per view position (`State`, `StateObject`).
package protocol _PositionalStorage {
    /// Adopts `existing` (the storage this position had) as this copy's storage, or, when
    /// `existing` is nil or of another type, keeps this copy's own and reports to `tracker`.
    /// Returns the storage to keep for the position.
    func _adoptStorage(_ existing: AnyObject?, tracker: any StateTracker) -> AnyObject
}

extension State: _PositionalStorage {
    package func _adoptStorage(_ existing: AnyObject?, tracker: any StateTracker) -> AnyObject {
        if let root = existing as? StoredLocation<Value> {
            _location.redirect(to: root)
            return root
        }
        _location.tracker = tracker
        return _location
    }
}
