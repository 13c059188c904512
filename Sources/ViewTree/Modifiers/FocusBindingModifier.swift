/// The modifier `focused(_:)` and `focused(_:equals:)` apply: the focus state `binding` and the
/// value it has while the modified view has the focus (`prototype`; `true` for `focused(_:)`).
public struct FocusBindingModifier<Value: Hashable> {
    /// The focus state the view's focus is bound to.
    public let binding: FocusState<Value>.Binding
    /// The value the state has while the view has the focus.
    public let prototype: Value

    /// Creates the modifier.
    public init(binding: FocusState<Value>.Binding, prototype: Value) {
        self.binding = binding
        self.prototype = prototype
    }
}

/// What a running app does with a view's focus binding, whatever its value type.
package protocol _FocusBinding {
    /// Whether the bound state names this view (its value is the prototype).
    var _isFocusRequested: Bool { get }
    /// The view took the focus: the state takes the prototype (unless it has it already).
    func _noteFocused()
    /// The view lost the focus: a state naming it goes back to `false` or `nil`.
    func _noteUnfocused()
}

extension FocusBindingModifier: _FocusBinding {
    package var _isFocusRequested: Bool { binding.wrappedValue == prototype }

    package func _noteFocused() {
        if binding.wrappedValue != prototype { binding.wrappedValue = prototype }
    }

    package func _noteUnfocused() {
        if binding.wrappedValue == prototype { binding.wrappedValue = binding._empty }
    }
}
