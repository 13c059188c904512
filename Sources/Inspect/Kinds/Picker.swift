import Builders

extension KindDescriptor {
    /// Picker: a control whose options are its children, named by its label, reached by `labelView()`.
    static let picker = KindDescriptor(
        kind: .picker, typeNames: ["Picker"], listRole: .control, contentPath: "content",
        supplementaryPaths: [("labelView", "label")])
}

extension Picker: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The Picker at `index`.
    public func picker(_ index: Int? = nil) throws -> InspectableView { try child(.picker, index) }

    /// Selects the option tagged `value` of a Picker, writing its selection, as ViewInspector's
    /// `select(value:)`. Throws when the picker is disabled, when `value` is not of the
    /// selection's type, or when no option is tagged `value`.
    public func select<SelectionValue: Hashable>(value: SelectionValue) throws {
        let binding: Binding<SelectionValue> = try selectionBinding()
        if isDisabled() {
            throw InspectionError.notSupported("select(value:) on a disabled Picker", path: place)
        }
        let options = try children().flatMap { try $0.viewList() }
        guard options.contains(where: { $0.itemTag(as: SelectionValue.self).value == value }) else {
            throw InspectionError.notFound(searched: "tagged \(String(reflecting: value))", skipped: options.count, path: place)
        }
        binding.wrappedValue = value
    }

    /// The value a Picker's selection holds, read as `SelectionValue`, as ViewInspector's `selectedValue(_:)`.
    public func selectedValue<SelectionValue: Hashable>(_ type: SelectionValue.Type = SelectionValue.self) throws -> SelectionValue {
        let binding: Binding<SelectionValue> = try selectionBinding()
        return binding.wrappedValue
    }

    /// The picker's selection binding, read as `Binding<SelectionValue>`.
    private func selectionBinding<SelectionValue>() throws -> Binding<SelectionValue> {
        guard kind == .picker else {
            throw InspectionError.typeMismatch(expected: "Picker", found: typeName, path: place)
        }
        guard let selection = MirrorReader.descendant(value, "selection") else {
            throw InspectionError.attributeNotFound("a binding at selection", in: fullTypeName, path: place)
        }
        guard let binding = selection as? Binding<SelectionValue> else {
            throw InspectionError.typeMismatch(
                expected: "a selection of type \(SelectionValue.self)",
                found: context.types.fullName(of: type(of: selection)), path: place)
        }
        return binding
    }
}
