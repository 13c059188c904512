import Inspect

// `ScrollView`: its content at its ideal size along the scrolled axes, clipped to the view. A
// vertical scroll view of one ForEach (or of one lazy stack of one ForEach, LazyStacks.swift)
// makes only the rows it draws (LazyRows.swift).

extension KindDrawing {
    /// `ScrollView`: its content clipped, or its lazy rows.
    static let scrollView = KindDrawing { builder, view, depth in
        if let lazy = try builder.lazyScrollRows(of: view, depth: depth) { return lazy }
        let axes = (try? view.axes()) ?? .vertical
        let content = try builder.column(try view.children(), depth: depth)
        return LayoutNode(.containers(.scroll(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))), [content])
    }
}

extension LayoutBuilder {
    /// The lazy rows of a vertical scroll view: those of the one view it holds when that view's
    /// kind draws them (a lazy stack without modifiers), else those of its own one ForEach; nil
    /// to draw it whole.
    fileprivate func lazyScrollRows(of view: InspectableView, depth: Int) throws -> LayoutNode? {
        guard lazyLog != nil, (try? view.axes()) == .vertical else { return nil }
        let content = try view.children()
        if content.count == 1, let rows = KindDrawing.of(content[0].kind).lazyRowsInScrollView, content[0].modifiers.isEmpty {
            return try rows(self, content[0], depth)
        }
        return try lazyRows(of: view, spacing: 0, alignment: .leading, asListRows: false, depth: depth)
    }
}
