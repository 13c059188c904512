import Inspect

/// Which presentation modifier a sheet or dialog node draws: its view's root and position, and
/// the modifier's place among the view's modifiers.
struct PresentationMark: Equatable {
    let root: ObjectIdentifier
    let view: StructuralKey
    let slot: Int

    init(view: InspectableView, slot: Int) {
        root = view.rootIdentity
        self.view = view.structuralKeys.own
        self.slot = slot
    }
}

extension Renderer {
    /// The SwiftUI methods that present a view over the screen (the renderer draws the top one
    /// over everything; a running app dismisses it with Esc).
    package static let presentationNames: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet"]
}

extension ModifierEffect {
    /// The presentation the effect draws, if it is a sheet, cover, alert, dialog or popover.
    var presentationMark: PresentationMark? {
        switch self {
        case .sheet(_, let mark), .dialog(let mark): mark
        default: nil
        }
    }
}

/// The presentations shown in one frame, noted as the renderer visits the views (a kept layout
/// reports its views again), in the order a running app's lifecycle meets them.
///
/// SwiftUI shows a presentation over the whole screen, whichever view presents it, and one at a
/// time. So the top one — the last met, the one a running app's Esc dismisses — is drawn at the
/// root, over everything (a sheet in place of the screen, a box centred on it), and its controls
/// are the last focus targets; the others shown at once are not drawn until it goes.
final class PresentationLog {
    private(set) var top: PresentationMark?

    /// Notes the presentations `view`'s `modifiers` show now.
    func note(_ view: InspectableView, _ modifiers: [InspectedModifier]) {
        for (slot, modifier) in modifiers.enumerated() where Renderer.presentationNames.contains(modifier.name) {
            if LayoutBuilder.presentation(modifier.value) != nil { top = PresentationMark(view: view, slot: slot) }
        }
    }

    /// `root` with every presentation left out and the top one drawn over it; `root` itself when
    /// none is shown (or the top one is not in the tree: one in a lazy row made while drawing).
    /// Nodes on the way to a presentation are copied, so the layouts a running app keeps stay as built.
    func raisingTop(of root: LayoutNode) -> LayoutNode {
        guard let top else { return root }
        var found: LayoutNode?
        let base = Self.withoutPresentations(root, top: top, found: &found)
        guard let found, found.children.count > 1, case .effect(let effect) = found.kind else { return root }
        return LayoutNode(.effect(effect), [base, found.children[1]])
    }

    /// `node` with each presentation replaced by the view it wraps; `found` is set to the node of
    /// `top`, looked for in the presentations' contents too (a sheet shown from a sheet).
    /// The layout tree's depth is bounded by ``LayoutBuilder/depthLimit``.
    private static func withoutPresentations(_ node: LayoutNode, top: PresentationMark, found: inout LayoutNode?) -> LayoutNode {
        var node = node
        while case .effect(let effect) = node.kind, let mark = effect.presentationMark, node.children.count > 1 {
            if mark == top { found = node }
            if found == nil { _ = withoutPresentations(node.children[1], top: top, found: &found) }
            node = node.children[0]
        }
        var changed = false
        let children = node.children.map { child in
            let kept = withoutPresentations(child, top: top, found: &found)
            if kept !== child { changed = true }
            return kept
        }
        return changed ? LayoutNode(node.kind, children) : node
    }
}
