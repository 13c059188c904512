import Builders
import Inspect

extension KindDrawing {
    /// `Spacer`: the space left over along its stack's axis, at least its minimum length.
    static let spacer = KindDrawing { _, view, _ in
        let minLength = (try? view.actualView(Spacer.self).minLength).flatMap { $0 }.map(Cells.columns) ?? 0
        return LayoutNode(.spacer(minLength: minLength))
    }
}
