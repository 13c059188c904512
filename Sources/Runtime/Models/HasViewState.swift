import Builders

/// A host whose dynamic values live in one `Equatable` state value, rendered in one place, as
/// in ViewState: ``render(state:oldState:)`` is the only place that updates what the host shows,
/// and it runs only when the state really changed, with `nil` as the old state the first time.
///
///     final class Clock: HasViewState, ObservableObject {
///         struct ViewState: Equatable { var time = "" }
///         @Observed var state = ViewState()
///         private(set) var shown = ""
///         func render(state: ViewState, oldState: ViewState?) { shown = state.time }
///     }
///
/// A host that is also an ``ObservableObject`` announces each change, so views following it
/// (`@ObservedObject`, `@StateObject`) redraw.
public protocol HasViewState: AnyObject {
    /// The host's dynamic values.
    associatedtype ViewState: Equatable
    /// Updates what the host shows from `state`; `oldState` is the state rendered before, or nil the first time.
    func render(state: ViewState, oldState: ViewState?)
}

extension HasViewState {
    /// Renders `state` unless it equals `oldState`.
    public func renderIfNeeded(state: ViewState, oldState: ViewState?) {
        guard state != oldState else { return }
        render(state: state, oldState: oldState)
    }
}

/// The state of a ``HasViewState`` host: assigning it renders the host when the value changed
/// (the first assignment renders with a `nil` old state).
@propertyWrapper
public struct Observed<Value: Equatable> {
    private let box: ObservedBox<Value>

    /// State with an initial value, not yet rendered.
    public init(wrappedValue: Value) {
        box = ObservedBox(wrappedValue)
    }

    /// The value (as read outside a host: inside one, the host's subscript is used).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The state of `host`; setting it renders the host if the value changed.
    public static subscript<Host: HasViewState>(
        _enclosingInstance host: Host,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Host, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Host, Observed<Value>>
    ) -> Value where Host.ViewState == Value {
        get { host[keyPath: storageKeyPath].box.value }
        set {
            let box = host[keyPath: storageKeyPath].box
            let oldState = box.hasRendered ? box.value : nil
            guard newValue != oldState else { return }
            (host as? any ObservableObject)?.objectWillChange.send()
            box.value = newValue
            box.hasRendered = true
            host.render(state: newValue, oldState: oldState)
        }
    }
}

// The state of a host that is an ObservableObject shares the object's publisher, as `@Published` does.
extension Observed: _PublishedProperty {
    package var field: any PublishedField { box }
}

private final class ObservedBox<Value>: PublishedField {
    var value: Value
    var hasRendered = false
    var publisher: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
    }
}
