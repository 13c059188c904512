import Builders
import Render
import Testing
import ViewTree
import Expectations

/// The views whose content a closure makes, drawn in a terminal: a GeometryReader takes the space
/// offered with its content at the top leading corner, a ScrollViewReader and a TimelineView draw
/// their content, a Canvas its labelled placeholder, and an EquatableView its view.
@MainActor @Suite struct ClosureViewsRenderTests {
    func text(_ view: some View, width: Int, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.plainText
    }

    @Test func aGeometryReaderTakesTheSpaceOfferedWithItsContentAtTheTopLeadingCorner() throws {
        expectEqual(try text(HStack { GeometryReader { _ in Text("a") }; Text("b") }, width: 6), "a    b")
        expectEqual(try text(VStack { GeometryReader { _ in Text("a") }; Text("b") }, width: 3, height: 3), "a\n\n b")
        expectEqual(try text(GeometryReader { _ in Text("ab"); Text("c") }, width: 4), "cb")
    }

    @Test func aGeometryReadersContentIsMadeForAnEmptySpace() throws {
        expectEqual(try text(GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.width))") }, width: 4), "0")
    }

    @Test func aScrollViewReaderDrawsItsContentsItemsAsItsContainersOwn() throws {
        let view = HStack { ScrollViewReader { proxy in Text("a"); Button("b") { proxy.scrollTo(1) } } }
        expectEqual(try text(view, width: 8), "a  b")
        expectEqual(try text(ScrollViewReader { _ in Text("a"); Text("b") }, width: 3), "a\nb")
    }

    @Test func aTimelineViewDrawsItsContentForNow() throws {
        let view = TimelineView(.everyMinute) { context in Text(verbatim: context.cadence == .live ? "live" : "later") }
        expectEqual(try text(view, width: 6), "live")
    }

    @Test func aCanvasIsItsLabelledPlaceholderInTheSpaceOffered() throws {
        expectEqual(try text(ViewTree.Canvas { _, _ in }, width: 10), " [Canvas]")
        expectEqual(try text(HStack { Text("a"); ViewTree.Canvas { _, _ in } }, width: 12), "a  [Canvas]")
    }

    @Test func anEquatableViewDrawsItsView() throws {
        expectEqual(try text(Text("same").equatable().padding(.leading, 8), width: 6), " same")
    }
}
