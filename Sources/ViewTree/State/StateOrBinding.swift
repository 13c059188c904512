/// A value a view either owns (its own state) or reads through a binding it was given, as
/// SwiftUI stores a disclosure group's `_isExpanded` and a NavigationLink's `_isActive`:
/// the case tells which (`state` or `binding`).
public enum StateOrBinding<Value> {
    /// The view owns the value.
    case state(State<Value>)
    /// The value is owned elsewhere.
    case binding(Binding<Value>)

    /// The current value.
    public var wrappedValue: Value {
        get {
            switch self {
            case .state(let state): state.wrappedValue
            case .binding(let binding): binding.wrappedValue
            }
        }
        nonmutating set {
            switch self {
            case .state(let state): state.wrappedValue = newValue
            case .binding(let binding): binding.wrappedValue = newValue
            }
        }
    }
}
