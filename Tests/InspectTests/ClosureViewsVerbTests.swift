import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The views whose content a closure makes, read as ViewInspector reads them: a GeometryReader's
/// and a ScrollViewReader's content is their child, a TimelineView's is `contentView(_:)`, a
/// Canvas's symbols are `symbolsView()` beside its settings, and an EquatableView is looked through.
@MainActor @Suite struct ClosureViewsVerbTests {
    struct Row: View, Equatable {
        var body: some View { Text("row") }
        nonisolated static func == (lhs: Row, rhs: Row) -> Bool { true }
    }

    // MARK: GeometryReader

    @Test func aGeometryReadersContentIsMadeForAnEmptySpace() throws {
        let view = GeometryReader { proxy in Text(verbatim: "\(proxy.size.width)×\(proxy.size.height)") }
        expectEqual(try view.inspect().geometryReader().text().string(), "0.0×0.0")
        let framed = GeometryReader { proxy in Text(verbatim: "\(proxy.frame(in: .global).origin.x)") }
        expectEqual(try framed.inspect().geometryReader().text().string(), "0.0")
    }

    @Test func aGeometryReadersOneViewIsReachedWithoutAnIndex() throws {
        let view = HStack { GeometryReader { _ in EmptyView() }; GeometryReader { _ in Text("b") } }
        expectEqual(try view.inspect().find(.geometryReader).pathToRoot, "hStack().geometryReader(0)")
        expectEqual(try view.inspect().find(.emptyView).pathToRoot, "hStack().geometryReader(0).emptyView()")
        expectEqual(try view.inspect().find(text: "b").pathToRoot, "hStack().geometryReader(1).text()")
        let several = GeometryReader { _ in Text("a"); Text("b") }
        expectEqual(try several.inspect().find(text: "b").pathToRoot, "geometryReader().text(1)")
    }

    @Test func aGeometryReadersModifiersStayWithIt() throws {
        let view = GeometryReader { _ in Text("a") }.padding()
        expectEqual(try view.inspect().geometryReader().modifiers.map(\.name), ["padding"])
        #expect(try view.inspect().geometryReader().text().content.medium.viewModifiers.isEmpty)
    }

    @Test func aGeometryReaderIsAStackOfItsOwn() throws {
        let view = VStack { GeometryReader { _ in Text("a"); Text("b") }; Text("c") }
        expectEqual(try view.inspect().vStack().viewList().map(\.kind), [.geometryReader, .text])
        expectEqual(try view.inspect().geometryReader(0).viewList().count, 2)
    }

    // MARK: ScrollViewReader

    @Test func aScrollViewReadersContentIsItsChild() throws {
        let view = AnyView(ScrollViewReader { proxy in
            ScrollView { Text("abc").id(1) }
            Button("Top") { proxy.scrollTo(1, anchor: .top) }
        })
        let reader = try view.inspect().anyView().scrollViewReader()
        expectEqual(try reader.scrollView(0).text().string(), "abc")
        try reader.button(1).tap()
        expectEqual(try AnyView(ScrollViewReader { _ in Text("abc") }).inspect().find(text: "abc").pathToRoot, "anyView().scrollViewReader().text()")
        expectEqual(try HStack { Text(""); ScrollViewReader { _ in EmptyView() } }.inspect().hStack().scrollViewReader(1).kind, .scrollViewReader)
    }

    @Test func aScrollViewReadersItemsJoinTheListItIsIn() throws {
        let view = List { ScrollViewReader { _ in ForEach(0..<2) { (i: Int) in Text("row \(i)").tag(i) } } }
        let items: [TaggedItem<Int>] = try view.inspect().list().taggedItems(of: Int.self)
        expectEqual(items.map(\.tag.value), [0, 1])
        expectEqual(items.map(\.text), ["row 0", "row 1"])
        let texts: [TaggedText<Int>] = try view.taggedTexts(of: Int.self)
        expectEqual(texts.map(\.tag.value), [0, 1])
    }

    // MARK: TimelineView

    @Test func aTimelineViewsContentIsMadeForTheContextGiven() throws {
        let date = Date(timeIntervalSince1970: 0)
        let view = TimelineView(.periodic(from: date, by: 4)) { context in
            Text(verbatim: "\(context.date.timeIntervalSince1970) \(context.cadence)")
        }
        let timeline = try view.inspect().timelineView()
        expectEqual(try timeline.contentView(TimelineViewDefaultContext(date: date, cadence: .minutes)).text().string(), "0.0 minutes")
        #expect(try timeline.contentView().text().string().hasSuffix(" live"))
        #expect(try timeline.children().isEmpty)
    }

