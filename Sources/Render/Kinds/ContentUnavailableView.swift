import Inspect

// `ContentUnavailableView`: its label, its description below it and its actions below them,
// centred in all the space it is offered, as SwiftUI centres it.

extension KindDrawing {
    /// `ContentUnavailableView`: label, description and actions, one below the other, centred.
    static let contentUnavailableView = KindDrawing { builder, view, depth in
        var parts = [try builder.stack([try view.labelView()], depth: depth)]
        if let description = try? view.descriptionView() { parts.append(try builder.stack([description], depth: depth)) }
        // Without actions, the view's one child is the EmptyView standing for them: no row.
        let actions = try view.children().filter { $0.kind != .emptyView }
        if !actions.isEmpty { parts.append(try builder.stack(actions, depth: depth)) }
        let column = LayoutNode(.vStack(spacing: 1, alignment: .center), parts)
        return LayoutNode(.flexFrame(minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: Int.max, .center, .center), [column])
    }
}
