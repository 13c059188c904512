/// What kind of view an ``InspectableView`` is; each kind has a navigation method of the same name.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A block of several views at the root of an inspection.
    case tupleView
    /// `Text`.
    case text
    /// `Image`.
    case image
    /// `Button`.
    case button
    /// `Toggle`.
    case toggle
    /// `Picker`.
    case picker
    /// `HStack`.
    case hStack
    /// `VStack`.
    case vStack
    /// `ZStack`.
    case zStack
    /// `Group`.
    case group
    /// `ForEach`.
    case forEach
    /// `AnyView`.
    case anyView
    /// `EmptyView`.
    case emptyView
    /// `Spacer`.
    case spacer
    /// `Divider`.
    case divider
    /// `Color`.
    case color
    /// A shape such as `Rectangle`.
    case shape
    /// A custom view: a type with a `body`.
    case custom
    /// A value of a type the inspector does not know; it has no children.
    case unknown
    /// The slot of an absent view: an `if` without `else` whose condition was false (an
    /// Optional that is nil). It keeps its index among its siblings, as in SwiftUI.
    case absent
    // MARK: Containers
    /// `List`.
    case list
    /// `Form`.
    case form
    /// `Section`: its rows join its container's list; `header()` and `footer()` reach the rest.
    case section
    /// `ScrollView`.
    case scrollView
    /// `LazyVStack`.
    case lazyVStack
    /// `LazyHStack`.
    case lazyHStack
    /// `LazyVGrid`.
    case lazyVGrid
    /// `LazyHGrid`.
    case lazyHGrid
    /// `Grid`.
    case grid
    /// `GridRow`.
    case gridRow
    /// `TabView`.
    case tabView
    /// `NavigationView`.
    case navigationView
    /// `NavigationStack`.
    case navigationStack
    /// `NavigationLink`: a control; `labelView()` and `navigate()` reach its label and destination.
    case navigationLink
    /// `GroupBox`.
    case groupBox
    /// `DisclosureGroup`: a control whose content is its children.
    case disclosureGroup
    /// `Menu`: a control whose actions are its children.
    case menu
    /// `ControlGroup`.
    case controlGroup
    /// `ViewThatFits`.
    case viewThatFits
    // MARK: Controls
    /// `TextField`.
    case textField
    /// `SecureField`.
    case secureField
    /// `TextEditor`.
    case textEditor
    /// `Stepper`.
    case stepper
    /// `Slider`.
    case slider
    /// `DatePicker`.
    case datePicker
    /// `ColorPicker`.
    case colorPicker
    /// `ProgressView`.
    case progressView
    /// `Link`.
    case link
    /// `Label`: a title with an icon.
    case label
    /// `LabeledContent`.
    case labeledContent
    // MARK: Toolbars and presentations
    /// `ToolbarItem`.
    case toolbarItem
    /// `ToolbarItemGroup`.
    case toolbarItemGroup
    /// The items of a `toolbar { }`, reached by `toolbar()`.
    case toolbar
    /// A presented `sheet`, reached by `sheet()`: its content is its child.
    case sheet
    /// A presented `fullScreenCover`, reached by `fullScreenCover()`.
    case fullScreenCover
    /// A presented `popover`, reached by `popover()`.
    case popover
    /// A presented `alert`, reached by `alert()`: its actions are its children.
    case alert
    /// A presented `confirmationDialog`, reached by `confirmationDialog()`: its actions are its children.
    case confirmationDialog
    // MARK: Gradients, and the action sheet of the first API
    /// `LinearGradient`.
    case linearGradient
    /// `RadialGradient`.
    case radialGradient
    /// `AngularGradient`.
    case angularGradient
    /// `EllipticalGradient`.
    case ellipticalGradient
    /// A presented `actionSheet` of the first API, reached by `actionSheet()`: its buttons are its children.
    case actionSheet

    /// The SwiftUI type name of the kind, as errors and dumps print it: `HStack` for `hStack`.
    public var typeName: String {
        switch self {
        case .custom: "custom view"
        case .unknown: "unknown view"
        case .absent: "absent view"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// What SwiftUI's view list makes of a view of this kind (ARCHITECTURE.md, "The view list").
    var listRole: ListRole {
        switch self {
        case .tupleView, .group, .forEach, .anyView, .custom: .sublist
        case .hStack, .vStack, .zStack: .stack
        case .button, .toggle, .picker: .control
        case .emptyView, .absent: .nothing
        // MARK: Containers
        case .section: .sublist
        case .list, .form, .scrollView, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid, .grid, .gridRow,
             .tabView, .navigationView, .navigationStack, .groupBox, .controlGroup, .viewThatFits: .stack
        case .navigationLink, .disclosureGroup, .menu: .control
        // MARK: Controls
        case .textField, .secureField, .stepper, .slider, .datePicker, .colorPicker, .progressView, .link, .label, .labeledContent: .control
        case .textEditor: .leaf
        // MARK: Toolbars, presentations and leaves
        case .toolbarItem, .toolbarItemGroup, .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: .stack
        case .text, .image, .spacer, .divider, .color, .shape, .unknown: .leaf
        // MARK: Gradients, and the action sheet of the first API
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient: .leaf
        case .actionSheet: .stack
        }
    }

    /// What a view contributes to the view list of its container.
    enum ListRole {
        /// Its own items join the list: a block, Group, ForEach, AnyView or custom view.
        case sublist
        /// One item that lays out views of its own; opened when it is the root of a list.
        case stack
        /// One item showing a label.
        case control
        /// One item.
        case leaf
        /// No item (an EmptyView).
        case nothing
    }
}