    @Test func aTimelineViewsContentIsReachedByItsStep() throws {
        let view = AnyView(TimelineView(.everyMinute) { _ in EmptyView() })
        expectEqual(try view.inspect().find(.emptyView).pathToRoot, "anyView().timelineView().contentView().emptyView()")
        let two = HStack { TimelineView(.animation) { _ in Text("a") }; TimelineView(.explicit([Date()])) { _ in Text("b") } }
        expectEqual(try two.inspect().hStack().timelineView(1).contentView().text().string(), "b")
        let padded = TimelineView(.everyMinute) { _ in Text("a") }.padding()
        #expect(try padded.inspect().timelineView().contentView().content.medium.viewModifiers.isEmpty)
    }

    @Test func contentViewOnAnotherViewIsItsStep() throws {
        let image = AsyncImage(url: URL(string: "https://example.com/a.png")) { _ in Text("Loading") }
        expectEqual(try image.inspect().asyncImage().contentView().text().string(), "Loading")
        expectThrows(InspectionError.attributeNotFound("a view for contentView()", in: "Text", path: "text()")) {
            try Text("a").inspect().text().contentView()
        }
    }

    // MARK: Canvas

    @Test func aCanvasSymbolsAreReachedByTheirStep() throws {
        let canvas = AnyView(Canvas(renderer: { _, _ in }, symbols: { Spacer() }))
        expectEqual(try canvas.inspect().anyView().canvas().symbolsView().spacer().kind, .spacer)
        expectEqual(try canvas.inspect().find(.spacer).pathToRoot, "anyView().canvas().symbolsView().spacer()")
        let padded = Canvas(renderer: { _, _ in }, symbols: { Spacer() }).padding()
        #expect(try padded.inspect().canvas().symbolsView().spacer().content.medium.viewModifiers.isEmpty)
        #expect(try HStack { Canvas { _, _ in }; Canvas { _, _ in } }.inspect().hStack().canvas(1).children().isEmpty)
    }

    @Test func aCanvasSettingsAreReadAsViewInspectorReadsThem() throws {
        let plain = try Canvas { _, _ in }.inspect().canvas()
        #expect(try plain.colorMode() == .nonLinear && !plain.opaque() && !plain.rendersAsynchronously())
        let set = try Canvas(opaque: true, colorMode: .extendedLinear, rendersAsynchronously: true) { _, _ in }.inspect().canvas()
        #expect(try set.colorMode() == .extendedLinear && set.opaque() && set.rendersAsynchronously())
        expectEqual(try Canvas(colorMode: .linear) { _, _ in }.inspect().canvas().colorMode(), .linear)
    }

    @Test func aCanvasVerbOnAnotherViewIsATypeMismatch() {
        for verb: (InspectableView) throws -> Any in [{ try $0.colorMode() }, { try $0.opaque() }, { try $0.rendersAsynchronously() }, { try $0.symbolsView() }] {
            expectThrows(InspectionError.typeMismatch(expected: "Canvas", found: "Text", path: "text()")) {
                try verb(try Text("a").inspect())
            }
        }
    }

    // MARK: EquatableView

    @Test func anEquatableViewIsLookedThrough() throws {
        let text = Text("Test")
        expectEqual(try text.equatable().inspect().text().content.view as? Text, text)
        expectEqual(try Text("a").equatable().padding().padding().inspect().text().modifiers.count, 2)
        expectEqual(try HStack { EquatableView(content: Text("a")); EquatableView(content: Text("b")) }.inspect().hStack().text(1).string(), "b")
        expectEqual(try AnyView(Row().equatable()).inspect().anyView().view(Row.self).text().string(), "row")
        expectEqual(try Picker("p", selection: .constant(1)) { Text("one").equatable().tag(1) }.taggedTexts(of: Int.self).map(\.text), ["one"])
    }

    // MARK: Both readings

    @Test func readingByLabelsGivesTheSameAnswers() throws {
        let view = VStack {
            GeometryReader { _ in Text("g") }
            ScrollViewReader { _ in Text("s").tag(1) }
            TimelineView(.everyMinute) { _ in Text("t") }
            Canvas(renderer: { _, _ in }, symbols: { Text("c") })
            Text("e").equatable()
        }
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
        #expect(try view.inspect().jsonDump() == view.inspectWithMirrorOnly().jsonDump())
        expectEqual(try view.inspectWithMirrorOnly().find(text: "s").pathToRoot, "vStack().scrollViewReader(1).text()")
        expectEqual(try view.inspectWithMirrorOnly().find(text: "t").pathToRoot, "vStack().timelineView(2).contentView().text()")
        expectEqual(try view.inspectWithMirrorOnly().find(text: "e").pathToRoot, "vStack().text(4)")
    }
}
