// The style modifiers share one shape: a modifier writing its `style`, which passes down to the
// controls in the modified view, as SwiftUI's environment does; a verb reads the nearest.

extension ModifierDescriptor {
    /// `pickerStyle(_:)`.
    static let pickerStyle = ModifierDescriptor(typeNames: ["PickerStyleWriter"], method: "pickerStyle")
    /// `buttonStyle(_:)`, of a primitive button style or of a button style.
    static let buttonStyle = ModifierDescriptor(typeNames: ["ButtonStyleModifier", "ButtonStyleContainerModifier"], method: "buttonStyle")
    /// `toggleStyle(_:)`.
    static let toggleStyle = ModifierDescriptor(typeNames: ["ToggleStyleModifier"], method: "toggleStyle")
    /// `textFieldStyle(_:)`.
    static let textFieldStyle = ModifierDescriptor(typeNames: ["TextFieldStyleModifier"], method: "textFieldStyle")
    /// `listStyle(_:)`.
    static let listStyle = ModifierDescriptor(typeNames: ["ListStyleWriter"], method: "listStyle")
    /// `datePickerStyle(_:)`.
    static let datePickerStyle = ModifierDescriptor(typeNames: ["DatePickerStyleModifier"], method: "datePickerStyle")
    /// `labelStyle(_:)`.
    static let labelStyle = ModifierDescriptor(typeNames: ["LabelStyleWritingModifier"], method: "labelStyle")
    /// `navigationViewStyle(_:)`.
    static let navigationViewStyle = ModifierDescriptor(typeNames: ["NavigationViewStyleModifier"], method: "navigationViewStyle")
    /// `navigationSplitViewStyle(_:)`.
    static let navigationSplitViewStyle = ModifierDescriptor(typeNames: ["NavigationSplitViewStyleModifier"], method: "navigationSplitViewStyle")
    /// `progressViewStyle(_:)`.
    static let progressViewStyle = ModifierDescriptor(typeNames: ["ProgressViewStyleModifier"], method: "progressViewStyle")
    /// `groupBoxStyle(_:)`.
    static let groupBoxStyle = ModifierDescriptor(typeNames: ["GroupBoxStyleModifier"], method: "groupBoxStyle")
    /// `menuStyle(_:)`.
    static let menuStyle = ModifierDescriptor(typeNames: ["MenuStyleModifier"], method: "menuStyle")
    /// `tabViewStyle(_:)`.
    static let tabViewStyle = ModifierDescriptor(typeNames: ["_TabViewStyleWriter"], method: "tabViewStyle")
    /// `indexViewStyle(_:)`.
    static let indexViewStyle = ModifierDescriptor(typeNames: ["IndexViewStyleModifier"], method: "indexViewStyle")
}

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
        throw InspectionError.attributeNotFound("a pickerStyle(_:) on it or a view containing it", in: typeName, path: place)
    }

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

    /// The navigation view style `navigationViewStyle(_:)` sets on the view or a view containing
    /// it, as ViewInspector's `navigationViewStyle()`.
    public func navigationViewStyle() throws -> Any {
        try style(["NavigationViewStyleModifier<"], call: "navigationViewStyle(_:)")
    }

    /// The split view style `navigationSplitViewStyle(_:)` sets on the view or a view containing it.
    public func navigationSplitViewStyle() throws -> Any {
        try style(["NavigationSplitViewStyleModifier<"], call: "navigationSplitViewStyle(_:)")
    }

    /// The progress view style `progressViewStyle(_:)` sets on the view or a view containing it, as
    /// ViewInspector's `progressViewStyle()`.
    public func progressViewStyle() throws -> Any {
        try style(["ProgressViewStyleModifier<"], call: "progressViewStyle(_:)")
    }

    /// The group box style `groupBoxStyle(_:)` sets on the view or a view containing it, as
    /// ViewInspector's `groupBoxStyle()`.
    public func groupBoxStyle() throws -> Any {
        try style(["GroupBoxStyleModifier<"], call: "groupBoxStyle(_:)")
    }

    /// The menu style `menuStyle(_:)` sets on the view or a view containing it, as ViewInspector's
    /// `menuStyle()`.
    public func menuStyle() throws -> Any {
        try style(["MenuStyleModifier<"], call: "menuStyle(_:)")
    }

    /// The tab view style `tabViewStyle(_:)` sets on the view or a view containing it, as
    /// ViewInspector's `tabViewStyle()`.
    public func tabViewStyle() throws -> Any {
        try style(["_TabViewStyleWriter<"], call: "tabViewStyle(_:)")
    }

    /// The index view style `indexViewStyle(_:)` sets on the view or a view containing it, as
    /// ViewInspector's `indexViewStyle()`.
    public func indexViewStyle() throws -> Any {
        try style(["IndexViewStyleModifier<"], call: "indexViewStyle(_:)")
    }

    /// The style an app's own style modifier sets on the view or a view containing it, as
    /// ViewInspector's `customStyle(_:)`: the modifier is named by its method (`helloWorldStyle`), its
    /// type by the method's name capitalised with `Modifier` after it (`HelloWorldStyleModifier`),
    /// and the style is its stored `style`.
    ///
    ///     extension View {
    ///         func helloWorldStyle<S: HelloWorldStyle>(_ style: S) -> some View { modifier(HelloWorldStyleModifier(style)) }
    ///     }
    ///     try view.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle
    public func customStyle(_ modifierName: String) throws -> Any {
        let typeName = modifierName.prefix(1).uppercased() + modifierName.dropFirst() + "Modifier"
        return try style([typeName], call: "\(modifierName)(_:)")
    }

    /// The nearest style written by a modifier whose type starts with one of `prefixes`.
    private func style(_ prefixes: [String], call: String) throws -> Any {
        let writers = modifiers(where: { name in prefixes.contains { name.hasPrefix($0) } }, transitive: true)
        guard let style = writers.lazy.compactMap({ MirrorReader.descendant($0, "style") }).first else {
            throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: place)
        }
        return style
    }
}
