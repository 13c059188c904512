import Builders

// The containers family: navigation methods and verbs named as ViewInspector names them.

extension InspectableView {
    /// The List at `index`.
    public func list(_ index: Int? = nil) throws -> InspectableView { try child(.list, index) }
    /// The Form at `index`.
    public func form(_ index: Int? = nil) throws -> InspectableView { try child(.form, index) }
    /// The Section at `index`.
    public func section(_ index: Int? = nil) throws -> InspectableView { try child(.section, index) }
    /// The ScrollView at `index`.
    public func scrollView(_ index: Int? = nil) throws -> InspectableView { try child(.scrollView, index) }
    /// The LazyVStack at `index`.
    public func lazyVStack(_ index: Int? = nil) throws -> InspectableView { try child(.lazyVStack, index) }
    /// The LazyHStack at `index`.
    public func lazyHStack(_ index: Int? = nil) throws -> InspectableView { try child(.lazyHStack, index) }
    /// The LazyVGrid at `index`.
    public func lazyVGrid(_ index: Int? = nil) throws -> InspectableView { try child(.lazyVGrid, index) }
    /// The LazyHGrid at `index`.
    public func lazyHGrid(_ index: Int? = nil) throws -> InspectableView { try child(.lazyHGrid, index) }
    /// The Grid at `index`.
    public func grid(_ index: Int? = nil) throws -> InspectableView { try child(.grid, index) }
    /// The GridRow at `index`.
    public func gridRow(_ index: Int? = nil) throws -> InspectableView { try child(.gridRow, index) }
    /// The TabView at `index`.
    public func tabView(_ index: Int? = nil) throws -> InspectableView { try child(.tabView, index) }
    /// The NavigationView at `index`.
    public func navigationView(_ index: Int? = nil) throws -> InspectableView { try child(.navigationView, index) }
    /// The NavigationStack at `index`.
    public func navigationStack(_ index: Int? = nil) throws -> InspectableView { try child(.navigationStack, index) }
    /// The NavigationLink at `index`.
    public func navigationLink(_ index: Int? = nil) throws -> InspectableView { try child(.navigationLink, index) }
    /// The GroupBox at `index`.
    public func groupBox(_ index: Int? = nil) throws -> InspectableView { try child(.groupBox, index) }
    /// The DisclosureGroup at `index`.
    public func disclosureGroup(_ index: Int? = nil) throws -> InspectableView { try child(.disclosureGroup, index) }
    /// The Menu at `index`.
    public func menu(_ index: Int? = nil) throws -> InspectableView { try child(.menu, index) }
    /// The ControlGroup at `index`.
    public func controlGroup(_ index: Int? = nil) throws -> InspectableView { try child(.controlGroup, index) }
    /// The ViewThatFits at `index`.
    public func viewThatFits(_ index: Int? = nil) throws -> InspectableView { try child(.viewThatFits, index) }
}

// MARK: Supplementary views

extension InspectableView {
    /// A Section's header, as ViewInspector's `header()`.
    public func header() throws -> InspectableView {
        try supplementary("header")
    }

    /// A Section's footer, as ViewInspector's `footer()`.
    public func footer() throws -> InspectableView {
        try supplementary("footer")
    }

    /// The label a `tabItem(_:)` gives this view, the content of a tab of a TabView, as
    /// ViewInspector's `tabItem()`.
    public func tabItem() throws -> InspectableView {
        try supplementary("tabItem")
    }

    /// Follows a NavigationLink, as a tap on it does: sets its `isActive` binding, if it has one,
    /// and returns its destination, reached by the step `destination`. Throws when the link is
    /// disabled, and for a link that presents a value (`NavigationLink(value:)`), whose
    /// destination is not its own.
    public func navigate() throws -> InspectableView {
        try requireKind(.navigationLink)
        if isDisabled() {
            throw InspectionError.notSupported("navigate() on a disabled NavigationLink", path: pathToRoot)
        }
        let destination = try supplementary("destination")
        if destination.isAbsent {
            throw InspectionError.notSupported(
                "navigate() on a NavigationLink(value:): its destination is the enclosing NavigationStack's navigationDestination",
                path: pathToRoot)
        }
        isActiveBinding()?.wrappedValue = true
        return destination
    }

    /// Whether a NavigationLink created with an `isActive` binding is active, as ViewInspector's `isActive()`.
    public func isActive() throws -> Bool {
        try requireActiveBinding("isActive()").wrappedValue
    }

