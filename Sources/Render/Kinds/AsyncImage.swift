import Builders
import Inspect

// `AsyncImage`: nothing is loaded on Linux, so it draws the view of its empty phase (the
// placeholder it was given; an image's own is drawn as the `photo` symbol).

extension KindDrawing {
    /// `AsyncImage`: the view of its empty phase.
    static let asyncImage = KindDrawing { builder, view, depth in
        try builder.stacked([try view.contentView(.empty)], depth: depth)
    }
}
