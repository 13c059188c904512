import Inspect

// `TimelineView`: the content its closure makes for a live entry at the time it is drawn (a
// running app draws it again when something else changes, not on its schedule).

extension KindDrawing {
    /// `TimelineView`: its content now.
    static let timelineView = KindDrawing { builder, view, depth in
        try builder.stacked([try view.contentView()], depth: depth)
    }
}
