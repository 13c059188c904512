import Inspect

// `ViewThatFits`: the first of its views whose ideal width fits the width offered, else the last.

extension KindDrawing {
    /// `ViewThatFits`: its views, one chosen as it is laid out.
    static let viewThatFits = KindDrawing { builder, view, depth in
        LayoutNode(.containers(.fits), try builder.listedItems(of: view, depth: depth))
    }
}
