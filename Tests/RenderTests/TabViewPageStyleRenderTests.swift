import Builders
import Inspect
import Render
import Testing
import Expectations

/// A tab view in the page style: the selected tab above a dot for each page, each dot a segment
/// the user can choose; no dots when the style hides the index.
@MainActor @Suite struct TabViewPageStyleRenderTests {
    private final class Selection {
        var tag = 1
        var binding: Binding<Int> { Binding(get: { self.tag }, set: { self.tag = $0 }) }
    }

    private func pages(_ selection: Selection) -> some View {
        TabView(selection: selection.binding) {
            Text("One").tag(0)
            Text("Two").tag(1)
            Text("Three").tag(2)
        }
    }

    @Test func thePageStyleShowsTheSelectedPageAboveItsDots() throws {
        let selection = Selection()
        let screen = try Renderer.render(try pages(selection).tabViewStyle(.page).inspect(), width: 20)
        let lines = screen.canvas.plainText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["Two", "│ ○ │[●]│ ○ │"], "\(lines)")
        expectEqual(screen.focusTargets.count, 3)
        screen.focusTargets[2].activate()
        expectEqual(selection.tag, 2)
    }

    @Test func theIndexHiddenShowsThePageAlone() throws {
        let hidden = try Renderer.render(try pages(Selection()).tabViewStyle(.page(indexDisplayMode: .never)).inspect(), width: 20)
        expectEqual(hidden.canvas.plainText.trimmingCharacters(in: .whitespaces), "Two")
        let single = TabView { Text("Only") }.tabViewStyle(.page)
        expectEqual(try Renderer.render(try single.inspect(), width: 20).canvas.plainText.trimmingCharacters(in: .whitespaces), "Only")
    }

    @Test func theDefaultStyleKeepsTheTabBar() throws {
        let bar = try Renderer.render(try VStack { pages(Selection()) }.tabViewStyle(.automatic).inspect(), width: 30).canvas.plainText
        let plain = try Renderer.render(try pages(Selection()).inspect(), width: 30).canvas.plainText
        expectEqual(bar, plain)
        expectNotContains(bar, "●")
    }
}
