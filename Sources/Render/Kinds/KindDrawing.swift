import Inspect

/// How one kind of view is drawn: the layout node its view becomes, without its modifiers (the
/// builder wraps the modifiers' drawings, ``ModifierDrawing``, around it).
///
/// Each kind's drawing is a static member in the kind's own file of this folder, named after
/// SwiftUI's type (a family of one shape shares a file: the stacks, the lazy stacks, the gradients,
/// the presentations); ``registry`` names them all, and the builder looks a view's kind up there
/// once per view. What many kinds share (view lists, stacking, labels, controls) stays in the
/// `LayoutBuilder+…` files, which name no kind.
struct KindDrawing: Sendable {
    /// The node of `view` itself, at layout level `depth`.
    let build: @Sendable (_ builder: LayoutBuilder, _ view: InspectableView, _ depth: Int) throws -> LayoutNode
    /// Whether views of the kind are the views a modifier holds and shows (a toolbar, a
    /// presentation): shown by the modifier, such a view is drawn by this drawing alone, without
    /// the modifiers around it.
    let isHeldByModifier: Bool
    /// For a kind whose rows a vertical scroll view holding only such a view (without
    /// modifiers) makes as it draws them, laid out as the view lays them out: those lazy rows at
    /// the scroll view's `depth`, or nil to draw the scroll view whole. Nil for other kinds.
    let lazyRowsInScrollView: (@Sendable (_ builder: LayoutBuilder, _ view: InspectableView, _ depth: Int) throws -> LayoutNode?)?
    /// The style a control of the kind is drawn with unless an app defines another
    /// (``StyleSheet/defaultStyle(for:)``).
    let controlStyle: ControlStyle

    /// A drawing; `isHeldByModifier` for the kinds of the views modifiers show,
    /// `lazyRowsInScrollView` for a kind a scroll view draws the lazy rows of, `controlStyle` for a
    /// control drawn in other than the standard style.
    init(
        isHeldByModifier: Bool = false,
        controlStyle: ControlStyle = ControlStyle(),
        lazyRowsInScrollView: (@Sendable (_ builder: LayoutBuilder, _ view: InspectableView, _ depth: Int) throws -> LayoutNode?)? = nil,
        build: @escaping @Sendable (_ builder: LayoutBuilder, _ view: InspectableView, _ depth: Int) throws -> LayoutNode
    ) {
        self.build = build
        self.isHeldByModifier = isHeldByModifier
        self.lazyRowsInScrollView = lazyRowsInScrollView
        self.controlStyle = controlStyle
    }

    /// The drawing of `kind`; ``placeholder`` for a kind without one.
    static func of(_ kind: ViewKind) -> KindDrawing {
        registry[kind] ?? placeholder
    }

    /// A view of a kind without a drawing: its type's name in brackets, never dropped silently.
    static let placeholder = KindDrawing { _, view, _ in
        LayoutNode(.text(["[\(view.typeName)]"], CellStyle()))
    }

    /// Every kind's drawing. Add a kind here, and its drawing in a file of its own.
    static let registry: [ViewKind: KindDrawing] = [
        .text: .text, .image: .image, .spacer: .spacer, .divider: .divider, .color: .color, .shape: .shape,
        .emptyView: .emptyView, .unknown: .unknown, .absent: .absent, .viewModifierContent: .viewModifierContent,
        .hStack: .hStack, .vStack: .vStack, .zStack: .zStack,
        .button: .button, .toggle: .toggle, .picker: .picker,
        .tupleView: .tupleView, .group: .group, .forEach: .forEach, .anyView: .anyView, .custom: .custom,
        // MARK: Containers
        .list: .list, .form: .form, .section: .section, .scrollView: .scrollView,
        .lazyVStack: .lazyVStack, .lazyHStack: .lazyHStack, .lazyVGrid: .lazyVGrid, .lazyHGrid: .lazyHGrid,
        .grid: .grid, .gridRow: .gridRow, .tabView: .tabView,
        .navigationView: .navigationView, .navigationStack: .navigationStack, .navigationLink: .navigationLink,
        .navigationSplitView: .navigationSplitView,
        .groupBox: .groupBox, .disclosureGroup: .disclosureGroup, .menu: .menu,
        .controlGroup: .controlGroup, .viewThatFits: .viewThatFits,
        // MARK: Controls
        .textField: .textField, .secureField: .secureField, .textEditor: .textEditor, .stepper: .stepper,
        .slider: .slider, .datePicker: .datePicker, .colorPicker: .colorPicker, .progressView: .progressView,
        .link: .link, .label: .label, .labeledContent: .labeledContent, .contentUnavailableView: .contentUnavailableView,
        // MARK: Toolbars and presentations
        .toolbarItem: .toolbarItem, .toolbarItemGroup: .toolbarItemGroup, .toolbar: .toolbar,
        .sheet: .sheet, .fullScreenCover: .fullScreenCover, .popover: .popover,
        .alert: .alert, .confirmationDialog: .confirmationDialog, .actionSheet: .actionSheet,
        .navigationDestination: .navigationDestination,
        // MARK: Edit mode and remote images
        .editButton: .editButton, .asyncImage: .asyncImage,
        // MARK: Gradients
        .linearGradient: .linearGradient, .radialGradient: .radialGradient,
        .angularGradient: .angularGradient, .ellipticalGradient: .ellipticalGradient,
        // MARK: Views made by closures
        .geometryReader: .geometryReader, .scrollViewReader: .scrollViewReader, .timelineView: .timelineView, .canvas: .canvas,
        .shareLink: .shareLink, .multiDatePicker: .multiDatePicker, .outlineGroup: .outlineGroup, .gauge: .gauge, .table: .table, .tableColumn: .tableColumn,
        // MARK: The views a style's configuration stands for
        .styleConfigurationLabel: .styleConfigurationLabel, .styleConfigurationContent: .styleConfigurationContent,
        .styleConfigurationTitle: .styleConfigurationTitle, .styleConfigurationIcon: .styleConfigurationIcon,
        .styleConfigurationCurrentValueLabel: .styleConfigurationCurrentValueLabel,
    ]

    /// The kinds drawn as controls that a style sheet styles (``StyleSheet/controlKinds``).
    static let styledControls: [ViewKind] = [
        .button, .toggle, .picker, .textField, .secureField, .textEditor, .stepper, .slider,
        .datePicker, .colorPicker, .link, .navigationLink, .menu, .disclosureGroup, .tabView,
        .multiDatePicker,
    ]
}
