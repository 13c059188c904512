import Builders
@testable import Render
import Testing
import Expectations

// At the painter's level: a window of a tall layout painted through a
// `PaintCache` equals the same window painted from blank cells; frames painted one after another
// (into the canvas of the frame before the last) leave every frame handed out as it was; and the
// look for a squeezed control agrees with a whole render.

/// A button of `label`, kept (as a running app's layout cache keeps a custom view's nodes).
private func keptButton(_ label: String) -> LayoutNode {
    let control = LayoutNode.Control(action: {}, isDisabled: false, isSelected: false, isOn: nil)
    let node = LayoutNode(.control(control), [LayoutNode(.text([label], CellStyle()))])
    node.isReusable = true
    return node
}

/// A column of the buttons, as a frame rebuilds the stack around kept rows.
private func column(_ buttons: [LayoutNode]) -> LayoutNode {
    LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons)
}

/// The rows `top..<top + height` of `root` laid out at its own height, painted from blank cells.
private func window(_ root: LayoutNode, top: Int, focus: Int?, width: Int = 12, height: Int = 4) -> RenderedScreen {
    let layout = Layout(focusIndex: focus)
    let size = layout.size(root, Layout.Proposal(width: width, height: nil))
    var painter = Painter(layout: layout, canvas: Canvas(width: width, height: height))
    painter.draw(root, x: 0, y: -top, size: Layout.Size(width: min(size.width, width), height: size.height), style: CellStyle())
    return RenderedScreen(canvas: painter.canvas, focusTargets: painter.targets)
}

/// The same window painted through `cache`.
private func window(_ root: LayoutNode, top: Int, focus: Int?, through cache: PaintCache, width: Int = 12, height: Int = 4) -> RenderedScreen {
    let layout = Layout(focusIndex: focus)
    let size = layout.size(root, Layout.Proposal(width: width, height: nil))
    return cache.paint(
        root, layout: layout, width: width, height: height,
        size: Layout.Size(width: min(size.width, width), height: size.height), styleSheet: .standard, top: top)
}

private func places(_ screen: RenderedScreen) -> [[Int]] {
    screen.focusTargets.map { [$0.row, $0.column, $0.width, $0.height] }
}

@MainActor @Suite struct WindowPaintCacheTests {
    @Test func aWindowPaintedOverItsLastFrameEqualsTheWindowPaintedFromBlankCells() {
        let cache = PaintCache()
        let buttons = (0..<10).map { keptButton("b\($0)") }
        _ = window(column(buttons), top: 3, focus: 4, through: cache)
        let screen = window(column(buttons), top: 3, focus: 5, through: cache)
        let scratch = window(column(buttons), top: 3, focus: 5)
        expectEqual(screen.canvas, scratch.canvas)
        expectContains(screen.canvas.plainText, ">b5<")
        // Every button's target, those above and below the window too, in drawing order.
        expectEqual(places(screen), places(scratch))
        expectEqual(screen.focusTargets.count, 10)
        // Only the rows of the two buttons whose focus changed (rows 4 and 5 of the layout).
        expectEqual(cache.lastRepaintedRows, [1, 2])
    }

    @Test func aWindowFromAnotherRowIsPaintedWhole() {
        let cache = PaintCache()
        let buttons = (0..<10).map { keptButton("b\($0)") }
        _ = window(column(buttons), top: 3, focus: 4, through: cache)
        let screen = window(column(buttons), top: 4, focus: 4, through: cache)
        expectEqual(screen.canvas, window(column(buttons), top: 4, focus: 4).canvas)
        #expect(screen.canvas.plainText.hasPrefix(">b4<"))
        #expect(screen.repaint == nil)
        expectEqual(cache.wholeFrames, 2)
    }

    @Test func framesPaintedOneAfterAnotherLeaveEveryFrameHandedOutAsItWas() {
        let cache = PaintCache()
        let buttons = (0..<4).map { keptButton("b\($0)") }
        var frames: [RenderedScreen] = []
        for focus in [0, 1, 2, 3, 2, 1, 0, 3] {
            let root = LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons)
            let layout = Layout(focusIndex: focus)
            let size = layout.size(root, Layout.Proposal(width: 12, height: 4))
            frames.append(cache.paint(root, layout: layout, width: 12, height: 4, size: size, styleSheet: .standard))
        }
        expectEqual(cache.repaintedFrames, 7)
        // Each frame still shows its own focus, though later ones were painted into reused canvases.
        for (frame, focus) in zip(frames, [0, 1, 2, 3, 2, 1, 0, 3]) {
            expectEqual(frame.canvas, window(column(buttons), top: 0, focus: focus).canvas)
        }
    }

    @Test func aFrameIsPaintedOverTheLastWithOnlyTheRowsThatChangedWhenNoOneKeepsTheOlderFrame() {
        let cache = PaintCache()
        let buttons = (0..<4).map { keptButton("b\($0)") }
        for focus in [0, 1, 2, 3, 0, 1] {
            let root = LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons)
            let layout = Layout(focusIndex: focus)
            let size = layout.size(root, Layout.Proposal(width: 12, height: 4))
            let frame = cache.paint(root, layout: layout, width: 12, height: 4, size: size, styleSheet: .standard)
            expectEqual(frame.canvas, window(column(buttons), top: 0, focus: focus).canvas)
            if let repaint = frame.repaint {
                // Painted over the frame before: only the rows of the two buttons whose focus changed differ.
                let changed = (0..<4).filter { row in (0..<12).contains { frame.canvas[row, $0] != repaint.base[row, $0] } }
                #expect(Set(changed).isSubset(of: Set(repaint.rows)))
            }
        }
    }

    @Test func theLookForASqueezedControlAgreesWithAWholeRender() throws {
        let tall = VStack { ForEach(0..<30, id: \.self) { index in Button("Row \(index)") {} } }
        let short = VStack { ForEach(0..<3, id: \.self) { index in Button("Row \(index)") {} } }
        let textBelow = VStack {
            Button("Top") {}
            VStack { ForEach(0..<30, id: \.self) { index in Text("Line \(index)") } }.frame(height: 30 * 16)
        }
        func squeezed(_ screen: RenderedScreen) -> Bool {
            screen.focusTargets.contains { $0.height == 0 || $0.row + $0.height > 10 }
        }
        #expect(try Renderer.certainlySqueezes(tall.inspect(), width: 30, height: 10))
        #expect(squeezed(try Renderer.render(tall, width: 30, height: 10)))
        #expect(try !Renderer.certainlySqueezes(short.inspect(), width: 30, height: 10))
        #expect(!squeezed(try Renderer.render(short, width: 30, height: 10)))
        // Taller than ten rows, but its only control is drawn whole at the top.
        #expect(try !Renderer.certainlySqueezes(textBelow.inspect(), width: 30, height: 10))
        #expect(!squeezed(try Renderer.render(textBelow, width: 30, height: 10)))
    }
}
