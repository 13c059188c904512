@testable import Render
import Testing
import Expectations

// Painted-cell reuse, at the painter's level: frames painted through a `PaintCache`
// over the frame before equal the same layout trees painted from blank cells, in the cases a
// running app's views reach only rarely (layers reordered, a kept node changed in place, a node
// met twice).

/// A text node a running app's layout cache would keep.
private func kept(_ text: String) -> LayoutNode {
    let node = LayoutNode(.text([text], CellStyle()))
    node.isReusable = true
    return node
}

/// A button of `label`, kept.
private func keptButton(_ label: String) -> LayoutNode {
    let control = LayoutNode.Control(action: {}, isDisabled: false, isSelected: false, isOn: nil)
    let node = LayoutNode(.control(control), [LayoutNode(.text([label], CellStyle()))])
    node.isReusable = true
    return node
}

/// `root` painted from blank cells, as the renderer paints without a cache.
private func painted(_ root: LayoutNode, focus: Int? = nil, width: Int = 12, height: Int = 4) -> RenderedScreen {
    let layout = Layout(focusIndex: focus)
    let size = layout.size(root, Layout.Proposal(width: width, height: height))
    var painter = Painter(layout: layout, canvas: Canvas(width: width, height: height))
    painter.draw(root, x: 0, y: 0, size: Layout.Size(width: min(size.width, width), height: min(size.height, height)), style: CellStyle())
    return RenderedScreen(canvas: painter.canvas, focusTargets: painter.targets)
}

/// `root` painted through `cache`, over its last frame where it can be.
private func painted(_ root: LayoutNode, through cache: PaintCache, focus: Int? = nil, width: Int = 12, height: Int = 4) -> RenderedScreen {
    let layout = Layout(focusIndex: focus)
    let size = layout.size(root, Layout.Proposal(width: width, height: height))
    return cache.paint(
        root, layout: layout, width: width, height: height,
        size: Layout.Size(width: min(size.width, width), height: min(size.height, height)), styleSheet: .standard)
}

private func places(_ screen: RenderedScreen) -> [[Int]] {
    screen.focusTargets.map { [$0.row, $0.column, $0.width, $0.height] }
}

@MainActor @Suite struct PaintCacheTests {
    @Test func keptLayersDrawnInTheOtherOrderAreDrawnInTheirNewOrder() {
        let cache = PaintCache()
        let long = kept("AAAAAA"), short = kept("BBB")
        _ = painted(LayoutNode(.zStack(.leading, .top), [long, short]), through: cache)
        let swapped = LayoutNode(.zStack(.leading, .top), [short, long])
        let screen = painted(swapped, through: cache)
        #expect(screen.canvas.plainText.hasPrefix("AAAAAA"))
        expectEqual(screen.canvas, painted(swapped).canvas)
        // Both layers are unchanged, but their order is not: the frame was painted whole.
        expectEqual(cache.wholeFrames, 2)
    }

    @Test func aKeptNodeChangedInPlaceIsPaintedAgain() {
        let cache = PaintCache()
        let first = kept("one"), second = kept("two")
        let rows = LayoutNode(.vStack(spacing: 0, alignment: .leading), [first, second])
        rows.isReusable = true
        _ = painted(LayoutNode(.padding(top: 1, leading: 0, bottom: 0, trailing: 0), [rows]), through: cache, height: 3)
        // Changed as a modifier above a kept view changes it (`textCase`), keeping its size.
        second.kind = .text(["TWO"], CellStyle())
        let root = LayoutNode(.padding(top: 1, leading: 0, bottom: 0, trailing: 0), [rows])
        let screen = painted(root, through: cache, height: 3)
        expectEqual(screen.canvas.plainText, "\none\nTWO")
        expectEqual(screen.canvas, painted(root, height: 3).canvas)
        // Only the changed row: "one" kept its cells.
        expectEqual(cache.repaintedFrames, 1)
        expectEqual(cache.lastRepaintedRows, [2])
    }

