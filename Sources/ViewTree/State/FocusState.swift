/// Where the focus is, as a value a view owns, as SwiftUI's `@FocusState`: a `Bool` (whether one
/// view has the focus) or an optional `Hashable` (which of several views has it, `nil` for none).
///
///     @FocusState private var field: Field?
///     TextField("Name", text: $name).focused($field, equals: .name)
///     Button("Next") { field = .email }   // moves the focus to the e-mail field
///
/// A running app keeps the value per view position, as it keeps `@State`; it writes the value when
/// the user moves the focus (Tab, Shift-Tab, a click), and moves the focus when code sets it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    package let _state: State<Value>
    /// The value meaning "not focused": `false`, or `nil`.
    package let _empty: Value

    /// A focus state that is `false` until its view has the focus, as `@FocusState var isFocused: Bool`.
    public init() where Value == Bool {
        _state = State(wrappedValue: false)
        _empty = false
    }

    /// A focus state that is `nil` until one of its views has the focus, as `@FocusState var field: Field?`.
    public init<T: Hashable>() where Value == T? {
        _state = State(wrappedValue: nil)
        _empty = nil
    }

    /// The focused view's value (`false` or `nil` when none of this state's views has the focus);
    /// setting it moves the focus.
    public var wrappedValue: Value {
        get { _state.wrappedValue }
        nonmutating set { _state.wrappedValue = newValue }
    }

    /// The binding `focused(_:)` and `focused(_:equals:)` take, as `$field`.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: _state._location, empty: _empty)
    }

    /// A binding to a focus state, as `$field`; passed to `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        package let _location: StoredLocation<Value>
        package let _empty: Value

        package init(location: StoredLocation<Value>, empty: Value) {
            _location = location
            _empty = empty
        }

        /// The focused view's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { _location.current }
            nonmutating set { _location.current = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: _PositionalStorage {
    package func _adoptStorage(_ existing: AnyObject?, tracker: any StateTracker) -> AnyObject {
        _state._adoptStorage(existing, tracker: tracker)
    }
}
