import Builders

extension KindDescriptor {
    /// MultiDatePicker: a control named by its label, reached by `labelView()`.
    static let multiDatePicker = KindDescriptor(
        kind: .multiDatePicker, typeNames: ["MultiDatePicker"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension InspectableView {
    /// The MultiDatePicker at `index`.
    public func multiDatePicker(_ index: Int? = nil) throws -> InspectableView { try child(.multiDatePicker, index) }

    /// The dates a MultiDatePicker has picked, as the date components its selection holds.
    public func selectedDateComponents() throws -> Set<DateComponents> {
        try multiDateSelection("selectedDateComponents()").wrappedValue
    }

    /// Picks `dateComponents` in a MultiDatePicker, in place of the dates it had picked, as
    /// ViewInspector's `select(dateComponents:)`. Throws when the picker is disabled.
    public func select(dateComponents: Set<DateComponents>) throws {
        let binding = try multiDateSelection("select(dateComponents:)")
        try refuseIfDisabled("select(dateComponents:)")
        binding.wrappedValue = dateComponents
    }

    /// The earliest date a MultiDatePicker allows, or nil when it allows any, as ViewInspector's `minimumDate()`.
    public func minimumDate() throws -> Date? {
        try expect([.multiDatePicker], "minimumDate()")
        return try optionalValue(at: "minimumDate", as: Date.self)
    }

    /// The first date past those a MultiDatePicker allows, or nil when it allows any later date,
    /// as ViewInspector's `maximumDate()`.
    public func maximumDate() throws -> Date? {
        try expect([.multiDatePicker], "maximumDate()")
        return try optionalValue(at: "maximumDate", as: Date.self)
    }

    private func multiDateSelection(_ verb: String) throws -> Binding<Set<DateComponents>> {
        try expect([.multiDatePicker], verb)
        return try storedValue(at: "_selection", as: Binding<Set<DateComponents>>.self)
    }
}
