import Builders
import Foundation
import Inspect
import Script
import Testing
import ViewTree
import Expectations

/// The reader builds GeometryReader, ScrollViewReader, TimelineView, Canvas and EquatableView as
/// compiled code does: the same type and the same tree, their closures' content made with the
/// proxy or context the inspector hands over.
@MainActor @Suite struct ClosureViewsReaderTests {
    @Test func aGeometryReaderReadsAsCompiled() throws {
        try expectReadsAsCompiled(#"GeometryReader { proxy in Text("a") }"#, GeometryReader { _ in Text("a") })
        try expectReadsAsCompiled(
            #"GeometryReader { geometry in VStack { Text("\(geometry.size.width)"); Text("\(geometry.safeAreaInsets.top)") } }"#,
            GeometryReader { geometry in VStack { Text("\(geometry.size.width)"); Text("\(geometry.safeAreaInsets.top)") } })
        try expectReadsAsCompiled(
            #"GeometryReader { g in Text("\(g.frame(in: .global).minX) \(g.frame(in: .local).width) \(g.frame(in: .named("card")).maxY)") }"#,
            GeometryReader { g in Text("\(g.frame(in: .global).minX) \(g.frame(in: .local).width) \(g.frame(in: .named("card")).maxY)") })
    }

    @Test func aScrollViewReaderReadsAsCompiledAndItsProxyScrollsNothing() throws {
        try expectReadsAsCompiled(
            #"ScrollViewReader { proxy in ScrollView { Text("a").id(1) }; Button("Top") { proxy.scrollTo(1, anchor: .top) } }"#,
            ScrollViewReader { proxy in ScrollView { Text("a").id(1) }; Button("Top") { proxy.scrollTo(1, anchor: .top) } })
        let error = scriptError { try read(#"ScrollViewReader { proxy in Text("\(proxy.scrollTo(content: 1))") }"#) }
        expectEqual(error?.message, "ScrollViewProxy's scrollTo takes an id and an anchor, as proxy.scrollTo(id, anchor: .top)")
    }

    @Test func aTimelineViewReadsAsCompiledForEachSchedule() throws {
        try expectReadsAsCompiled(#"TimelineView(.everyMinute) { context in Text("\(context.cadence)") }"#,
                                  TimelineView(.everyMinute) { context in Text("\(context.cadence)") })
        try expectReadsAsCompiled(#"TimelineView(.periodic(from: .now, by: 1)) { _ in Text("p") }"#,
                                  TimelineView(.periodic(from: .now, by: 1)) { _ in Text("p") })
        try expectReadsAsCompiled(#"TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 0.5)) { _ in Text("p") }"#,
                                  TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 0.5)) { _ in Text("p") })
        try expectReadsAsCompiled(#"TimelineView(.animation) { _ in Text("a") }"#, TimelineView(.animation) { _ in Text("a") })
        try expectReadsAsCompiled(#"TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("a") }"#,
                                  TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Text("a") })
        try expectReadsAsCompiled(#"TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { _ in Text("e") }"#,
                                  TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { _ in Text("e") })
    }

    @Test func aTimelineViewsContentReadsItsContext() throws {
        let built = try read(#"TimelineView(.everyMinute) { context in Text(context.cadence == .live ? "live" : "not") }"#)
        expectEqual(try inspect(built).timelineView().contentView().text().string(), "live")
        let dated = try read(#"TimelineView(.everyMinute) { context in Text("\(context.date.timeIntervalSince1970 > 0)") }"#)
        expectEqual(try inspect(dated).timelineView().contentView().text().string(), "true")
    }

    @Test func anAsyncImagesPhaseIsReadByItsMembersAndCasesAsCompiled() throws {
        try expectReadsAsCompiled(
            #"AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in if let image = phase.image { image.resizable() } else if phase.error != nil { Text("Offline") } else { ProgressView() } }"#,
            AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                if let image = phase.image { image.resizable() } else if phase.error != nil { Text("Offline") } else { ProgressView() }
            })
        // Nothing is loaded: the empty phase is the one shown, whichever way its case is matched.
        let matched = try read(#"AsyncImage(url: nil) { phase in if case .failure(let error) = phase { Text(error.localizedDescription) } else if case .empty = phase { Text("waiting") } }"#)
        expectEqual(try inspect(matched).asyncImage().contentView().text().string(), "waiting")
        try expectReadsAsCompiled(
            #"AsyncImage(url: nil) { phase in switch phase { case .success(let image): image.resizable(); case .failure(let error): Text(error.localizedDescription); case .empty: Text("empty") } }"#,
            AsyncImage(url: nil) { phase in
                switch phase {
                case .success(let image): image.resizable()
                case .failure(let error): Text(error.localizedDescription)
                case .empty: Text("empty")
                }
            })
        let switched = try read(#"AsyncImage(url: nil) { phase in switch phase { case .success(let image): image; case .failure: Text("failed"); case .empty: Text("empty"); @unknown default: EmptyView() } }"#)
        expectEqual(try inspect(switched).asyncImage().contentView().text().string(), "empty")
    }

    @Test func aTimelineViewNeedsASchedule() {
        let error = scriptError { try read(#"TimelineView(.hourly) { _ in Text("a") }"#) }
        expectEqual(error?.message, "expected a schedule such as .everyMinute, .periodic(from:by:), .animation or .explicit(_:), found '.hourly'")
        let closure = scriptError { try read(#"TimelineView(.everyMinute, content: Text("a"))"#) }
        expectEqual(closure?.message, "expected a closure for TimelineView's content, as TimelineView(.everyMinute) { context in … }")
    }

    @Test func aCanvasReadsAsCompiledWithoutRunningItsRenderer() throws {
        try expectReadsAsCompiled(#"Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red)) }"#,
                                  ViewTree.Canvas { _, _ in })
        try expectReadsAsCompiled(
            #"Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { _, _ in }, symbols: { Text("s").tag(1) })"#,
            ViewTree.Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { _, _ in }, symbols: { Text("s").tag(1) }))
        let built = try read(#"Canvas(colorMode: .extendedLinear) { _, _ in } symbols: { Spacer() }"#)
        expectEqual(try inspect(built).canvas().colorMode(), .extendedLinear)
        expectEqual(try inspect(built).canvas().symbolsView().spacer().kind, .spacer)
        let error = scriptError { try read(#"Canvas(colorMode: .wide) { _, _ in }"#) }
        expectEqual(error?.message, "expected a color rendering mode (.extendedLinear, .linear, .nonLinear), found '.wide'")
    }

    @Test func equatableWrapsTheViewsOfSwiftUIThatAreEquatable() throws {
        try expectReadsAsCompiled(#"Text("a").equatable()"#, Text("a").equatable())
        try expectReadsAsCompiled(#"EquatableView(content: Image(systemName: "star"))"#, EquatableView(content: Image(systemName: "star")))
        let source = """
            struct Row: View {
                var body: some View { Text("row") }
            }
            struct Screen: View {
                var body: some View { Row().equatable() }
            }
            Screen()
            """
        expectEqual(try inspect(try read(source)).find(text: "row").pathToRoot, "view(Screen.self).view(Row.self).text()")
    }
}
