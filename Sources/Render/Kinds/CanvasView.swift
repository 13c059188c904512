import Inspect

// SwiftUI's `Canvas` view (not the grid of cells a render draws into): its renderer draws paths
// and images a terminal cell cannot show, so it is drawn as its labelled placeholder, centred in
// all the space offered, as a canvas takes it.

extension KindDrawing {
    /// `Canvas`: `[Canvas]`, centred in the space offered.
    static let canvas = KindDrawing { _, view, _ in
        LayoutNode(
            .flexFrame(minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: Int.max, .center, .center),
            [LayoutNode(.text(["[\(view.typeName)]"], CellStyle()))])
    }
}
