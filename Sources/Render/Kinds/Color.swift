import Builders
import Inspect

extension KindDrawing {
    /// `Color`: its cells filled with the terminal colour nearest it.
    static let color = KindDrawing { _, view, _ in
        LayoutNode(.fill(ColorMapping.terminalColor(try? view.actualView(Color.self))))
    }
}