    // A frame after one where no stamped node changed keeps nodes without
    // reading their stamps; a change made after such a frame must still be found.
    @Test func aKeptNodeChangedInPlaceAfterAFrameThatKeptItIsPaintedAgain() {
        let cache = PaintCache()
        let first = kept("one"), second = kept("two")
        let rows = LayoutNode(.vStack(spacing: 0, alignment: .leading), [first, second])
        rows.isReusable = true
        let frame = { LayoutNode(.padding(top: 1, leading: 0, bottom: 0, trailing: 0), [rows]) }
        _ = painted(frame(), through: cache, height: 3)
        _ = painted(frame(), through: cache, height: 3)
        let kept = cache.keptNodes
        _ = painted(frame(), through: cache, height: 3)
        // Unchanged: the rows were kept whole.
        expectEqual(cache.keptNodes, kept + 1)
        expectEqual(cache.lastRepaintedRows, [])
        second.kind = .text(["TWO"], CellStyle())
        let root = frame()
        let screen = painted(root, through: cache, height: 3)
        expectEqual(screen.canvas.plainText, "\none\nTWO")
        expectEqual(screen.canvas, painted(root, height: 3).canvas)
        expectEqual(cache.lastRepaintedRows, [2])
    }

    @Test func aKeptNodeMetTwiceInOneFrameIsPaintedWhole() {
        let cache = PaintCache()
        let word = kept("twice")
        let root = LayoutNode(.vStack(spacing: 0, alignment: .leading), [word, word])
        _ = painted(root, through: cache, height: 2)
        let again = LayoutNode(.vStack(spacing: 0, alignment: .leading), [word, word])
        let screen = painted(again, through: cache, height: 2)
        expectEqual(screen.canvas.plainText, "twice\ntwice")
        expectEqual(screen.canvas, painted(again, height: 2).canvas)
        expectEqual(cache.wholeFrames, 2)
    }

    @Test func aMovedFocusRepaintsTheRowsOfTheTwoControlsAndKeepsTheOthers() {
        let cache = PaintCache()
        let buttons = ["a", "b", "c", "d"].map(keptButton)
        _ = painted(LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons), through: cache, focus: 1)
        let root = LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons)
        let screen = painted(root, through: cache, focus: 2)
        let scratch = painted(root, focus: 2)
        expectEqual(screen.canvas, scratch.canvas)
        expectEqual(places(screen), places(scratch))
        expectContains(screen.canvas.plainText, ">c<")
        expectEqual(cache.lastRepaintedRows, [1, 2])
        expectEqual(cache.keptNodes, 2)
    }

    // The find pass counts a kept node's focus targets without copying them,
    // unless a node drawn around it is remembered, whose record must hold them all.
    @Test func aChangedNodeAroundKeptButtonsRemembersTheirTargetsForTheNextFrame() {
        let cache = PaintCache()
        let buttons = ["a", "b", "c"].map(keptButton)
        let column = LayoutNode(.vStack(spacing: 0, alignment: .leading), buttons)
        column.isReusable = true
        _ = painted(LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 0), [column]), through: cache, focus: 2)
        // The column changes (a button added below): drawn again, its kept buttons inside it.
        column.children.append(keptButton("d"))
        let changed = LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 0), [column])
        let second = painted(changed, through: cache, focus: 2)
        expectEqual(places(second), places(painted(changed, focus: 2)))
        // Unchanged now: kept whole, its four targets taken from the record the last frame made.
        let root = LayoutNode(.padding(top: 0, leading: 1, bottom: 0, trailing: 0), [column])
        let third = painted(root, through: cache, focus: 2)
        let scratch = painted(root, focus: 2)
        expectEqual(third.canvas, scratch.canvas)
        expectEqual(places(third), places(scratch))
        expectEqual(places(third).count, 4)
        expectContains(third.canvas.plainText, ">c<")
        expectEqual(cache.lastRepaintedRows, [])
    }

    @Test func aFramePaintedAtAnotherSizeIsPaintedWhole() {
        let cache = PaintCache()
        let word = kept("word")
        _ = painted(LayoutNode(.vStack(spacing: 0, alignment: .leading), [word]), through: cache)
        let root = LayoutNode(.vStack(spacing: 0, alignment: .leading), [word])
        let screen = painted(root, through: cache, width: 3)
        expectEqual(screen.canvas, painted(root, width: 3).canvas)
        #expect(screen.repaint == nil)
        expectEqual(cache.wholeFrames, 2)
    }
}