    /// Sets a NavigationLink's `isActive` binding to true, as ViewInspector's `activate()`.
    /// Throws when the link is disabled.
    public func activate() throws {
        try setActive(true, verb: "activate()")
    }

    /// Sets a NavigationLink's `isActive` binding to false, as ViewInspector's `deactivate()`.
    /// Throws when the link is disabled.
    public func deactivate() throws {
        try setActive(false, verb: "deactivate()")
    }

    /// Whether a DisclosureGroup is expanded, as ViewInspector's `isExpanded()`: its binding's
    /// value, or its own state's.
    public func isExpanded() throws -> Bool {
        try expansion().wrappedValue
    }

    /// Expands a DisclosureGroup, as ViewInspector's `expand()`. Throws when it is disabled.
    public func expand() throws {
        try setExpanded(true, verb: "expand()")
    }

    /// Collapses a DisclosureGroup, as ViewInspector's `collapse()`. Throws when it is disabled.
    public func collapse() throws {
        try setExpanded(false, verb: "collapse()")
    }

    /// Runs a Menu's primary action, as ViewInspector's `callPrimaryAction()`. Throws when the
    /// menu is disabled or has no primary action.
    public func callPrimaryAction() throws {
        try requireKind(.menu)
        if isDisabled() {
            throw InspectionError.notSupported("callPrimaryAction() on a disabled Menu", path: pathToRoot)
        }
        guard let action = MirrorReader.descendant(value, "primaryAction", "some") as? () -> Void else {
            throw InspectionError.attributeNotFound("a primaryAction", in: fullTypeName, path: pathToRoot)
        }
        action()
    }

    private func requireKind(_ expected: ViewKind) throws {
        guard kind == expected else {
            throw InspectionError.typeMismatch(expected: expected.typeName, found: typeName, path: pathToRoot)
        }
    }

    private func isActiveBinding() -> Binding<Bool>? {
        MirrorReader.descendant(value, "_isActive", "binding") as? Binding<Bool>
    }

    private func requireActiveBinding(_ verb: String) throws -> Binding<Bool> {
        try requireKind(.navigationLink)
        guard let binding = isActiveBinding() else {
            throw InspectionError.notSupported(
                "\(verb) on a NavigationLink without an isActive binding: create it with NavigationLink(destination:isActive:label:)",
                path: pathToRoot)
        }
        return binding
    }

    private func setActive(_ active: Bool, verb: String) throws {
        let binding = try requireActiveBinding(verb)
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled NavigationLink", path: pathToRoot)
        }
        binding.wrappedValue = active
    }

    private func expansion() throws -> StateOrBinding<Bool> {
        try requireKind(.disclosureGroup)
        if let binding = MirrorReader.descendant(value, "_isExpanded", "binding") as? Binding<Bool> {
            return .binding(binding)
        }
        if let state = MirrorReader.descendant(value, "_isExpanded", "state") as? State<Bool> {
            return .state(state)
        }
        throw InspectionError.attributeNotFound("an expansion state at _isExpanded", in: fullTypeName, path: pathToRoot)
    }

    private func setExpanded(_ expanded: Bool, verb: String) throws {
        let expansion = try expansion()
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled DisclosureGroup", path: pathToRoot)
        }
        expansion.wrappedValue = expanded
    }
}

// MARK: Layout values

extension InspectableView {
    /// The spacing of a stack, lazy stack or lazy grid, as ViewInspector's `spacing()`: nil for the default.
    public func spacing() throws -> CGFloat? {
        let path: String
        switch kind {
        case .hStack, .vStack: path = "_tree|root|spacing"
        case .lazyVStack, .lazyHStack: path = "tree|root|base|spacing"
        case .lazyVGrid, .lazyHGrid: path = "tree|root|spacing"
        default: throw InspectionError.typeMismatch(expected: "a stack or a lazy grid", found: typeName, path: pathToRoot)
        }
        return try optionalValue(at: path, as: CGFloat.self)
    }

