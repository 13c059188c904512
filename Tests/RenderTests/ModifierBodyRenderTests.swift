import Builders
import Inspect
import Render
import Testing
import Expectations

/// A modifier that puts a caption under the view it modifies.
private struct Captioned: ViewModifier {
    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            content
            Text("caption")
        }
    }
}

/// A modifier inspected on its own is drawn with its content stand-in named where the modified
/// view would be; applied to a view, the view is drawn there.
@MainActor @Suite struct ModifierBodyRenderTests {
    @Test func aModifierDrawnOnItsOwnNamesWhereItsContentGoes() throws {
        let screen = try Renderer.render(try Captioned().inspect(), width: 20)
        expectEqual(screen.canvas.plainText, "[content]\ncaption")
    }

    @Test func appliedToAViewTheViewIsDrawnInsteadOfTheStandIn() throws {
        let screen = try Renderer.render(Text("Title").modifier(Captioned()), width: 20)
        expectEqual(screen.canvas.plainText, "Title\ncaption")
    }
}
