extension ViewKind {
    /// The kind's descriptor: the registry of kinds, one line a kind. Each descriptor is stated in
    /// the kind's own file under `Kinds/`; the tables of ``KnownTypes`` and ``listRole`` are built
    /// from them.
    var descriptor: KindDescriptor {
        switch self {
        case .tupleView: .tupleView
        case .text: .text
        case .image: .image
        case .button: .button
        case .toggle: .toggle
        case .picker: .picker
        case .hStack: .hStack
        case .vStack: .vStack
        case .zStack: .zStack
        case .group: .group
        case .forEach: .forEach
        case .anyView: .anyView
        case .emptyView: .emptyView
        case .spacer: .spacer
        case .divider: .divider
        case .color: .color
        case .shape: .shape
        case .custom: .custom
        case .unknown: .unknown
        case .absent: .absent
        case .viewModifierContent: .viewModifierContent
        // MARK: Containers
        case .list: .list
        case .form: .form
        case .section: .section
        case .scrollView: .scrollView
        case .lazyVStack: .lazyVStack
        case .lazyHStack: .lazyHStack
        case .lazyVGrid: .lazyVGrid
        case .lazyHGrid: .lazyHGrid
        case .grid: .grid
        case .gridRow: .gridRow
        case .tabView: .tabView
        case .navigationView: .navigationView
        case .navigationStack: .navigationStack
        case .navigationLink: .navigationLink
        case .navigationSplitView: .navigationSplitView
        case .groupBox: .groupBox
        case .disclosureGroup: .disclosureGroup
        case .menu: .menu
        case .controlGroup: .controlGroup
        case .viewThatFits: .viewThatFits
        // MARK: Controls
        case .textField: .textField
        case .secureField: .secureField
        case .textEditor: .textEditor
        case .stepper: .stepper
        case .slider: .slider
        case .datePicker: .datePicker
        case .colorPicker: .colorPicker
        case .progressView: .progressView
        case .link: .link
        case .label: .label
        case .labeledContent: .labeledContent
        case .contentUnavailableView: .contentUnavailableView
        // MARK: Toolbars and presentations
        case .toolbarItem: .toolbarItem
        case .toolbarItemGroup: .toolbarItemGroup
        case .toolbar: .toolbar
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        case .navigationDestination: .navigationDestination
        // MARK: Edit mode and remote images
        case .editButton: .editButton
        case .asyncImage: .asyncImage
        // MARK: Gradients, and the action sheet of the first API
        case .linearGradient: .linearGradient
        case .radialGradient: .radialGradient
        case .angularGradient: .angularGradient
        case .ellipticalGradient: .ellipticalGradient
        case .actionSheet: .actionSheet
        // MARK: Views made by closures
        case .geometryReader: .geometryReader
        case .scrollViewReader: .scrollViewReader
        case .timelineView: .timelineView
        case .canvas: .canvas
        case .shareLink: .shareLink
        case .multiDatePicker: .multiDatePicker
        case .outlineGroup: .outlineGroup
        case .gauge: .gauge
        case .table: .table
        case .tableColumn: .tableColumn
        // MARK: The views a style's configuration stands for
        case .styleConfigurationLabel: .styleConfigurationLabel
        case .styleConfigurationContent: .styleConfigurationContent
        case .styleConfigurationTitle: .styleConfigurationTitle
        case .styleConfigurationIcon: .styleConfigurationIcon
        case .styleConfigurationCurrentValueLabel: .styleConfigurationCurrentValueLabel
        }
    }
}