    /// The alignment of a stack, lazy stack, grid or grid row, as ViewInspector's `alignment()`,
    /// as an `Alignment` whose other axis is centred: an HStack aligned `.top` answers `.top`, a
    /// VStack aligned `.leading` answers `.leading`. Nil for a GridRow that takes its grid's.
    public func alignment() throws -> Alignment? {
        let path: String
        switch kind {
        case .hStack, .vStack, .zStack: path = "_tree|root|alignment"
        case .lazyVStack, .lazyHStack: path = "tree|root|base|alignment"
        case .lazyVGrid, .lazyHGrid: path = "tree|root|alignment"
        case .grid: path = "_tree|root|alignment"
        case .gridRow: path = "alignment"
        default: throw InspectionError.typeMismatch(expected: "a stack or a grid", found: typeName, path: pathToRoot)
        }
        guard let raw = MirrorReader.descendant(value, path: path) else {
            throw InspectionError.attributeNotFound("an alignment at \(path)", in: fullTypeName, path: pathToRoot)
        }
        switch raw {
        case let alignment as Alignment: return alignment
        case let vertical as VerticalAlignment: return Alignment(horizontal: .center, vertical: vertical)
        case let horizontal as HorizontalAlignment: return Alignment(horizontal: horizontal, vertical: .center)
        default:
            if Self.isNone(raw) { return nil }
            throw InspectionError.attributeNotFound("an alignment at \(path)", in: fullTypeName, path: pathToRoot)
        }
    }

    /// A Grid's gap between columns, as ViewInspector's `horizontalSpacing()`: nil for the default.
    public func horizontalSpacing() throws -> CGFloat? {
        try requireKind(.grid)
        return try optionalValue(at: "_tree|root|horizontalSpacing", as: CGFloat.self)
    }

    /// A Grid's gap between rows, as ViewInspector's `verticalSpacing()`: nil for the default.
    public func verticalSpacing() throws -> CGFloat? {
        try requireKind(.grid)
        return try optionalValue(at: "_tree|root|verticalSpacing", as: CGFloat.self)
    }

    /// A LazyVGrid's columns, as ViewInspector's `columns()`.
    public func columns() throws -> [GridItem] {
        try requireKind(.lazyVGrid)
        return try storedValue(at: "tree|root|columns", as: [GridItem].self)
    }

    /// A LazyHGrid's rows, as ViewInspector's `rows()`.
    public func rows() throws -> [GridItem] {
        try requireKind(.lazyHGrid)
        return try storedValue(at: "tree|root|rows", as: [GridItem].self)
    }

    /// The views a lazy stack or grid pins while scrolling, as ViewInspector's `pinnedViews()`.
    public func pinnedViews() throws -> PinnedScrollableViews {
        switch kind {
        case .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid:
            return try storedValue(at: "tree|root|pinnedViews", as: PinnedScrollableViews.self)
        default:
            throw InspectionError.typeMismatch(expected: "a lazy stack or a lazy grid", found: typeName, path: pathToRoot)
        }
    }

    /// A ScrollView's scrollable axes, as ViewInspector's `axes()`.
    public func axes() throws -> Axis.Set {
        try requireKind(.scrollView)
        return try storedValue(at: "configuration|axes", as: Axis.Set.self)
    }

    /// Whether a ScrollView shows its scroll indicators, as ViewInspector's `showsIndicators()`.
    public func showsIndicators() throws -> Bool {
        try requireKind(.scrollView)
        return try storedValue(at: "configuration|showsIndicators", as: Bool.self)
    }

    private func storedValue<T>(at path: String, as type: T.Type) throws -> T {
        guard let value = MirrorReader.descendant(value, path: path) as? T else {
            throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: pathToRoot)
        }
        return value
    }

    private func optionalValue<T>(at path: String, as type: T.Type) throws -> T? {
        guard let raw = MirrorReader.descendant(value, path: path) else {
            throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: pathToRoot)
        }
        if let value = raw as? T { return value }
        if Self.isNone(raw) { return nil }
        throw InspectionError.attributeNotFound("a \(T.self) at \(path)", in: fullTypeName, path: pathToRoot)
    }

    /// Whether `raw` is an Optional that holds nothing.
    private static func isNone(_ raw: Any) -> Bool {
        let mirror = Mirror(reflecting: raw)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

// MARK: Search

extension InspectableView {
    /// The first NavigationLink whose label holds a Text whose string is `navigationLink`, as
    /// ViewInspector's `find(navigationLink:)` (its destination is not searched for the title).
    public func find(navigationLink: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "NavigationLink labelled \(navigationLink.debugDescription)") { view in
            guard view.kind == .navigationLink else { return false }
            return (try? view.labelView().find(text: navigationLink)) != nil
        }
    }
}
