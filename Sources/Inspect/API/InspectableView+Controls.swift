import Builders

// Navigation to the controls and their verbs, named as ViewInspector names them. Every verb
// that acts (writes a binding, runs an action) refuses on a disabled control, naming its path,
// as `tap()` does.

extension InspectableView {
    /// The TextField at `index`.
    public func textField(_ index: Int? = nil) throws -> InspectableView { try child(.textField, index) }
    /// The SecureField at `index`.
    public func secureField(_ index: Int? = nil) throws -> InspectableView { try child(.secureField, index) }
    /// The TextEditor at `index`.
    public func textEditor(_ index: Int? = nil) throws -> InspectableView { try child(.textEditor, index) }
    /// The Stepper at `index`.
    public func stepper(_ index: Int? = nil) throws -> InspectableView { try child(.stepper, index) }
    /// The Slider at `index`.
    public func slider(_ index: Int? = nil) throws -> InspectableView { try child(.slider, index) }
    /// The DatePicker at `index`.
    public func datePicker(_ index: Int? = nil) throws -> InspectableView { try child(.datePicker, index) }
    /// The ColorPicker at `index`.
    public func colorPicker(_ index: Int? = nil) throws -> InspectableView { try child(.colorPicker, index) }
    /// The ProgressView at `index`.
    public func progressView(_ index: Int? = nil) throws -> InspectableView { try child(.progressView, index) }
    /// The Link at `index`.
    public func link(_ index: Int? = nil) throws -> InspectableView { try child(.link, index) }
    /// The Label (a title with an icon) at `index`.
    public func label(_ index: Int? = nil) throws -> InspectableView { try child(.label, index) }
    /// The LabeledContent at `index`.
    public func labeledContent(_ index: Int? = nil) throws -> InspectableView { try child(.labeledContent, index) }
}

// MARK: Supplementary views

extension InspectableView {
    /// A TextField's prompt, the Text shown while its text is empty, as ViewInspector's `prompt()`.
    public func prompt() throws -> InspectableView {
        try supplementary("prompt")
    }

    /// A ProgressView's view of its current value, as ViewInspector's `currentValueLabelView()`.
    public func currentValueLabelView() throws -> InspectableView {
        try supplementary("currentValueLabelView")
    }

    /// The title view of a Label, an alert or a confirmation dialog, as ViewInspector's `title()`.
    public func title() throws -> InspectableView {
        try supplementary("title")
    }

    /// A Label's icon view, as ViewInspector's `icon()`.
    public func icon() throws -> InspectableView {
        try supplementary("icon")
    }
}

// MARK: Text input

extension InspectableView {
    /// The text of a TextField, SecureField or TextEditor, as ViewInspector's `input()`.
    public func input() throws -> String {
        try textBinding("input()").wrappedValue
    }

    /// Writes the text of a TextField, SecureField or TextEditor, as ViewInspector's `setInput(_:)`.
    /// Throws when the control is disabled.
    public func setInput(_ value: String) throws {
        let binding = try textBinding("setInput(_:)")
        try refuseIfDisabled("setInput(_:)")
        binding.wrappedValue = value
    }

    /// Runs the `onCommit` action of a TextField or SecureField, as ViewInspector's `callOnCommit()`.
    /// Throws when the control is disabled.
    public func callOnCommit() throws {
        try expect([.textField, .secureField], "callOnCommit()")
        guard let action = MirrorReader.descendant(value, "onCommit") as? () -> Void else {
            throw InspectionError.attributeNotFound("an action at onCommit", in: fullTypeName, path: pathToRoot)
        }
        try refuseIfDisabled("callOnCommit()")
        action()
    }

    /// Runs the `onEditingChanged` action of a TextField, Stepper or Slider with `false` (editing
    /// ended), as ViewInspector's `callOnEditingChanged()`. Throws when the control is disabled.
    public func callOnEditingChanged() throws {
        try expect([.textField, .stepper, .slider], "callOnEditingChanged()")
        let path = kind == .stepper ? "configuration|onEditingChanged" : "onEditingChanged"
        // The package's controls hand their action over typed (see _EditingChangedControl);
        // another view's is read by label, as ViewInspector reads SwiftUI's.
        let typed = (value as? any _EditingChangedControl)?._editingChanged
        guard let action = typed ?? MirrorReader.descendant(value, path: path) as? (Bool) -> Void else {
            throw InspectionError.attributeNotFound("an action at \(path)", in: fullTypeName, path: pathToRoot)
        }
        try refuseIfDisabled("callOnEditingChanged()")
        action(false)
    }

    /// The text binding of a text control: `_text` (a SecureField's older layout: `text`).
    private func textBinding(_ verb: String) throws -> Binding<String> {
        try expect([.textField, .secureField, .textEditor], verb)
        let binding = kind == .secureField
            ? (MirrorReader.descendant(value, "text") ?? MirrorReader.descendant(value, "_text"))
            : MirrorReader.descendant(value, "_text")
        guard let binding = binding as? Binding<String> else {
            throw InspectionError.attributeNotFound("a Binding<String> at _text", in: fullTypeName, path: pathToRoot)
        }
        return binding
    }
}

