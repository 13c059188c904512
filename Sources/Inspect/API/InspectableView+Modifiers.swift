import Builders

// ViewInspector's general verbs: values that view modifiers write, read by the modifier's type
// name and labels (as ViewInspector reads SwiftUI's), and the actions they hold.

extension InspectableView {
    // MARK: Finding modifiers

    /// The modifiers of this view, innermost first, then (when `transitive`) those of the views
    /// that contain it, nearest first: environment-like values pass down.
    func allModifierValues(transitive: Bool) -> [Any] {
        guard transitive else { return modifierValues }
        var values: [Any] = []
        var node: PathNode? = pathNode
        while let current = node {
            values.append(contentsOf: current.modifiers)
            node = current.parent
        }
        return values
    }

    /// The modifiers whose type's full name (generic arguments kept, no module) matches.
    func modifiers(where matches: (String) -> Bool, transitive: Bool = false) -> [Any] {
        allModifierValues(transitive: transitive).filter { matches(context.types.fullName(of: type(of: $0))) }
    }

    /// The value at `path` of the `index`th modifier whose type's full name starts with
    /// `typePrefix`, as a `T`; throws naming the method `call` when there is none.
    func modifierAttribute<T>(_ typePrefix: String, _ path: String, _ type: T.Type, call: String, index: Int = 0, transitive: Bool = false) throws -> T {
        let found = modifiers(where: { $0.hasPrefix(typePrefix) }, transitive: transitive)
            .compactMap { MirrorReader.descendant($0, path: path) }.compactMap { $0 as? T }
        guard found.indices.contains(index) else {
            throw InspectionError.attributeNotFound("the modifier \(call)" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: pathToRoot)
        }
        return found[index]
    }

