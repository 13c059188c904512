import Builders
import Foundation
import Testing
import Expectations

/// The layout contract of the views whose content a closure makes (GeometryReader,
/// ScrollViewReader, TimelineView), of Canvas and of EquatableView: SwiftUI's type names and
/// generic parameters, and the labels ViewInspector reads them at.
@MainActor @Suite struct ClosureViewsLayoutTests {
    @Test func aGeometryReaderStoresTheClosureThatTakesItsProxy() throws {
        let reader = GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.width))") }
        expectEqual(typeName(reader), "GeometryReader<Text>")
        expectEqual(childLabels(reader), ["content"])
        let content = try #require(descendant(reader, "content") as? (GeometryProxy) -> Text)
        expectEqual(content(GeometryProxy(size: CGSize(width: 12, height: 3))), Text(verbatim: "12"))
    }

    @Test func aGeometryProxyGivesItsSizeInsetsAndFrames() {
        let proxy = GeometryProxy(size: CGSize(width: 10, height: 4), safeAreaInsets: EdgeInsets(top: 1), globalOrigin: CGPoint(x: 3, y: 2))
        expectEqual(proxy.size, CGSize(width: 10, height: 4))
        expectEqual(proxy.safeAreaInsets, EdgeInsets(top: 1))
        expectEqual(proxy.frame(in: .local), CGRect(x: 0, y: 0, width: 10, height: 4))
        expectEqual(proxy.frame(in: .global), CGRect(x: 3, y: 2, width: 10, height: 4))
        expectEqual(proxy.frame(in: .named("card")), CGRect(x: 3, y: 2, width: 10, height: 4))
        let empty = GeometryProxy()
        #expect(empty.size == .zero && empty.safeAreaInsets == EdgeInsets() && empty.frame(in: .global) == .zero)
    }

    @Test func aScrollViewReaderStoresTheClosureThatTakesItsProxy() {
        let reader = ScrollViewReader { proxy in
            Button("Top") { proxy.scrollTo(0, anchor: .top) }
        }
        expectEqual(typeName(reader), "ScrollViewReader<Button<Text>>")
        expectEqual(childLabels(reader), ["content"])
        #expect(descendant(reader, "content") is (ScrollViewProxy) -> Button<Text>)
    }

    @Test func aTimelineViewIsGenericOverItsScheduleAndStoresItsContentClosure() {
        let minute = TimelineView(.everyMinute) { context in Text("\(context.date)") }
        expectEqual(typeName(minute), "TimelineView<EveryMinuteTimelineSchedule, Text>")
        expectEqual(childLabels(minute), ["schedule", "content"])
        #expect(descendant(minute, "content") is (TimelineViewDefaultContext) -> Text)
        expectEqual(typeName(TimelineView(.periodic(from: .now, by: 2)) { _ in EmptyView() }), "TimelineView<PeriodicTimelineSchedule, EmptyView>")
        expectEqual(typeName(TimelineView(.animation) { _ in EmptyView() }), "TimelineView<AnimationTimelineSchedule, EmptyView>")
        #expect(typeName(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in EmptyView() })
            == "TimelineView<AnimationTimelineSchedule, EmptyView>")
        expectEqual(typeName(TimelineView(.explicit([Date()])) { _ in EmptyView() }), "TimelineView<ExplicitTimelineSchedule<Array<Date>>, EmptyView>")
    }

    @Test func aTimelineContextHasItsDateAndCadence() {
        let date = Date(timeIntervalSince1970: 100)
        let context = TimelineView<EveryMinuteTimelineSchedule, Text>.Context(date: date, cadence: .minutes)
        #expect(context.date == date && context.cadence == .minutes)
        expectEqual(TimelineViewDefaultContext().cadence, .live)
        #expect(TimelineViewDefaultContext.Cadence.live < .seconds && TimelineViewDefaultContext.Cadence.seconds < .minutes)
    }

    @Test func theSchedulesGiveTheirEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 90)
        let minutes = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        expectEqual(minutes.map(\.timeIntervalSinceReferenceDate), [90, 120, 180])
        let periodic = Array(PeriodicTimelineSchedule(from: start, by: 5).entries(from: .distantFuture, mode: .normal).prefix(3))
        expectEqual(periodic.map(\.timeIntervalSinceReferenceDate), [90, 95, 100])
        let frames = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .lowFrequency).prefix(2))
        expectEqual(frames.map(\.timeIntervalSinceReferenceDate), [90, 90.5])
        expectEqual(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).count, 1)
        let dates = [start, start.addingTimeInterval(7)]
        expectEqual(Array(ExplicitTimelineSchedule(dates).entries(from: .distantPast, mode: .normal)), dates)
    }

    @Test func aCanvasStoresItsRendererSymbolsAndRasterizationOptions() throws {
        let canvas = Canvas(opaque: true, colorMode: .extendedLinear, rendersAsynchronously: true) { _, _ in } symbols: { Text("s").tag(1) }
        expectEqual(typeName(canvas), "Canvas<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        expectEqual(childLabels(canvas), ["renderer", "symbols", "rasterizationOptions"])
        #expect(descendant(canvas, "renderer") is (inout GraphicsContext, CGSize) -> Void)
        expectEqual(descendant(canvas, "rasterizationOptions", "colorMode") as? ColorRenderingMode, .extendedLinear)
        expectEqual(descendant(canvas, "rasterizationOptions", "flags", "rawValue") as? UInt32, 0b110)
        #expect(canvas.isOpaque && canvas.rendersAsynchronously && canvas.colorMode == .extendedLinear)
        let plain = Canvas { _, _ in }
        expectEqual(typeName(plain), "Canvas<EmptyView>")
        expectEqual(descendant(plain, "rasterizationOptions", "colorMode") as? ColorRenderingMode, .nonLinear)
        expectEqual(descendant(plain, "rasterizationOptions", "flags", "rawValue") as? UInt32, 0)
        var changed = plain
        changed.isOpaque = true
        changed.colorMode = .linear
        expectEqual(descendant(changed, "rasterizationOptions", "flags", "rawValue") as? UInt32, 0b10)
        changed.isOpaque = false
        #expect(!changed.isOpaque && changed.colorMode == .linear)
    }

    @Test func aCanvasRendererDrawsIntoAGraphicsContext() {
        var drawn: CGSize?
        let canvas = Canvas { context, size in
            context.opacity = 0.5
            drawn = size
        }
        var context = GraphicsContext()
        canvas.renderer(&context, CGSize(width: 4, height: 2))
        expectEqual(drawn, CGSize(width: 4, height: 2))
        #expect(context.opacity == 0.5 && context.blendMode == .normal)
    }

    @Test func equatableWrapsAnEquatableViewInAnEquatableView() {
        let wrapped = Text("a").equatable()
        expectEqual(typeName(wrapped), "EquatableView<Text>")
        expectEqual(childLabels(wrapped), ["content"])
        expectEqual(descendant(wrapped, "content") as? Text, Text("a"))
        expectEqual(typeName(EquatableView(content: Image(systemName: "star"))), "EquatableView<Image>")
    }
}