// MARK: Stepper, Slider

extension InspectableView {
    /// Steps a Stepper up, as ViewInspector's `increment()`: a stepper of a value stays within its
    /// range. Throws when the stepper is disabled or cannot step up.
    public func increment() throws {
        try step("onIncrement", verb: "increment()")
    }

    /// Steps a Stepper down, as ViewInspector's `decrement()`. Throws when the stepper is disabled
    /// or cannot step down.
    public func decrement() throws {
        try step("onDecrement", verb: "decrement()")
    }

    private func step(_ label: String, verb: String) throws {
        try expect([.stepper], verb)
        guard let action = try stepAction(label) else {
            throw InspectionError.notSupported("\(verb) on a Stepper without an \(label) action", path: pathToRoot)
        }
        try refuseIfDisabled(verb)
        action()
    }

    /// A Stepper's action at `configuration|label`: the package's configuration is read typed,
    /// another by label.
    private func stepAction(_ label: String) throws -> (() -> Void)? {
        if let configuration = MirrorReader.descendant(value, "configuration") as? _StepperConfiguration {
            return label == "onIncrement" ? configuration.onIncrement : configuration.onDecrement
        }
        guard let stored = MirrorReader.descendant(value, "configuration", label), let action = stored as? (() -> Void)? else {
            throw InspectionError.attributeNotFound("an action at configuration|\(label)", in: fullTypeName, path: pathToRoot)
        }
        return action
    }

    /// The value of a Slider, as ViewInspector's `value()`. (The argument only tells this method
    /// from the inspector's stored `value`; call it as `value()`.)
    public func value(_ type: Double.Type = Double.self) throws -> Double {
        try sliderBinding("value()").wrappedValue
    }

    /// Moves a Slider to `value`, as ViewInspector's `setValue(_:)`, as a drag would: the value is
    /// kept within the slider's range and snapped to its step. Throws when the slider is disabled.
    public func setValue(_ value: Double) throws {
        let binding = try sliderBinding("setValue(_:)")
        try refuseIfDisabled("setValue(_:)")
        guard value.isFinite else {
            throw InspectionError.notSupported("setValue(_:) with a value that is not finite", path: pathToRoot)
        }
        var newValue = value
        if let bounds = MirrorReader.descendant(self.value, "bounds") as? ClosedRange<Double> {
            newValue = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            if let step = MirrorReader.descendant(self.value, "step", "some") as? Double, step > 0 {
                let steps = ((newValue - bounds.lowerBound) / step).rounded()
                // From an infinite lower bound no step lands anywhere (−∞ + ∞ is NaN): the value stays as clamped.
                let snapped = bounds.lowerBound + steps * step
                if snapped.isFinite { newValue = min(snapped, bounds.upperBound) }
            }
        }
        binding.wrappedValue = newValue
    }

    private func sliderBinding(_ verb: String) throws -> Binding<Double> {
        try expect([.slider], verb)
        guard let binding = MirrorReader.descendant(value, "_value") as? Binding<Double> else {
            throw InspectionError.attributeNotFound("a Binding<Double> at _value", in: fullTypeName, path: pathToRoot)
        }
        return binding
    }
}

// MARK: Toggle, Button

extension InspectableView {
    /// Whether a Toggle is on, as ViewInspector's `isOn()`.
    public func isOn() throws -> Bool {
        try toggleBinding("isOn()").wrappedValue
    }

    /// The binding of a Toggle: `_isOn` (or SwiftUI's newer `__isOn`).
    func toggleBinding(_ verb: String) throws -> Binding<Bool> {
        try expect([.toggle], verb)
        guard let binding = (MirrorReader.descendant(value, "__isOn") ?? MirrorReader.descendant(value, "_isOn")) as? Binding<Bool> else {
            throw InspectionError.attributeNotFound("a Binding<Bool> at _isOn", in: fullTypeName, path: pathToRoot)
        }
        return binding
    }

    /// A Button's role (`.destructive`, `.cancel`), or nil for an ordinary button, as ViewInspector's `role()`.
    public func role() throws -> ButtonRole? {
        try expect([.button], "role()")
        guard let role = MirrorReader.descendant(value, "role") else { return nil }
        return role as? ButtonRole
    }
}

// MARK: DatePicker, ColorPicker

extension InspectableView {
    /// Picks `date` in a DatePicker, as ViewInspector's `select(date:)`; a date outside the picker's
    /// range is moved to the nearest date within it, as the picker allows no other.
    /// Throws when the picker is disabled.
    public func select(date: Date) throws {
        try expect([.datePicker], "select(date:)")
        guard let binding = (MirrorReader.descendant(value, "_selection") ?? MirrorReader.descendant(value, "selection")) as? Binding<Date> else {
            throw InspectionError.attributeNotFound("a Binding<Date> at _selection", in: fullTypeName, path: pathToRoot)
        }
        try refuseIfDisabled("select(date:)")
        var picked = date
        if let earliest = MirrorReader.descendant(value, "minimumDate", "some") as? Date { picked = max(picked, earliest) }
        if let latest = MirrorReader.descendant(value, "maximumDate", "some") as? Date { picked = min(picked, latest) }
        binding.wrappedValue = picked
    }

