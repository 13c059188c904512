import Builders

/// The presentation modifier a custom popup presenter (``PopupPresenter``, ``ItemPopupPresenter``)
/// stands for: the modifier SwiftUI's own method would apply with the presenter's members, so that
/// the walks, the renderer and a running app read it as they read that method's. A presenter of a
/// flag stands for the item presentation of a `Void` item, present while the flag is true, so that
/// its popup is made only while it is shown.
enum PopupStandIn {
    /// The presentation `modifier` stands for, or nil when it is no popup presenter.
    static func presentation(standingFor modifier: Any) -> Any? {
        if let presenter = modifier as? any PopupPresenter {
            let presentation: Any = onMainActor(presenter) { flagPresentation($0) }
            return presentation
        }
        if let presenter = modifier as? any ItemPopupPresenter {
            let presentation: Any = onMainActor(presenter) { itemPresentation($0) }
            return presentation
        }
        return nil
    }

    @MainActor
    private static func flagPresentation<P: PopupPresenter>(_ presenter: P) -> Any {
        let isPresented = presenter.isPresented
        let flag = Binding<Void?>(get: { isPresented.wrappedValue ? () : nil }, set: { if $0 == nil { isPresented.wrappedValue = false } })
        let build = presenter.popupBuilder
        return presentation(of: presenter, item: flag, onDismiss: presenter.onDismiss) { (_: Void) in build() }
    }

    @MainActor
    private static func itemPresentation<P: ItemPopupPresenter>(_ presenter: P) -> Any {
        presentation(of: presenter, item: presenter.item, onDismiss: presenter.onDismiss, build: presenter.popupBuilder)
    }

    /// The item presentation of the popups `build` makes, of the kind `presenter` presents.
    /// A sheet or cover runs `onDismiss` itself; the others, which have none, run it when their
    /// item is cleared.
    @MainActor
    private static func presentation<Item, Popup>(
        of presenter: Any, item: Binding<Item?>, onDismiss: (() -> Void)?, build: @escaping (Item) -> Popup
    ) -> Any {
        let clearing = onDismiss.map { onDismiss in
            Binding<Item?>(get: { item.wrappedValue }, set: {
                item.wrappedValue = $0
                if $0 == nil { onDismiss() }
            })
        } ?? item
        if let alert = build as? (Item) -> Alert {
            return ItemAlertTransformModifier(item: clearing, content: alert)
        }
        if let sheet = build as? (Item) -> ActionSheet {
            return ItemActionSheetTransformModifier(item: clearing, content: sheet)
        }
        switch presentedKind(by: presenter) {
        case .fullScreenCover:
            return ItemFullScreenCoverPresentationModifier(item: item, onDismiss: onDismiss, content: build)
        case .popover(let anchor, let edge):
            return ItemPopoverPresentationModifier(item: clearing, attachmentAnchor: anchor, arrowEdge: edge, content: build)
        case .sheet:
            return ItemSheetPresentationModifier(item: item, onDismiss: onDismiss, content: build)
        }
    }

    /// How a presenter of a view presents it.
    private enum ViewPresentation {
        case sheet
        case fullScreenCover
        case popover(PopoverAttachmentAnchor, Edge)
    }

    /// The longest chain of modifiers read in a presenter's body.
    private static let bodyModifierLimit = 64

    /// How `presenter` presents its view: as the first sheet, cover or popover its body applies
    /// (read down its chain of modifiers, without opening other custom modifiers), else as a sheet.
    private static func presentedKind(by presenter: Any) -> ViewPresentation {
        guard var link = CustomBody.body(of: presenter) else { return .sheet }
        for _ in 0..<bodyModifierLimit {
            guard let modifier = MirrorReader.descendant(link, "modifier"), let content = MirrorReader.descendant(link, "content") else { break }
            let name = String(describing: type(of: modifier))
            if name.hasPrefix("SheetPresentationModifier<") || name.hasPrefix("ItemSheetPresentationModifier<") { return .sheet }
            if name.hasPrefix("FullScreenCoverPresentationModifier<") || name.hasPrefix("ItemFullScreenCoverPresentationModifier<") {
                return .fullScreenCover
            }
            if name.hasPrefix("PopoverPresentationModifier<") || name.hasPrefix("ItemPopoverPresentationModifier<") {
                let anchor = MirrorReader.descendant(modifier, "attachmentAnchor") as? PopoverAttachmentAnchor ?? .rect(.bounds)
                let edge = MirrorReader.descendant(modifier, "arrowEdge") as? Edge ?? .top
                return .popover(anchor, edge)
            }
            link = content
        }
        return .sheet
    }
}
