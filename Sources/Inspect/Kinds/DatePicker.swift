import Builders

extension KindDescriptor {
    /// DatePicker: a control named by its label, reached by `labelView()`.
    static let datePicker = KindDescriptor(
        kind: .datePicker, typeNames: ["DatePicker"], listRole: .control, supplementaryPaths: [("labelView", "label")])
}

extension InspectableView {
    /// The DatePicker at `index`.
    public func datePicker(_ index: Int? = nil) throws -> InspectableView { try child(.datePicker, index) }

    /// Picks `date` in a DatePicker, as ViewInspector's `select(date:)`; a date outside the picker's
    /// range is moved to the nearest date within it, as the picker allows no other.
    /// Throws when the picker is disabled.
    public func select(date: Date) throws {
        try expect([.datePicker], "select(date:)")
        guard let binding = (MirrorReader.descendant(value, "_selection") ?? MirrorReader.descendant(value, "selection")) as? Binding<Date> else {
            throw InspectionError.attributeNotFound("a Binding<Date> at _selection", in: fullTypeName, path: place)
        }
        try refuseIfDisabled("select(date:)")
        var picked = date
        if let earliest = MirrorReader.descendant(value, "minimumDate", "some") as? Date { picked = Swift.max(picked, earliest) }
        if let latest = MirrorReader.descendant(value, "maximumDate", "some") as? Date { picked = Swift.min(picked, latest) }
        binding.wrappedValue = picked
    }
}
