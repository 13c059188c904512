import Builders

// The presentations share one shape: a modifier that holds a view only while presented, and,
// reached by its step (`sheet()`), a node of its own kind whose child is that view (one view is
// reached without an index, `sheet().text()`, as in ViewInspector). The modifier's
// type is read both as a modifier and as the node's kind.

extension KindDescriptor {
    /// A presented sheet (a SheetPresentationModifier): its content is its child.
    static let sheet = KindDescriptor(
        kind: .sheet, typeNames: ["SheetPresentationModifier"], listRole: .stack, contentPath: "content", holdsOneView: true)

    /// A presented full-screen cover (a FullScreenCoverPresentationModifier): its content is its child.
    static let fullScreenCover = KindDescriptor(
        kind: .fullScreenCover, typeNames: ["FullScreenCoverPresentationModifier"], listRole: .stack, contentPath: "content", holdsOneView: true)

    /// A presented popover (a PopoverPresentationModifier): its content is its child.
    static let popover = KindDescriptor(
        kind: .popover, typeNames: ["PopoverPresentationModifier"], listRole: .stack, contentPath: "content", holdsOneView: true)
}

extension ModifierDescriptor {
    /// `sheet(isPresented:)` and `sheet(item:)`: the step `sheet` reaches the presented sheet
    /// (a sheet of an item presents the sheet its item makes).
    static let sheet = ModifierDescriptor(
        typeNames: ["SheetPresentationModifier", "ItemSheetPresentationModifier"], method: "sheet",
        heldViews: [("SheetPresentationModifier<", "sheet", ""), ("ItemSheetPresentationModifier<", "sheet", "")],
        isPresentation: true)

    /// `fullScreenCover(isPresented:)` and `fullScreenCover(item:)`.
    static let fullScreenCover = ModifierDescriptor(
        typeNames: ["FullScreenCoverPresentationModifier", "ItemFullScreenCoverPresentationModifier"], method: "fullScreenCover",
        heldViews: [
            ("FullScreenCoverPresentationModifier<", "fullScreenCover", ""), ("ItemFullScreenCoverPresentationModifier<", "fullScreenCover", ""),
        ],
        isPresentation: true)

    /// `popover(isPresented:)` and `popover(item:)`.
    static let popover = ModifierDescriptor(
        typeNames: ["PopoverPresentationModifier", "ItemPopoverPresentationModifier"], method: "popover",
        heldViews: [("PopoverPresentationModifier<", "popover", ""), ("ItemPopoverPresentationModifier<", "popover", "")],
        isPresentation: true)
}

extension SheetPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension FullScreenCoverPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension PopoverPresentationModifier: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
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

    /// The edge of its anchor a popover's arrow points from.
    public func arrowEdge() throws -> Edge {
        guard kind == .popover, let edge = MirrorReader.descendant(value, "arrowEdge") as? Edge else {
            throw InspectionError.attributeNotFound("arrowEdge", in: typeName, path: place)
        }
        return edge
    }

    /// Where a popover is attached to the view presenting it.
    public func attachmentAnchor() throws -> PopoverAttachmentAnchor {
        guard kind == .popover, let anchor = MirrorReader.descendant(value, "attachmentAnchor") as? PopoverAttachmentAnchor else {
            throw InspectionError.attributeNotFound("attachmentAnchor", in: typeName, path: place)
        }
        return anchor
    }

    /// The content of a presented popover, as ViewInspector's deprecated `contentView(_:)`: the
    /// popover itself, whose children are its content (`popover().text()`).
    public func contentView<T>(_ type: T.Type) throws -> InspectableView {
        try requireKind(.popover)
        return entered
    }

    /// Dismisses a presented sheet, cover, popover, alert or dialog: sets its binding false
    /// (a sheet of an item sets the item nil) and runs its `onDismiss`.
    public func dismiss() throws {
        guard KnownTypes.presentationSteps.contains(kind.rawValue),
              let isPresented = PresentationPlace.isPresentedBinding(of: value)
        else {
            throw InspectionError.notSupported("dismiss() of a \(typeName): only a presented sheet, fullScreenCover, popover, alert or confirmationDialog is dismissed", path: place)
        }
        isPresented.wrappedValue = false
        if let onDismiss = MirrorReader.descendant(value, "onDismiss") as? (() -> Void)? {
            onDismiss?()
        }
    }
}
