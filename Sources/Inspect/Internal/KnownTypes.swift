/// Every type name the inspector knows, with what the walk makes of it: the one table
/// that the label walk, the package's own answers and the static walk consult.
///
/// The inspector reads a tree by type names and stored-property labels, so a value is
/// known by its type's own name (without module or generic arguments): this package's
/// types, SwiftUI's, and SwiftUI-shaped replicas alike. To teach the inspector a new
/// node type, add its name here (ARCHITECTURE.md, "Adding a node type").
enum KnownTypes {
    /// What the walk does with a value of a known type.
    enum Role: Equatable {
        /// A view of the given kind (a leaf, a stack, a control, a group…).
        case view(ViewKind)
        /// A node the walk looks through to the views inside it.
        case wrapper(Wrapper)
    }

    /// The nodes the walk looks through.
    enum Wrapper: Equatable {
        /// `TupleView`: its `value` tuple's elements, in order.
        case tuple
        /// `ModifiedContent`: `content`, with `modifier` kept for the view inside.
        case modified
        /// `Optional`: `some`, or nothing.
        case optional
        /// `_ConditionalContent`: the live case of `storage`.
        case conditional
        /// `_ViewModifier_Content`: the content a custom modifier's body receives, at `content|some|storage|view`.
        case modifierContent
        /// `IDView`: `content`, with `id` kept for the view inside.
        case identified
    }

    /// The role of a type by its own name, or nil when the name is not known (a
    /// custom view, or a value of a type the inspector cannot read).
    static func role(ofBaseName name: String) -> Role? {
        if let wrapper = wrappers[name] { return .wrapper(wrapper) }
        return viewKinds[name].map(Role.view)
    }

    /// The kind of a view known by its type's own name, such as `HStack`.
    static func kind(ofBaseName name: String) -> ViewKind? {
        viewKinds[name]
    }

    /// The view types, by name.
    private static let viewKinds: [String: ViewKind] = [
        "Text": .text, "Image": .image, "Button": .button, "Toggle": .toggle, "Picker": .picker,
        "HStack": .hStack, "VStack": .vStack, "ZStack": .zStack,
        "Group": .group, "ForEach": .forEach, "AnyView": .anyView,
        "EmptyView": .emptyView, "Spacer": .spacer, "Divider": .divider, "Color": .color,
        "Rectangle": .shape, "_ShapeView": .shape, "Circle": .shape, "Capsule": .shape,
        "RoundedRectangle": .shape, "Ellipse": .shape,
        // MARK: Containers
        "List": .list, "Form": .form, "Section": .section, "ScrollView": .scrollView,
        "LazyVStack": .lazyVStack, "LazyHStack": .lazyHStack, "LazyVGrid": .lazyVGrid, "LazyHGrid": .lazyHGrid,
        "Grid": .grid, "GridRow": .gridRow, "TabView": .tabView,
        "NavigationView": .navigationView, "NavigationStack": .navigationStack, "NavigationLink": .navigationLink,
        "GroupBox": .groupBox, "DisclosureGroup": .disclosureGroup, "Menu": .menu,
        "ControlGroup": .controlGroup, "ViewThatFits": .viewThatFits,
        // MARK: Controls
        "TextField": .textField, "SecureField": .secureField, "TextEditor": .textEditor, "Stepper": .stepper,
        "Slider": .slider, "DatePicker": .datePicker, "ColorPicker": .colorPicker, "ProgressView": .progressView,
        "Link": .link, "Label": .label, "LabeledContent": .labeledContent,
        // MARK: Shapes
        "Path": .shape, "_StrokedShape": .shape, "_Inset": .shape,
        // MARK: Toolbars and presentations
        "ToolbarItem": .toolbarItem, "ToolbarItemGroup": .toolbarItemGroup, "ToolbarModifier": .toolbar,
        "SheetPresentationModifier": .sheet, "FullScreenCoverPresentationModifier": .fullScreenCover,
        "PopoverPresentationModifier": .popover, "AlertModifier": .alert, "ConfirmationDialogModifier": .confirmationDialog,
        // MARK: Gradients, and alerts and action sheets of the first API
        "AlertTransformModifier": .alert,
        "LinearGradient": .linearGradient, "RadialGradient": .radialGradient, "AngularGradient": .angularGradient,
        "EllipticalGradient": .ellipticalGradient, "ActionSheetTransformModifier": .actionSheet,
    ]

