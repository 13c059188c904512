import Builders
import Runtime
import Testing
import Expectations

final class Banner: HasViewState, ObservableObject {
    struct ViewState: Equatable {
        var title = ""
        var count = 0
    }

    @Observed var state = ViewState()
    private(set) var renders: [(state: ViewState, oldState: ViewState?)] = []

    func render(state: ViewState, oldState: ViewState?) {
        renders.append((state, oldState))
    }
}

struct BannerView: View {
    @ObservedObject var banner: Banner

    var body: some View {
        Text("\(banner.state.title) \(banner.state.count)")
    }
}

@MainActor @Suite struct ViewStateTests {
    @Test func theFirstRenderHasNoOldState() {
        let banner = Banner()
        banner.state = Banner.ViewState(title: "hi", count: 1)
        expectEqual(banner.renders.count, 1)
        expectEqual(banner.renders.first?.oldState, nil)
        expectEqual(banner.renders.first?.state.title, "hi")
    }

    @Test func renderRunsOnlyWhenTheStateReallyChanged() {
        let banner = Banner()
        banner.state.count = 1
        banner.state.count = 1
        banner.state = banner.state
        expectEqual(banner.renders.count, 1)
        banner.state.count = 2
        expectEqual(banner.renders.count, 2)
        expectEqual(banner.renders.last?.oldState?.count, 1)
    }

    @Test func renderIfNeededSkipsAnEqualState() {
        let banner = Banner()
        banner.renderIfNeeded(state: Banner.ViewState(), oldState: Banner.ViewState())
        #expect(banner.renders.isEmpty)
        banner.renderIfNeeded(state: Banner.ViewState(), oldState: nil)
        expectEqual(banner.renders.count, 1)
    }

    @Test func viewsFollowingAHostRedrawWhenItsStateChanges() {
        let banner = Banner()
        let app = HeadlessDriver(BannerView(banner: banner), width: 30, height: 2)
        banner.state = Banner.ViewState(title: "score", count: 7)
        app.settle()
        expectContains(app.text, "score 7")
    }
}