    /// Picks `color` in a ColorPicker, as ViewInspector's `select(color:)`. Throws when the picker is disabled.
    public func select(color: Color) throws {
        try expect([.colorPicker], "select(color:)")
        guard let binding = MirrorReader.descendant(value, "_color") as? Binding<Color> else {
            throw InspectionError.attributeNotFound("a Binding<Color> at _color", in: fullTypeName, path: pathToRoot)
        }
        try refuseIfDisabled("select(color:)")
        binding.wrappedValue = color
    }
}

// MARK: ProgressView, Link

extension InspectableView {
    /// The fraction of a ProgressView's work done, 0 to 1, or nil while it is indeterminate,
    /// as ViewInspector's `fractionCompleted()`.
    public func fractionCompleted() throws -> Double? {
        try expect([.progressView], "fractionCompleted()")
        if let observing = MirrorReader.descendant(value, "base", "observing") {
            // A Foundation Progress (ViewInspector reads only `base|custom`; its fraction is read here too).
            guard let progress = Self.progress(in: observing) else {
                throw InspectionError.attributeNotFound("a Progress at base|observing|progress", in: fullTypeName, path: pathToRoot)
            }
            return progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        }
        guard let custom = MirrorReader.descendant(value, "base", "custom") else {
            throw InspectionError.attributeNotFound("a progress at base|custom", in: fullTypeName, path: pathToRoot)
        }
        if let stored = MirrorReader.descendant(custom, "value", "absolute", "fractionCompleted"), let fraction = stored as? Double? {
            return fraction
        }
        guard let stored = MirrorReader.descendant(custom, "fractionCompleted"), let fraction = stored as? Double? else {
            throw InspectionError.attributeNotFound("a Double? at base|custom|fractionCompleted", in: fullTypeName, path: pathToRoot)
        }
        return fraction
    }

    /// The Foundation `Progress` a `ProgressView(progress)` shows, as ViewInspector's `progress()`.
    /// A progress view of a value throws: it has none.
    public func progress() throws -> Progress {
        try expect([.progressView], "progress()")
        guard let observing = MirrorReader.descendant(value, "base", "observing"), let progress = Self.progress(in: observing) else {
            throw InspectionError.attributeNotFound("a Progress at base|observing|progress", in: fullTypeName, path: pathToRoot)
        }
        return progress
    }

    /// The Progress of an observing progress view: `progress`, or SwiftUI's observed `_progress|wrappedValue|base`.
    private static func progress(in observing: Any) -> Progress? {
        (MirrorReader.descendant(observing, "progress") ?? MirrorReader.descendant(observing, path: "_progress|wrappedValue|base")) as? Progress
    }

    /// The URL a Link opens, as ViewInspector's `url()`.
    public func url() throws -> URL {
        try expect([.link], "url()")
        guard let url = MirrorReader.descendant(value, "destination", "configuration", "url") as? URL else {
            throw InspectionError.attributeNotFound("a URL at destination|configuration|url", in: fullTypeName, path: pathToRoot)
        }
        return url
    }

    /// The first Link that opens `url`, as ViewInspector's `find(link:)`.
    public func find(link url: URL, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Link to \(url.absoluteString.debugDescription)") { view in
            view.kind == .link && (try? view.url()) == url
        }
    }

    /// The first Link whose label holds a Text whose string is `link`, as ViewInspector's `find(link:)`.
    public func find(link: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Link labelled \(link.debugDescription)") { view in
            guard view.kind == .link else { return false }
            return (try? view.find(text: link)) != nil
        }
    }
}

// MARK: Checks

extension InspectableView {
    /// Throws a type mismatch unless the view is of one of `kinds`.
    func expect(_ kinds: [ViewKind], _ verb: String) throws {
        guard kinds.contains(kind) else {
            let names = kinds.map(\.typeName)
            let expected = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw InspectionError.typeMismatch(expected: expected, found: typeName, path: pathToRoot)
        }
    }

    /// Refuses `verb` on a disabled control, as a disabled control ignores the user.
    func refuseIfDisabled(_ verb: String) throws {
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled \(typeName)", path: pathToRoot)
        }
    }
}

// MARK: Picker style

extension InspectableView {
    /// The style of a Picker, as ViewInspector's `pickerStyle()`: the innermost `pickerStyle(_:)` on
    /// the picker, else on the nearest view that contains it (the style passes down, as SwiftUI's
    /// environment does). Throws when none is set (the picker is drawn in the automatic style).
    public func pickerStyle() throws -> Any {
        var node: PathNode? = pathNode
        while let current = node {
            for modifier in current.modifiers where context.types.baseName(of: type(of: modifier)) == "PickerStyleWriter" {
                if let style = MirrorReader.descendant(modifier, "style") { return style }
            }
            node = current.parent
        }
        throw InspectionError.attributeNotFound("a pickerStyle(_:) on it or a view containing it", in: typeName, path: pathToRoot)
    }
}
