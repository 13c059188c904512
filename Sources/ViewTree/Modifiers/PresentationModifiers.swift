/// The modifier `sheet(isPresented:onDismiss:content:)` applies. The sheet's content is at
/// `modifier|content`, shown while `modifier|isPresented` is true.
public struct SheetPresentationModifier<SheetContent> {
    /// Whether the sheet is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// Runs when the sheet is dismissed.
    public var onDismiss: (() -> Void)?
    /// What the sheet shows.
    public var content: SheetContent

    /// Creates the modifier.
    public init(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: SheetContent) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }
}

/// The modifier `fullScreenCover(isPresented:onDismiss:content:)` applies; laid out as a sheet.
public struct FullScreenCoverPresentationModifier<CoverContent> {
    /// Whether the cover is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// Runs when the cover is dismissed.
    public var onDismiss: (() -> Void)?
    /// What the cover shows.
    public var content: CoverContent

    /// Creates the modifier.
    public init(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: CoverContent) {
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }
}

/// The modifier `popover(isPresented:attachmentAnchor:arrowEdge:content:)` applies; laid out as
/// a sheet, with where it is attached at `modifier|attachmentAnchor` and the edge its arrow points
/// from at `modifier|arrowEdge`.
public struct PopoverPresentationModifier<PopoverContent> {
    /// Whether the popover is shown; dismissing it sets this false.
    public var isPresented: Binding<Bool>
    /// Where the popover is attached to the presenting view.
    public var attachmentAnchor: PopoverAttachmentAnchor
    /// The edge of the anchor the arrow points from.
    public var arrowEdge: Edge
    /// What the popover shows.
    public var content: PopoverContent

    /// Creates the modifier; it is attached to the presenting view's bounds unless told otherwise.
    public init(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge, content: PopoverContent) {
        self.isPresented = isPresented
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
        self.content = content
    }
}

/// The modifier `popover(item:attachmentAnchor:arrowEdge:content:)` applies: a popover shown
/// while `item` is not nil.
public struct ItemPopoverPresentationModifier<Item, PopoverContent> {
    /// The presented item; dismissing the popover sets it nil.
    public var item: Binding<Item?>
    /// Where the popover is attached to the presenting view.
    public var attachmentAnchor: PopoverAttachmentAnchor
    /// The edge of the anchor the arrow points from.
    public var arrowEdge: Edge
    /// Makes the popover's content for an item.
    public var content: (Item) -> PopoverContent

    /// Creates the modifier.
    public init(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge, content: @escaping (Item) -> PopoverContent) {
        self.item = item
        self.attachmentAnchor = attachmentAnchor
        self.arrowEdge = arrowEdge
        self.content = content
    }
}

extension ItemPopoverPresentationModifier: _ItemPresentation {
    /// The popover for the current item: dismissing it clears the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PopoverPresentationModifier(
            isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content(current))
    }
}

/// A presentation driven by an optional item, as `sheet(item:onDismiss:content:)` makes: the
/// inspector and renderer see it, while the item is set, as the presentation its content makes.
public protocol _ItemPresentation {
    /// The presentation for the current item (a ``SheetPresentationModifier`` or a
    /// ``FullScreenCoverPresentationModifier`` whose binding clears the item), or nil when the item is nil.
    var _presentation: Any? { get }
}

/// The modifier `sheet(item:onDismiss:content:)` applies: a sheet shown while `item` is not nil.
public struct ItemSheetPresentationModifier<Item, SheetContent> {
    /// The presented item; dismissing the sheet sets it nil.
    public var item: Binding<Item?>
    /// Runs when the sheet is dismissed.
    public var onDismiss: (() -> Void)?
    /// Makes the sheet's content for an item.
    public var content: (Item) -> SheetContent

    /// Creates the modifier.
    public init(item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> SheetContent) {
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
    }
}

extension ItemSheetPresentationModifier: _ItemPresentation {
    /// The sheet for the current item: dismissing it clears the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return SheetPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content(current))
    }
}

/// The modifier `fullScreenCover(item:onDismiss:content:)` applies: a cover shown while `item` is not nil.
public struct ItemFullScreenCoverPresentationModifier<Item, CoverContent> {
    /// The presented item; dismissing the cover sets it nil.
    public var item: Binding<Item?>
    /// Runs when the cover is dismissed.
    public var onDismiss: (() -> Void)?
    /// Makes the cover's content for an item.
    public var content: (Item) -> CoverContent

    /// Creates the modifier.
    public init(item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> CoverContent) {
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
    }
}

extension ItemFullScreenCoverPresentationModifier: _ItemPresentation {
    /// The cover for the current item: dismissing it clears the item.
    public var _presentation: Any? {
        guard let current = item.wrappedValue else { return nil }
        let item = self.item
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return FullScreenCoverPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content(current))
    }
}
