/// The modifier `onAppear(perform:)` and `onDisappear(perform:)` apply.
public struct _AppearanceActionModifier {
    /// Runs when the view appears.
    public var appear: (() -> Void)?
    /// Runs when the view disappears.
    public var disappear: (() -> Void)?

    /// Creates the modifier.
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

/// The modifier `onChange(of:perform:)` applies: `action` runs with the new value.
public struct _ValueActionModifier<Value> where Value: Equatable {
    /// The watched value.
    public var value: Value
    /// Runs with the new value when it changes.
    public var action: (Value) -> Void

    /// Creates the modifier.
    public init(value: Value, action: @escaping (Value) -> Void) {
        self.value = value
        self.action = action
    }
}

/// The modifier `onChange(of:initial:_:)` applies: `action` runs with the old and the new value.
public struct _ValueActionModifier2<Value> where Value: Equatable {
    /// The watched value.
    public var value: Value
    /// Whether the action also runs when the view appears.
    public var initial: Bool
    /// Runs with the old and the new value when it changes.
    public var action: (Value, Value) -> Void

    /// Creates the modifier.
    public init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }
}

/// The modifier `onSubmit(of:_:)` applies.
public struct OnSubmitModifier {
    /// What submits.
    public var allowed: SubmitTriggers
    /// Runs on submission.
    public var action: () -> Void

    /// Creates the modifier.
    public init(allowed: SubmitTriggers, action: @escaping () -> Void) {
        self.allowed = allowed
        self.action = action
    }
}

/// The modifier `task(priority:_:)` applies: `action` runs when the view appears.
public struct _TaskModifier: Sendable {
    /// The task's priority.
    public var priority: TaskPriority
    /// The work.
    public var action: @Sendable () async -> Void

    /// Creates the modifier.
    public init(priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        self.priority = priority
        self.action = action
    }
}

/// The modifier `task(id:priority:_:)` applies: `action` runs when the view appears and again
/// whenever `value` changes.
public struct _TaskValueModifier<Value> where Value: Equatable {
    /// The watched value.
    public var value: Value
    /// The task's priority.
    public var priority: TaskPriority
    /// The work.
    public var action: @Sendable () async -> Void

    /// Creates the modifier.
    public init(value: Value, priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        self.value = value
        self.priority = priority
        self.action = action
    }
}

extension _TaskValueModifier: Sendable where Value: Sendable {}
