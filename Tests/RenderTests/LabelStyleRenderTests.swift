import Builders
import Inspect
import Render
import Testing
import Expectations

/// The icon after the title, in brackets: a custom style that shows both parts in its own order.
private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[")
            configuration.title
            Text("|")
            configuration.icon
            Text("]")
        }
    }
}

/// A style whose body is `Label(configuration)` with a mark: the label inside is drawn plainly.
private struct Starred: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("*")
            Label(configuration)
        }
    }
}

/// `LabelStyle` as SwiftUI has it: `labelStyle(_:)` sets the style for the labels in a view (the
/// innermost setting wins); `.titleOnly`, `.iconOnly`, `.titleAndIcon` show the parts their names
/// say; a custom style's `makeBody(configuration:)` places `configuration.title` and `.icon`.
@MainActor @Suite struct LabelStyleRenderTests {
    private func text(_ view: some View, width: Int = 30) throws -> String {
        try Renderer.render(try view.inspect(), width: width).canvas.plainText
    }

    private let label = Label("Favourites", systemImage: "star")

    @Test func theBuiltInStylesShowTheirParts() throws {
        expectEqual(try text(label), "☆ Favourites")
        expectEqual(try text(label.labelStyle(.automatic)), "☆ Favourites")
        expectEqual(try text(label.labelStyle(.titleAndIcon)), "☆ Favourites")
        expectEqual(try text(label.labelStyle(.titleOnly)), "Favourites")
        expectEqual(try text(label.labelStyle(.iconOnly)), "☆")
    }

    @Test func aStyleSetOnAContainerReachesItsLabelsAndTheInnermostWins() throws {
        let stack = VStack(alignment: .leading) {
            Label("Rain", systemImage: "star")
            Label("Snow", systemImage: "star").labelStyle(.iconOnly)
        }
        .labelStyle(.titleOnly)
        expectEqual(try text(stack), "Rain\n☆")
    }

    @Test func aCustomStyleDrawsItsBodyWithTheLabelsTitleAndIcon() throws {
        expectEqual(try text(label.labelStyle(TrailingIcon())), "[Favourites|☆]")
        expectEqual(try text(VStack { label }.labelStyle(TrailingIcon())), "[Favourites|☆]")
    }

    @Test func labelOfTheConfigurationInsideAStyleIsDrawnPlainly() throws {
        expectEqual(try text(label.labelStyle(Starred())), "*☆ Favourites")
    }

    @Test func theInspectorReadsTheStyleAndTheModifierName() throws {
        let view = try label.labelStyle(.iconOnly).inspect()
        #expect(try view.labelStyle() is IconOnlyLabelStyle)
        #expect(try VStack { label }.labelStyle(TrailingIcon()).inspect().vStack().label(0).labelStyle() is TrailingIcon)
        expectThrows(InspectionError.self) { try label.inspect().labelStyle() }
    }
}
