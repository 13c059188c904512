import Foundation
import Inspect
import SwiftUI
import Testing
@testable import PulseBoard
import Expectations

@MainActor @Suite(.serialized) struct PulseBoardTests {
    /// The dashboard after its task has fetched the first readings.
    private func loaded() async throws -> HeadlessDriver {
        let app = try HeadlessDriver(app: PulseBoardApp(), width: 70, height: 22)
        let ready = await app.settle { app.text.contains("4 metrics up to date") }
        #expect(ready, "the task never loaded the readings:\n\(app.text)")
        return app
    }

    @Test func theReadingsLoadWhenTheDashboardAppears() async throws {
        let app = try await loaded()
        expectEqual(app.row("Visitors")?.contains("1200 ▲ 40"), true)
        expectEqual(app.row("Errors")?.contains("12 ▼ 3"), true)
        expectEqual(app.row("Latency ms")?.hasSuffix("210 ="), true)
        // No network on Linux: the chart's placeholder shows.
        expectContains(app.text, "Chart loading…")
        expectContains(app.text, "Hello, Robin")
    }

    @Test func theFilterAppliesOnceTheTypingPauses() async throws {
        let app = try await loaded()
        // The search field is the first control.
        app.type("err")
        expectContains(app.text, "[err")
        expectContains(app.text, "Visitors")
        app.advance(by: 0.3)
        expectNotContains(app.text, "Visitors")
        expectEqual(app.row("Errors")?.contains("12"), true)
        app.press(.backspace, times: 3)
        app.advance(by: 0.3)
        #expect(app.text.contains("Visitors") && app.text.contains("Sign-ups"))
    }

    @Test func rRefreshesAndTheNextReadingsShow() async throws {
        let app = try await loaded()
        // Out of the search field, so that r is no letter typed.
        app.press(.tab)
        expectContains(app.text, ">Open status page<")
        app.press(.character("r"))
        let refreshed = await app.settle { app.row("Visitors")?.contains("1240") == true }
        #expect(refreshed)
        expectEqual(app.row("Sign-ups")?.contains("87"), true)
        expectEqual(app.row("Errors")?.contains("9 ▼ 3"), true)
    }

    @Test func theStatusPageIsOpenedThroughTheEnvironment() async throws {
        let app = try await loaded()
        app.press(.tab)
        app.press(.enter)
        expectEqual(app.runtime.openedURLs, [URL(string: "https://status.example.com")])
    }

    @Test func theViewModelsSubjectsDriveItsState() {
        let model = DashboardModel()
        expectEqual(model.statusText, "Not loaded yet")
        model.status.send(.loading)
        expectEqual(model.statusText, "Refreshing…")
        model.readings.send([Metric(id: "a", title: "Alpha", value: 1, change: 0)])
        expectEqual(model.visibleMetrics.map(\.title), ["Alpha"])
        expectEqual(model.refreshCount, 1)
        expectEqual(model.statusText, "1 metrics up to date")
        // The same status again changes nothing.
        model.status.send(.loaded(count: 1))
        expectEqual(model.statusText, "1 metrics up to date")
    }

    @Test func theImagesShowTheirEmptyPhaseAndTheListRefreshes() throws {
        let view = try ContentView().inspect()
        // In the order of the code: the avatar, then the chart.
        let images = try view.findAll(traversal: .depthFirst, where: { $0.kind == .asyncImage })
        expectEqual(images.count, 2)
        expectEqual(try images[0].contentView(.empty).kind, .progressView)
        expectEqual(try images[0].contentView(.failure(URLError(.notConnectedToInternet))).kind, .image)
        expectEqual(try images[1].contentView(.empty).find(text: "Chart loading…").string(), "Chart loading…")
        let list = try view.find(where: { $0.kind == .list })
        expectEqual(try list.searchPrompt(), "Filter metrics")
    }

    @Test func thePreviewsAreListed() throws {
        let found = previews(of: "PulseBoard")
        expectEqual(found.map(\.name), [nil, "MetricRow_Previews"])
        let row = inspect(found[1].makeView())
        expectEqual(try row.previewLayout(), .sizeThatFits)
        expectEqual(try row.find(text: "▲ 40").string(), "▲ 40")
    }
}
