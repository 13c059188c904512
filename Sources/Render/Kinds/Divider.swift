import Inspect

extension KindDrawing {
    /// `Divider`: a line across its stack's axis (`─` in a column, `│` in a row).
    static let divider = KindDrawing { _, _, _ in
        LayoutNode(.divider)
    }
}