    /// The nodes the walk looks through, by name.
    private static let wrappers: [String: Wrapper] = [
        "TupleView": .tuple, "ModifiedContent": .modified, "Optional": .optional,
        "_ConditionalContent": .conditional, "_ViewModifier_Content": .modifierContent, "IDView": .identified,
    ]

    /// The label path of the views inside a container of `kind`, for the label walk.
    static func contentPath(of kind: ViewKind) -> String? {
        switch kind {
        case .hStack, .vStack, .zStack: "_tree|content"
        case .group: "content"
        case .anyView: "storage|view"
        case .picker: "content"
        // MARK: Containers
        case .list, .form, .section, .scrollView, .gridRow, .tabView, .navigationView: "content"
        case .groupBox, .disclosureGroup, .menu, .controlGroup: "content"
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: "tree|content"
        case .grid, .viewThatFits: "_tree|content"
        case .navigationStack: "root"
        // MARK: Controls
        case .labeledContent: "content"
        // MARK: Toolbars and presentations
        case .toolbarItem, .toolbarItemGroup, .toolbar, .sheet, .fullScreenCover, .popover: "content"
        case .alert, .confirmationDialog: "actions"
        default: nil
        }
    }

    /// The views a view of `kind` holds beside its children, each reached by a step of its own
    /// name (as ViewInspector names it) at a label path: a control's `labelView()` at `label`.
    static func supplementaryPaths(of kind: ViewKind) -> [(step: String, path: String)] {
        switch kind {
        case .button, .toggle, .picker: [("labelView", "label")]
        // MARK: Containers
        case .section: [("header", "header"), ("footer", "footer")]
        case .navigationLink: [("labelView", "label"), ("destination", "destination")]
        case .groupBox, .disclosureGroup, .menu: [("labelView", "label")]
        // MARK: Controls
        case .textField: [("labelView", "label"), ("prompt", "prompt|some")]
        case .secureField, .stepper, .slider, .datePicker, .colorPicker, .link, .labeledContent: [("labelView", "label")]
        case .progressView: [("labelView", "base|custom|label|some"), ("currentValueLabelView", "base|custom|currentValueLabel|some")]
        case .label: [("title", "title"), ("icon", "icon")]
        // MARK: Images
        case .image:
            // An Image's accessibility label, under up to three of its own modifiers.
            [("labelView", "provider|base|label|some"), ("labelView", "provider|base|base|provider|base|label|some"),
             ("labelView", "provider|base|base|provider|base|base|provider|base|label|some"),
             ("labelView", "provider|base|base|provider|base|base|provider|base|base|provider|base|label|some")]
        // MARK: Alerts and action sheets
        case .alert, .confirmationDialog: [("title", "title"), ("message", "message")] + oldAlertPaths
        case .actionSheet: [("title", "popup|title"), ("message", "popup|message|some")]
        default: []
        }
    }

    // MARK: Alerts of the first API
    /// The views of an alert of the first API (`AlertTransformModifier`, its `Alert` at `popup`),
    /// as ViewInspector reaches them: `title()`, `message()`, `primaryButton()`, `secondaryButton()`.
    static let oldAlertPaths = [
        ("title", "popup|title"), ("message", "popup|message|some"),
        ("primaryButton", "popup|primaryButton"), ("secondaryButton", "popup|secondaryButton|some"),
    ]