    /// The value the nearest `environment(_:_:)`-like write (this view's, else an ancestor's)
    /// puts at `keyPath`, or nil when none writes it.
    func environmentWrite<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>) -> V?? {
        for modifier in allModifierValues(transitive: true)
        where context.types.baseName(of: type(of: modifier)) == "_EnvironmentKeyWritingModifier" {
            guard let written = MirrorReader.descendant(modifier, "keyPath") as? AnyKeyPath, written == keyPath as AnyKeyPath else { continue }
            return .some(MirrorReader.descendant(modifier, "value") as? V)
        }
        return nil
    }

    /// The value of a Text's own modifier whose case is labelled `label` (`font`, `color`), the last applied.
    private func textModifierPayload(_ label: String) -> Any?? {
        guard kind == .text, let list = context.reader.textModifiers(of: value) else { return nil }
        for modifier in list.reversed() {
            if let payload = Mirror(reflecting: modifier).children.first, payload.label == label {
                return .some(payload.value)
            }
        }
        return nil
    }

    // MARK: Environment values

    /// The font: a Text's own `font(_:)`, else the nearest `font(_:)` on it or a view containing it.
    public func font() throws -> Font? {
        if let own = textModifierPayload("font") { return own as? Font }
        guard let font = environmentWrite(\EnvironmentValues.font) else {
            throw InspectionError.attributeNotFound("the modifier font(_:)", in: typeName, path: pathToRoot)
        }
        return font ?? nil
    }

    /// The foreground colour: a Text's own `foregroundColor(_:)`, else the nearest one up the chain.
    public func foregroundColor() throws -> Color? {
        if let own = textModifierPayload("color") { return own as? Color }
        guard let color = environmentWrite(\EnvironmentValues.foregroundColor) else {
            throw InspectionError.attributeNotFound("the modifier foregroundColor(_:)", in: typeName, path: pathToRoot)
        }
        return color ?? nil
    }

    /// The tint set by `tint(_:)` on this view or one containing it.
    public func tint() throws -> Color? {
        guard let color = environmentWrite(\EnvironmentValues.tint) else {
            throw InspectionError.attributeNotFound("the modifier tint(_:)", in: typeName, path: pathToRoot)
        }
        return color ?? nil
    }

    /// The accent colour set by `accentColor(_:)` on this view or one containing it.
    public func accentColor() throws -> Color? {
        guard let color = environmentWrite(\EnvironmentValues.accentColor) else {
            throw InspectionError.attributeNotFound("the modifier accentColor(_:)", in: typeName, path: pathToRoot)
        }
        return color ?? nil
    }

    /// The value `environment(keyPath, _)` (or a modifier writing the same key) sets for this view.
    public func environment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        guard let written = environmentWrite(keyPath), let value = written else {
            throw InspectionError.attributeNotFound("the modifier environment(\(T.self))", in: typeName, path: pathToRoot)
        }
        return value
    }

    /// The style `foregroundStyle(_:)` sets, as a `S`.
    public func foregroundStyleShapeStyle<S>(_ style: S.Type) throws -> S {
        try modifierAttribute("_ForegroundStyleModifier<", "style", S.self, call: "foregroundStyle(_:)")
    }

    // MARK: Layout and effects

    /// The opacity set by `opacity(_:)`.
    public func opacity() throws -> Double {
        try modifierAttribute("_OpacityEffect", "opacity", Double.self, call: "opacity(_:)")
    }

    /// The padding summed over this view's `padding` modifiers, edge by edge.
    ///
    /// A `padding()` of the default amount has no value: use ``hasPadding(_:)`` for it.
    public func padding() throws -> EdgeInsets {
        let layouts = paddingLayouts()
        guard !layouts.isEmpty else {
            throw InspectionError.attributeNotFound("the modifier padding(_:_:)", in: typeName, path: pathToRoot)
        }
        var sum = EdgeInsets()
        for layout in layouts {
            guard let insets = layout.insets else {
                throw InspectionError.notSupported("padding() of a default padding: use hasPadding(_:) to check that a default padding is applied", path: pathToRoot)
            }
            sum.top += insets.top
            sum.leading += insets.leading
            sum.bottom += insets.bottom
            sum.trailing += insets.trailing
        }
        return sum
    }

    /// The padding of `edges`, which must all have the same amount.
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        let insets = try padding()
        var values: [CGFloat] = []
        if edges.contains(.top) { values.append(insets.top) }
        if edges.contains(.leading) { values.append(insets.leading) }
        if edges.contains(.bottom) { values.append(insets.bottom) }
        if edges.contains(.trailing) { values.append(insets.trailing) }
        guard let first = values.first else {
            throw InspectionError.notSupported("padding(_:) of no edge", path: pathToRoot)
        }
        guard values.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("padding(_:) of edges with different amounts: ask for each edge", path: pathToRoot)
        }
        return first
    }

    /// Whether a `padding` modifier pads every edge of `edges` (by any amount, the default included).
    public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
        let padded = paddingLayouts().reduce(into: Edge.Set()) { result, layout in
            if let insets = layout.insets {
                if insets.top != 0 { result.insert(.top) }
                if insets.leading != 0 { result.insert(.leading) }
                if insets.bottom != 0 { result.insert(.bottom) }
                if insets.trailing != 0 { result.insert(.trailing) }
            } else {
                result.formUnion(layout.edges)
            }
        }
        return !edges.isEmpty && padded.isSuperset(of: edges)
    }

    private func paddingLayouts() -> [(edges: Edge.Set, insets: EdgeInsets?)] {
        modifiers(where: { $0.hasPrefix("_PaddingLayout") }).compactMap { modifier in
            guard let edges = MirrorReader.descendant(modifier, "edges") as? Edge.Set else { return nil }
            return (edges, MirrorReader.descendant(modifier, "insets") as? EdgeInsets)
        }
    }

    /// The fixed frame `frame(width:height:alignment:)` sets; a dimension it leaves open is `.nan`.
    public func fixedFrame() throws -> (width: CGFloat, height: CGFloat, alignment: Alignment) {
        let frame = try modifierAttribute("_FrameLayout", "", Any.self, call: "frame(width:height:alignment:)")
        return (Self.length(frame, "width"), Self.length(frame, "height"), MirrorReader.descendant(frame, "alignment") as? Alignment ?? .center)
    }

    /// The flexible frame `frame(minWidth:…:alignment:)` sets; a bound it leaves open is `.nan`.
    public func flexFrame() throws -> (minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat, alignment: Alignment) {
        let frame = try modifierAttribute("_FlexFrameLayout", "", Any.self, call: "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
        return (Self.length(frame, "minWidth"), Self.length(frame, "idealWidth"), Self.length(frame, "maxWidth"),
                Self.length(frame, "minHeight"), Self.length(frame, "idealHeight"), Self.length(frame, "maxHeight"),
                MirrorReader.descendant(frame, "alignment") as? Alignment ?? .center)
    }

    private static func length(_ frame: Any, _ label: String) -> CGFloat {
        (MirrorReader.descendant(frame, label) as? CGFloat?).flatMap { $0 } ?? .nan
    }

    /// The axes `fixedSize()` keeps at their ideal size.
    public func fixedSize() throws -> (horizontal: Bool, vertical: Bool) {
        let layout = try modifierAttribute("_FixedSizeLayout", "", Any.self, call: "fixedSize(horizontal:vertical:)")
        return (MirrorReader.descendant(layout, "horizontal") as? Bool ?? false, MirrorReader.descendant(layout, "vertical") as? Bool ?? false)
    }

    /// The priority `layoutPriority(_:)` sets.
    public func layoutPriority() throws -> Double {
        try modifierAttribute("_TraitWritingModifier<LayoutPriorityTraitKey>", "value", Double.self, call: "layoutPriority(_:)")
    }

    /// The order `zIndex(_:)` sets.
    public func zIndex() throws -> Double {
        try modifierAttribute("_TraitWritingModifier<ZIndexTraitKey>", "value", Double.self, call: "zIndex(_:)")
    }

    /// How far `offset(_:)` moves the view.
    public func offset() throws -> CGSize {
        try modifierAttribute("_OffsetEffect", "offset", CGSize.self, call: "offset(_:)")
    }

    /// Where `position(_:)` puts the view's centre.
    public func position() throws -> CGPoint {
        try modifierAttribute("_PositionLayout", "position", CGPoint.self, call: "position(_:)")
    }

    /// The edges `edgesIgnoringSafeArea(_:)` sets.
    public func edgesIgnoringSafeArea() throws -> Edge.Set {
        try modifierAttribute("_SafeAreaIgnoringLayout", "edges", Edge.Set.self, call: "edgesIgnoringSafeArea(_:)")
    }

    /// The regions and edges `ignoresSafeArea(_:edges:)` sets.
    public func ignoresSafeArea() throws -> (regions: SafeAreaRegions, edges: Edge.Set) {
        let layout = try modifierAttribute("_SafeAreaRegionsIgnoringLayout", "", Any.self, call: "ignoresSafeArea(_:edges:)")
        return (MirrorReader.descendant(layout, "regions") as? SafeAreaRegions ?? .all, MirrorReader.descendant(layout, "edges") as? Edge.Set ?? .all)
    }

    /// The corner radius `cornerRadius(_:)` clips the view with (a `_ClipEffect` of a `RoundedRectangle`).
    public func cornerRadius() throws -> CGFloat {
        try modifierAttribute("_ClipEffect<RoundedRectangle", "shape|cornerSize|width", CGFloat.self, call: "cornerRadius(_:)")
    }

    /// The shape `clipShape(_:style:)` (or `clipped()`, a `Rectangle`) clips the view to, as a `S`.
    public func clipShape<S>(_ shape: S.Type) throws -> S {
        try modifierAttribute("_ClipEffect<", "shape", S.self, call: "clipShape(_:style:)")
    }

    /// The fill style of the clip shape.
    public func clipStyle() throws -> FillStyle {
        try modifierAttribute("_ClipEffect<", "style", FillStyle.self, call: "clipShape(_:style:)")
    }

    /// The shadow `shadow(color:radius:x:y:)` draws.
    public func shadow() throws -> (color: Color, radius: CGFloat, offset: CGSize) {
        let shadow = try modifierAttribute("_ShadowEffect", "", Any.self, call: "shadow(color:radius:x:y:)")
        guard let color = MirrorReader.descendant(shadow, "color") as? Color,
              let radius = MirrorReader.descendant(shadow, "radius") as? CGFloat,
              let offset = MirrorReader.descendant(shadow, "offset") as? CGSize
        else { throw InspectionError.attributeNotFound("color, radius and offset", in: "_ShadowEffect", path: pathToRoot) }
        return (color, radius, offset)
    }

    /// The blur `blur(radius:opaque:)` applies.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        let blur = try modifierAttribute("_BlurEffect", "", Any.self, call: "blur(radius:opaque:)")
        guard let radius = MirrorReader.descendant(blur, "radius") as? CGFloat,
              let isOpaque = MirrorReader.descendant(blur, "isOpaque") as? Bool
        else { throw InspectionError.attributeNotFound("radius and isOpaque", in: "_BlurEffect", path: pathToRoot) }
        return (radius, isOpaque)
    }

    // MARK: Visibility and interaction

    /// Whether `hidden()` hides the view or a view that contains it.
    public func isHidden() -> Bool {
        !modifiers(where: { $0 == "_HiddenModifier" }, transitive: true).isEmpty
    }

    /// Whether the view receives taps: false when `allowsHitTesting(false)` is on it or on a view containing it.
    public func allowsHitTesting() throws -> Bool {
        !modifiers(where: { $0 == "_AllowsHitTestingModifier" }, transitive: true)
            .contains { MirrorReader.descendant($0, "allowsHitTesting") as? Bool == false }
    }

    /// Whether `labelsHidden()` hides the labels of the controls in the view.
    public func labelsHidden() -> Bool {
        !modifiers(where: { $0 == "LabelsHiddenModifier" }, transitive: true).isEmpty
    }

    /// Whether the view responds to the user, as ViewInspector's `isResponsive()`: it is present,
    /// not disabled, not hidden and receives taps.
    public func isResponsive() -> Bool {
        !isAbsent && !isDisabled() && !isHidden() && ((try? allowsHitTesting()) ?? true)
    }

    // MARK: Styles

    /// The button style `buttonStyle(_:)` sets on the view or a view containing it.
    public func buttonStyle() throws -> Any {
        try style(["ButtonStyleContainerModifier<", "ButtonStyleModifier<"], call: "buttonStyle(_:)")
    }

    /// The label style `labelStyle(_:)` sets on the view or a view containing it.
    public func labelStyle() throws -> Any {
        try style(["LabelStyleModifier<", "LabelStyleWritingModifier<"], call: "labelStyle(_:)")
    }

    /// The toggle style `toggleStyle(_:)` sets on the view or a view containing it.
    public func toggleStyle() throws -> Any {
        try style(["ToggleStyleModifier<"], call: "toggleStyle(_:)")
    }

    /// The text field style `textFieldStyle(_:)` sets on the view or a view containing it.
    public func textFieldStyle() throws -> Any {
        try style(["TextFieldStyleModifier<"], call: "textFieldStyle(_:)")
    }

    /// The list style `listStyle(_:)` sets on the view or a view containing it.
    public func listStyle() throws -> Any {
        try style(["ListStyleWriter<"], call: "listStyle(_:)")
    }

    /// The date picker style `datePickerStyle(_:)` sets on the view or a view containing it.
    public func datePickerStyle() throws -> Any {
        try style(["DatePickerStyleModifier<"], call: "datePickerStyle(_:)")
    }

    /// The nearest style written by a modifier whose type starts with one of `prefixes`.
    private func style(_ prefixes: [String], call: String) throws -> Any {
        let writers = modifiers(where: { name in prefixes.contains { name.hasPrefix($0) } }, transitive: true)
        guard let style = writers.lazy.compactMap({ MirrorReader.descendant($0, "style") }).first else {
            throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: pathToRoot)
        }
        return style
    }

    // MARK: Navigation

    /// The title `navigationTitle(_:)` sets, as a string.
    public func navigationTitle() throws -> String {
        let title = try modifierAttribute("NavigationPropertiesModifier<", "title|some", Any.self, call: "navigationTitle(_:)")
        guard let string = TextReader.string(of: title, reader: context.reader) else {
            throw InspectionError.attributeNotFound("a Text title", in: "NavigationPropertiesModifier", path: pathToRoot)
        }
        return string
    }

    /// The display mode `navigationBarTitleDisplayMode(_:)` sets.
    public func navigationBarTitleDisplayMode() throws -> NavigationBarItem.TitleDisplayMode {
        try modifierAttribute("_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>", "value|some",
                              NavigationBarItem.TitleDisplayMode.self, call: "navigationBarTitleDisplayMode(_:)")
    }

    // MARK: Accessibility

    /// What assistive technologies read as the view's value, set by `accessibilityValue(_:)`.
    public func accessibilityValue() throws -> String {
        try accessibilityText("value", "an accessibility value")
    }

    /// What assistive technologies read as a hint, set by `accessibilityHint(_:)`.
    public func accessibilityHint() throws -> String {
        try accessibilityText("hint", "an accessibility hint")
    }

    /// Whether `accessibilityHidden(true)` hides the view from assistive technologies.
    public func accessibilityHidden() throws -> Bool {
        for modifier in modifierValues {
            if let hidden = ModifierReader.accessibilityProperty("hidden", of: modifier) as? Bool {
                return hidden
            }
        }
        return false
    }

    private func accessibilityText(_ property: String, _ description: String) throws -> String {
        for modifier in modifierValues {
            if let text = ModifierReader.accessibilityProperty(property, of: modifier),
               let string = TextReader.string(of: text, reader: context.reader) {
                return string
            }
        }
        throw InspectionError.attributeNotFound(description, in: typeName, path: pathToRoot)
    }

    // MARK: Actions

    /// Runs the action of the view's `onAppear(perform:)`.
    public func callOnAppear() throws {
        try appearanceAction("appear", call: "onAppear(perform:)")()
    }

    /// Runs the action of the view's `onDisappear(perform:)`.
    public func callOnDisappear() throws {
        try appearanceAction("disappear", call: "onDisappear(perform:)")()
    }

    private func appearanceAction(_ label: String, call: String) throws -> () -> Void {
        let actions = modifiers(where: { $0 == "_AppearanceActionModifier" })
            .compactMap { MirrorReader.descendant($0, label) as? (() -> Void)? }.compactMap { $0 }
        guard let action = actions.first else {
            throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: pathToRoot)
        }
        return action
    }

    /// Runs the action of the `index`th `onChange(of:)` watching a value of `E`'s type, with `newValue`
    /// (a two-value action receives the watched value as the old one).
    public func callOnChange<E: Equatable>(newValue: E, index: Int = 0) throws {
        let watchers = modifiers(where: { $0 == "_ValueActionModifier<\(E.self)>" || $0 == "_ValueActionModifier2<\(E.self)>" })
        guard watchers.indices.contains(index) else {
            throw InspectionError.attributeNotFound("the modifier onChange(of:) of a \(E.self)" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: pathToRoot)
        }
        let watcher = watchers[index]
        let action = MirrorReader.descendant(watcher, "action")
        if let action = action as? (E) -> Void {
            action(newValue)
        } else if let action = action as? (E, E) -> Void, let old = MirrorReader.descendant(watcher, "value") as? E {
            action(old, newValue)
        } else {
            throw InspectionError.attributeNotFound("an action of \(E.self)", in: "_ValueActionModifier", path: pathToRoot)
        }
    }

    /// Runs the action of the `index`th two-value `onChange(of:)` with `oldValue` and `newValue`.
    public func callOnChange<E: Equatable>(oldValue: E, newValue: E, index: Int = 0) throws {
        let watchers = modifiers(where: { $0 == "_ValueActionModifier2<\(E.self)>" })
        guard watchers.indices.contains(index), let action = MirrorReader.descendant(watchers[index], "action") as? (E, E) -> Void else {
            throw InspectionError.attributeNotFound("the modifier onChange(of:) of a \(E.self) with two values" + (index == 0 ? "" : " at index \(index)"), in: typeName, path: pathToRoot)
        }
        action(oldValue, newValue)
    }

    /// Runs the action of the view's `onSubmit(of:_:)` for `triggers`.
    public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
        let submitters = modifiers(where: { $0 == "OnSubmitModifier" }, transitive: true).filter { modifier in
            (MirrorReader.descendant(modifier, "allowed") as? SubmitTriggers)?.isSuperset(of: triggers) ?? false
        }
        guard let action = submitters.lazy.compactMap({ MirrorReader.descendant($0, "action") as? () -> Void }).first else {
            throw InspectionError.attributeNotFound("the modifier onSubmit(of:_:)", in: typeName, path: pathToRoot)
        }
        action()
    }

    /// Runs the work of the view's `task(priority:_:)` or `task(id:priority:_:)` and waits for it.
    public func callTask() async throws {
        let tasks = modifiers(where: { $0 == "_TaskModifier" || $0.hasPrefix("_TaskValueModifier<") })
        guard let action = tasks.lazy.compactMap({ MirrorReader.descendant($0, "action") as? @Sendable () async -> Void }).first else {
            throw InspectionError.attributeNotFound("the modifier task(priority:_:)", in: typeName, path: pathToRoot)
        }
        await action()
    }

    // MARK: Presentations and toolbars

    /// The view `mask(_:)` masks this view with.
    public func mask(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("mask", index)
    }

    /// The presented sheet (its content is its child); throws when it is not presented.
    public func sheet(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("sheet", index)
    }

    /// The presented full-screen cover (its content is its child); throws when it is not presented.
    public func fullScreenCover(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("fullScreenCover", index)
    }

    /// The presented popover (its content is its child); throws when it is not presented.
    public func popover(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("popover", index)
    }

    /// The presented alert (its actions are its children); throws when it is not presented.
    public func alert(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("alert", index)
    }

    /// The presented confirmation dialog (its actions are its children); throws when it is not presented.
    public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("confirmationDialog", index)
    }

    /// The items of the view's `toolbar { }`.
    public func toolbar(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("toolbar", index)
    }

    /// The message of an alert or a confirmation dialog.
    public func message() throws -> InspectableView {
        try supplementary("message")
    }

    // MARK: The alert and action sheet of the first API

    /// The presented action sheet of the first API (`actionSheet(isPresented:content:)`), as
    /// ViewInspector's `actionSheet()`: `title()`, `message()`, and its buttons as `button(_:)`;
    /// throws when it is not presented.
    public func actionSheet(_ index: Int? = nil) throws -> InspectableView {
        try supplementary("actionSheet", index)
    }

    /// The first button of an alert of the first API (`alert(isPresented:content:)` with an
    /// `Alert`), as ViewInspector's `primaryButton()`: its `labelView()`, `style()` and `tap()`,
    /// which dismisses the alert, then runs the button's action.
    public func primaryButton() throws -> InspectableView {
        try supplementary("primaryButton")
    }

    /// The second button of an alert of the first API, as ViewInspector's `secondaryButton()`;
    /// throws when the alert has one button.
    public func secondaryButton() throws -> InspectableView {
        try supplementary("secondaryButton")
    }

    /// How a button of an alert of the first API is shown, as ViewInspector's `style()`.
    public func style() throws -> Alert.Button.Style {
        if let button = value as? Alert.Button { return button.style }
        guard kind == .button, let stored = MirrorReader.descendant(value, "style") else {
            throw InspectionError.typeMismatch(expected: "Alert.Button", found: fullTypeName, path: pathToRoot)
        }
        // A SwiftUI-shaped replica's style, read by the name of its case.
        switch String(describing: stored) {
        case "default": return .default
        case "cancel": return .cancel
        case "destructive": return .destructive
        case let other: throw InspectionError.notSupported("Unknown Alert.Button.Style: \(other)", path: pathToRoot)
        }
    }

    /// The actions of an alert or a confirmation dialog: the dialog itself, whose children they are.
    public func actions() throws -> InspectableView {
        guard kind == .alert || kind == .confirmationDialog else {
            throw InspectionError.typeMismatch(expected: "Alert or ConfirmationDialog", found: typeName, path: pathToRoot)
        }
        var view = self
        view.isEntered = true
        return view
    }

    /// Whether a confirmation dialog shows its title.
    public func titleVisibility() throws -> Visibility {
        guard kind == .confirmationDialog, let visibility = MirrorReader.descendant(value, "titleVisibility") as? Visibility else {
            throw InspectionError.attributeNotFound("titleVisibility", in: typeName, path: pathToRoot)
        }
        return visibility
    }

    /// The edge of its anchor a popover's arrow points from.
    public func arrowEdge() throws -> Edge {
        guard kind == .popover, let edge = MirrorReader.descendant(value, "arrowEdge") as? Edge else {
            throw InspectionError.attributeNotFound("arrowEdge", in: typeName, path: pathToRoot)
        }
        return edge
    }

    /// Dismisses a presented sheet, cover, popover, alert or dialog: sets its binding false
    /// (a sheet of an item sets the item nil) and runs its `onDismiss`.
    public func dismiss() throws {
        guard InspectableView.presentationSteps.contains(kind.rawValue),
              let isPresented = MirrorReader.descendant(value, "isPresented") as? Binding<Bool>
        else {
            throw InspectionError.notSupported("dismiss() of a \(typeName): only a presented sheet, fullScreenCover, popover, alert or confirmationDialog is dismissed", path: pathToRoot)
        }
        isPresented.wrappedValue = false
        if let onDismiss = MirrorReader.descendant(value, "onDismiss") as? (() -> Void)? {
            onDismiss?()
        }
    }

    /// The ToolbarItem at `index` of a toolbar.
    public func toolbarItem(_ index: Int? = nil) throws -> InspectableView { try child(.toolbarItem, index) }
    /// The ToolbarItemGroup at `index` of a toolbar.
    public func toolbarItemGroup(_ index: Int? = nil) throws -> InspectableView { try child(.toolbarItemGroup, index) }

    /// The ToolbarItem at `index` of a toolbar, as ViewInspector's `item(_:)`.
    public func item(_ index: Int = 0) throws -> InspectableView {
        if index == 0, !isEntered, kind == .toolbarItem { return try child(.toolbarItem, nil) }
        return try child(.toolbarItem, index)
    }

    /// The ToolbarItemGroup at `index` of a toolbar, as ViewInspector's `itemGroup(_:)`.
    public func itemGroup(_ index: Int = 0) throws -> InspectableView {
        if index == 0, !isEntered, kind == .toolbarItemGroup { return try child(.toolbarItemGroup, nil) }
        return try child(.toolbarItemGroup, index)
    }

    /// Where a toolbar item or group goes.
    public func placement() throws -> ToolbarItemPlacement {
        guard let placement = MirrorReader.descendant(value, "placement") as? ToolbarItemPlacement else {
            throw InspectionError.attributeNotFound("placement", in: typeName, path: pathToRoot)
        }
        return placement
    }

    /// A toolbar item's identifier.
    public func identifier() throws -> String {
        guard kind == .toolbarItem, let identifier = MirrorReader.descendant(value, "identifier") as? String else {
            throw InspectionError.attributeNotFound("identifier", in: typeName, path: pathToRoot)
        }
        return identifier
    }

    /// Whether a customizable toolbar shows the item at first.
    public func showsByDefault() throws -> Bool {
        guard kind == .toolbarItem, let shows = MirrorReader.descendant(value, "showsByDefault") as? Bool else {
            throw InspectionError.attributeNotFound("showsByDefault", in: typeName, path: pathToRoot)
        }
        return shows
    }
}
