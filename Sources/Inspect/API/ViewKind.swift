/// What kind of view an ``InspectableView`` is; each kind has a navigation method of the same name.
///
/// Each kind is described once, in its own file under `Kinds/` (its SwiftUI type names, its role
/// in a view list, where its children are, its navigation method and verbs); ``typeName`` is
/// the kind's name with its first letter capitalised.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A block of several views at the root of an inspection.
    case tupleView
    /// A text.
    case text
    /// An image.
    case image
    /// A button.
    case button
    /// A toggle.
    case toggle
    /// A picker.
    case picker
    /// A horizontal stack.
    case hStack
    /// A vertical stack.
    case vStack
    /// A stack of views in depth.
    case zStack
    /// A group.
    case group
    /// A view for each element of a collection.
    case forEach
    /// A type-erased view.
    case anyView
    /// An empty view.
    case emptyView
    /// A spacer.
    case spacer
    /// A divider.
    case divider
    /// A colour.
    case color
    /// A shape, such as a rectangle or a circle.
    case shape
    /// A custom view: a type with a `body`.
    case custom
    /// A value of a type the inspector does not know; it has no children.
    case unknown
    /// The slot of an absent view: an `if` without `else` whose condition was false (an
    /// Optional that is nil). It keeps its index among its siblings, as in SwiftUI.
    case absent
    /// The stand-in a custom modifier's body receives for the view it modifies, in a modifier
    /// inspected on its own (`modifier.inspect()`); applied to a view, the view is there instead.
    case viewModifierContent
    // MARK: Containers
    /// A list.
    case list
    /// A form.
    case form
    /// A section: its rows join its container's list; `header()` and `footer()` reach the rest.
    case section
    /// A scroll view.
    case scrollView
    /// A lazy vertical stack.
    case lazyVStack
    /// A lazy horizontal stack.
    case lazyHStack
    /// A lazy vertical grid.
    case lazyVGrid
    /// A lazy horizontal grid.
    case lazyHGrid
    /// A grid.
    case grid
    /// A row of a grid.
    case gridRow
    /// A tab view.
    case tabView
    /// A navigation view.
    case navigationView
    /// A navigation stack.
    case navigationStack
    /// A navigation link: a control; `labelView()` and `navigate()` reach its label and destination.
    case navigationLink
    /// A split view of two or three columns: its middle column's views are its children;
    /// `sidebarView()` and `detailView()` reach the others.
    case navigationSplitView
    /// A group box.
    case groupBox
    /// A disclosure group: a control whose content is its children.
    case disclosureGroup
    /// A menu: a control whose actions are its children.
    case menu
    /// A control group.
    case controlGroup
    /// A view that shows the first of its views that fits.
    case viewThatFits
    // MARK: Controls
    /// A text field.
    case textField
    /// A secure field.
    case secureField
    /// A text editor.
    case textEditor
    /// A stepper.
    case stepper
    /// A slider.
    case slider
    /// A date picker.
    case datePicker
    /// A colour picker.
    case colorPicker
    /// A progress view.
    case progressView
    /// A link.
    case link
    /// A label: a title with an icon.
    case label
    /// A labelled content: a label beside a value.
    case labeledContent
    /// What a screen shows when its content is not there: a label, a description and actions.
    case contentUnavailableView
    // MARK: Toolbars and presentations
    /// A toolbar item.
    case toolbarItem
    /// A group of toolbar items.
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
    /// A pushed `navigationDestination(isPresented:)` (or `item:`), reached by `navigationDestination()`:
    /// its destination is its child.
    case navigationDestination
    // MARK: Edit mode and remote images
    /// A button that switches the environment's edit mode.
    case editButton
    /// An image loaded from a URL: on Linux its empty phase, reached by `contentView(_:)`.
    case asyncImage
    // MARK: Gradients, and the action sheet of the first API
    /// A linear gradient.
    case linearGradient
    /// A radial gradient.
    case radialGradient
    /// An angular gradient.
    case angularGradient
    /// An elliptical gradient.
    case ellipticalGradient
    /// A presented `actionSheet` of the first API, reached by `actionSheet()`: its buttons are its children.
    case actionSheet
    // MARK: Views made by closures
    /// A geometry reader: its content, made for an empty space, is its one child.
    case geometryReader
    /// A scroll view reader: its content, made with a proxy, is its child; its items join the list.
    case scrollViewReader
    /// A timeline view: its content for an entry is reached by `contentView(_:)`.
    case timelineView
    /// A canvas drawn by a closure; the views it may draw are reached by `symbolsView()`.
    case canvas
    /// A control sharing items, its label beside a share symbol.
    case shareLink
    /// A control picking several dates.
    case multiDatePicker
    /// Views of tree-shaped data, one per element, made by `leaf(_:)`.
    case outlineGroup
    /// A view showing a value within a range.
    case gauge
    /// Rows of values in columns: its columns are its children.
    case table
    /// A column of a table: its header is `labelView()`, its view of a row's value `cellView(_:)`.
    case tableColumn
    // MARK: The views a style's configuration stands for
    /// The label of a style's configuration (`configuration.label` in the body of a button,
    /// primitive button, toggle, progress view, group box or menu style): a leaf standing for the
    /// styled view's label.
    case styleConfigurationLabel
    /// The content of a group box style's or a menu style's configuration: a leaf standing for the
    /// styled view's content.
    case styleConfigurationContent
    /// The title of a label style's configuration: a leaf standing for the styled label's title.
    case styleConfigurationTitle
    /// The icon of a label style's configuration: a leaf standing for the styled label's icon.
    case styleConfigurationIcon
    /// The current value's label of a progress view style's configuration: a leaf standing for the
    /// styled progress view's current value label.
    case styleConfigurationCurrentValueLabel

    /// The SwiftUI type name of the kind, as errors and dumps print it: `HStack` for `hStack`.
    public var typeName: String {
        switch self {
        case .custom: "custom view"
        case .unknown: "unknown view"
        case .absent: "absent view"
        // A stand-in is named by its configuration's type, as ViewInspector names it.
        case .styleConfigurationLabel, .styleConfigurationContent, .styleConfigurationTitle, .styleConfigurationIcon,
             .styleConfigurationCurrentValueLabel:
            descriptor.typeNames.joined(separator: " or ")
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// What SwiftUI's view list makes of a view of this kind (ARCHITECTURE.md, "The view list"),
    /// as its descriptor states it.
    var listRole: ListRole {
        descriptor.listRole
    }

    /// What a view contributes to the view list of its container.
    enum ListRole: Sendable {
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