    /// The views modifiers hold, each reached from the modified view by a step of its own name
    /// (as ViewInspector names it) at a label path of the modifier; a modifier is known by the
    /// start of its type's full name, so that trait keys tell apart `_TraitWritingModifier`s.
    static let modifierSupplementaryPaths: [(typePrefix: String, step: String, path: String)] = [
        ("_OverlayModifier<", "overlay", "overlay"),
        ("_BackgroundModifier<", "background", "background"),
        // MARK: Containers
        ("_TraitWritingModifier<TabItemTraitKey>", "tabItem", "value|some|storage|view|content"),
        // MARK: Masks, toolbars and presentations
        // A presentation's step reaches the modifier itself (path ""), only while it is presented.
        ("_MaskEffect<", "mask", "mask"),
        ("ToolbarModifier<", "toolbar", ""),
        ("SheetPresentationModifier<", "sheet", ""), ("ItemSheetPresentationModifier<", "sheet", ""),
        ("FullScreenCoverPresentationModifier<", "fullScreenCover", ""),
        ("ItemFullScreenCoverPresentationModifier<", "fullScreenCover", ""),
        ("PopoverPresentationModifier<", "popover", ""),
        ("AlertModifier<", "alert", ""), ("AlertTransformModifier", "alert", ""), ("ActionSheetTransformModifier", "actionSheet", ""),
        ("ConfirmationDialogModifier<", "confirmationDialog", ""),
    ]

    /// Whether `name` is the step of a supplementary view, of a kind or of a modifier.
    static func isSupplementaryStep(_ name: String) -> Bool {
        ViewKind.allCases.contains { kind in supplementaryPaths(of: kind).contains { $0.step == name } }
            || modifierSupplementaryPaths.contains { $0.step == name }
    }

    /// The SwiftUI method that applies a modifier type known by its name alone,
    /// such as `padding` for `_PaddingLayout`. Modifiers whose method depends on
    /// their values (tags, overlays, environment writes) are named by ``ModifierReader``, which
    /// also knows the tag modifiers of SwiftUI's three eras (`ModifierReader.tagLayout`).
    static let modifierMethods: [String: String] = [
        "_PaddingLayout": "padding",
        "_FrameLayout": "frame", "_FlexFrameLayout": "frame",
        "_BackgroundModifier": "background", "_BackgroundStyleModifier": "background",
        "_OpacityEffect": "opacity",
        "PickerStyleWriter": "pickerStyle",
        // MARK: Containers
        "TabItemTraitKey": "tabItem",
        "ZIndexTraitKey": "zIndex", "LayoutPriorityTraitKey": "layoutPriority",
        "OnDeleteTraitKey": "onDelete", // rows deleted in a running app
        // MARK: Images and shapes
        "_AspectRatioLayout": "aspectRatio",
        // MARK: Navigation, presentations, effects, styles and actions
        "NavigationPropertiesModifier": "navigationTitle", "ToolbarModifier": "toolbar",
        "SheetPresentationModifier": "sheet", "ItemSheetPresentationModifier": "sheet",
        "FullScreenCoverPresentationModifier": "fullScreenCover", "ItemFullScreenCoverPresentationModifier": "fullScreenCover",
        "PopoverPresentationModifier": "popover", "AlertModifier": "alert", "AlertTransformModifier": "alert",
        "ActionSheetTransformModifier": "actionSheet",
        "ConfirmationDialogModifier": "confirmationDialog", "_MaskEffect": "mask", "_ShadowEffect": "shadow",
        "_BlurEffect": "blur", "_OffsetEffect": "offset", "_PositionLayout": "position", "_HiddenModifier": "hidden",
        "_FixedSizeLayout": "fixedSize", "_SafeAreaRegionsIgnoringLayout": "ignoresSafeArea",
        "_SafeAreaIgnoringLayout": "edgesIgnoringSafeArea", "_AllowsHitTestingModifier": "allowsHitTesting",
        "_ForegroundStyleModifier": "foregroundStyle", "ButtonStyleModifier": "buttonStyle",
        "ButtonStyleContainerModifier": "buttonStyle", "ToggleStyleModifier": "toggleStyle",
        "TextFieldStyleModifier": "textFieldStyle", "ListStyleWriter": "listStyle",
        "DatePickerStyleModifier": "datePickerStyle", "LabelsHiddenModifier": "labelsHidden",
        "_ValueActionModifier": "onChange", "_ValueActionModifier2": "onChange", "OnSubmitModifier": "onSubmit",
        "_TaskModifier": "task", "_TaskValueModifier": "task",
        // MARK: Focus and label styles
        "FocusBindingModifier": "focused", "LabelStyleWritingModifier": "labelStyle",
    ]
}
