import Builders

extension KindDescriptor {
    /// NavigationLink: a control; `labelView()` and `navigate()` reach its label and destination,
    /// and the kind steps below it go through its destination, as ViewInspector's do
    /// (`navigationLink().view(Detail.self)`). A link made with an `isActive` binding shows its
    /// destination only while active.
    static let navigationLink = KindDescriptor(
        kind: .navigationLink, typeNames: ["NavigationLink"], listRole: .control,
        supplementaryPaths: [("labelView", "label"), ("destination", "destination")],
        withholdsSupplementaryView: { value, step in
            guard step == "destination", let isActive = MirrorReader.descendant(value, "_isActive", "binding") as? Binding<Bool>,
                  !isActive.wrappedValue
            else { return nil }
            return "its isActive binding is false"
        },
        stepsThrough: "destination")
}

extension InspectableView {
    /// The NavigationLink at `index`.
    public func navigationLink(_ index: Int? = nil) throws -> InspectableView { try child(.navigationLink, index) }

    /// Follows a NavigationLink, as a tap on it does: sets its `isActive` binding, if it has one,
    /// and returns its destination, reached by the step `destination`. Throws when the link is
    /// disabled, and for a link that presents a value (`NavigationLink(value:)`), whose
    /// destination is not its own.
    public func navigate() throws -> InspectableView {
        try requireKind(.navigationLink)
        if isDisabled() {
            throw InspectionError.notSupported("navigate() on a disabled NavigationLink", path: place)
        }
        if MirrorReader.descendant(value, "value", "some") != nil {
            throw InspectionError.notSupported(
                "navigate() on a NavigationLink(value:): its destination is the enclosing \(ViewKind.navigationStack.typeName)'s navigationDestination",
                path: place)
        }
        // Active first: a link with a binding shows its destination only while active.
        isActiveBinding()?.wrappedValue = true
        return try supplementary("destination")
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

    /// The first NavigationLink that holds a Text whose string is `navigationLink`, in its label
    /// or in the destination it shows, as ViewInspector's `find(navigationLink:)`.
    public func find(navigationLink: String, traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "NavigationLink holding \(navigationLink.debugDescription)") { view in
            guard view.kind == .navigationLink else { return false }
            return (try? view.find(text: navigationLink)) != nil
        }
    }

    /// A NavigationLink's destination, without following the link (nil for a link that presents
    /// a value), for a running app that shows it while the link is pushed.
    package func linkDestination() -> InspectableView? {
        guard kind == .navigationLink, let destination = try? supplementary("destination"), !destination.isAbsent else { return nil }
        return destination
    }

    /// The value a `NavigationLink(value:)` presents, or nil.
    package var linkValue: AnyHashable? {
        guard kind == .navigationLink else { return nil }
        return MirrorReader.descendant(value, "value", "some") as? AnyHashable
    }

    /// A NavigationLink's `isActive` binding, when it was made with one.
    package var linkIsActiveBinding: Binding<Bool>? {
        kind == .navigationLink ? isActiveBinding() : nil
    }

    private func isActiveBinding() -> Binding<Bool>? {
        MirrorReader.descendant(value, "_isActive", "binding") as? Binding<Bool>
    }

    private func requireActiveBinding(_ verb: String) throws -> Binding<Bool> {
        try requireKind(.navigationLink)
        guard let binding = isActiveBinding() else {
            throw InspectionError.notSupported(
                "\(verb) on a NavigationLink without an isActive binding: create it with NavigationLink(destination:isActive:label:)",
                path: place)
        }
        return binding
    }

    private func setActive(_ active: Bool, verb: String) throws {
        let binding = try requireActiveBinding(verb)
        if isDisabled() {
            throw InspectionError.notSupported("\(verb) on a disabled NavigationLink", path: place)
        }
        binding.wrappedValue = active
    }
}
