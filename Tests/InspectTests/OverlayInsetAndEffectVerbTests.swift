import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The views overlays, backgrounds and safe-area insets hold answer with their modifier's values;
/// borders, transform effects, compositing and preference modifiers are named and read.
@MainActor @Suite struct OverlayInsetAndEffectVerbTests {
    private struct Title: PreferenceKey {
        static let defaultValue = "none"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    @Test func anOverlaysViewGivesItsModifiersAlignmentAndEdges() throws {
        let view = Spacer()
            .overlay(Color.red, alignment: .leading)
            .overlay(Color.blue, ignoresSafeAreaEdges: .trailing)
            .background(Color.green, alignment: .top)
            .background(Color.yellow, ignoresSafeAreaEdges: .bottom)
        let spacer = try view.inspect().spacer()
        expectEqual(try spacer.overlay(0).alignment(), .leading)
        expectEqual(try spacer.overlay(0).ignoresSafeAreaEdges(), .all)
        expectEqual(try spacer.overlay(1).color().value(), .blue)
        expectEqual(try spacer.overlay(1).alignment(), .center)
        expectEqual(try spacer.overlay(1).ignoresSafeAreaEdges(), .trailing)
        expectEqual(try spacer.background(0).alignment(), .top)
        expectEqual(try spacer.background(1).color().value(), .yellow)
        expectEqual(try spacer.background(1).ignoresSafeAreaEdges(), .bottom)
    }

    @Test func aViewNamedByItsOwnKindAnswersForItself() throws {
        let view = EmptyView().background(VStack(alignment: .leading) { Text("a") }, alignment: .bottom)
        expectEqual(try view.inspect().emptyView().background().alignment(), .bottom)
        expectEqual(try view.inspect().emptyView().background().vStack().alignment(), .leading)
        expectThrows(InspectionError.self) { try view.inspect().emptyView().ignoresSafeAreaEdges() }
    }

    @Test func aStyleThatIsNoViewHoldsNone() throws {
        let view = EmptyView().overlay(.tint, ignoresSafeAreaEdges: .top)
        expectEqual(try view.inspect().emptyView().modifiers.map(\.name), ["overlay"])
        expectThrows(InspectionError.self) { try view.inspect().emptyView().overlay() }
    }

    @Test func aBorderGivesItsStyleAndWidthAndIsNumberedAsAnOverlayOnlyAlone() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let view = try EmptyView().overlay(Text("x")).border(gradient, width: 3).inspect().emptyView()
        let border = try view.border(LinearGradient.self)
        expectEqual(border.width, 3)
        expectEqual(border.shapeStyle.gradient.stops.map(\.color), [.red, .blue])
        expectEqual(view.modifiers.map(\.name), ["overlay", "border"])
        // As ViewInspector numbers overlays: beside another, a stroked shape is left out...
        expectEqual(try view.overlay().text().string(), "x")
        expectThrows(InspectionError.indexOutOfRange(index: 1, count: 1, path: "emptyView()")) { try view.overlay(1) }
        let framed = try EmptyView().overlay(Text("x")).border(Color.red).overlay(Spacer()).inspect().emptyView()
        expectEqual(try framed.overlay(1).spacer().pathToRoot, "emptyView().overlay(1).spacer()")
        expectEqual(framed.findAll(.shape).count, 0)
        // ...alone, it is the overlay; and an overlay of any stroked shape is a border.
        expectEqual(try EmptyView().border(Color.red, width: 3).inspect().emptyView().overlay().shape().strokeStyle().lineWidth, 3)
        let ring = try EmptyView().overlay(Circle().stroke(Color.blue, lineWidth: 2)).inspect().emptyView()
        expectEqual(try ring.border(Color.self).width, 2)
        expectThrows(InspectionError.attributeNotFound("a border (an overlay of a stroked shape)", in: "EmptyView", path: "emptyView()")) {
            try EmptyView().overlay(Text("x")).inspect().emptyView().border(Color.self)
        }
    }

    @Test func anInsetsViewGivesItsEdgeRegionsAndSpacing() throws {
        let view = EmptyView().safeAreaInset(edge: .leading, spacing: 4) { Text("side") }
        let inset = try view.inspect().emptyView().safeAreaInset()
        // The step's path ends at the step, as ViewInspector's does; text() names the inset's view.
        expectEqual(inset.pathToRoot, "emptyView().safeAreaInset()")
        expectEqual(try inset.text().string(), "side")
        expectEqual(try inset.text().pathToRoot, "emptyView().safeAreaInset().text()")
        expectEqual(try view.inspect().find(text: "side").pathToRoot, "emptyView().safeAreaInset().text()")
        expectEqual(try inset.edge(), .leading)
        expectEqual(try inset.regions(), .container)
        expectEqual(try inset.spacing(), 4)
        expectThrows(InspectionError.self) { try view.inspect().emptyView().edge() }
    }

    @Test func transformAndCompositingEffectsAreNamedAndRead() throws {
        var projection = ProjectionTransform()
        projection.m12 = 0.5
        let transform = CGAffineTransform(rotationAngle: .pi)
        let view = try EmptyView().projectionEffect(projection).transformEffect(transform).compositingGroup().drawingGroup()
            .inspect().emptyView()
        expectEqual(view.modifiers.map(\.name), ["projectionEffect", "transformEffect", "compositingGroup", "drawingGroup"])
        expectEqual(try view.projectionTransform(), projection)
        expectEqual(try view.transformEffect(), transform)
        expectThrows(InspectionError.self) { try EmptyView().padding().inspect().emptyView().transformEffect() }
    }

    @Test func preferenceModifiersAreNamedByTheirMethodsAndLookedThrough() throws {
        let view = Text("a")
            .preference(key: Title.self, value: "b").transformPreference(Title.self) { $0 += "c" }
            .anchorPreference(key: Title.self, value: .bounds) { _ in "d" }
            .transformAnchorPreference(key: Title.self, value: .top) { _, _ in }
            .onPreferenceChange(Title.self) { _ in }
            .transformEnvironment(\.lineLimit) { $0 = 1 }
        let text = try view.inspect().text()
        expectEqual(try text.string(), "a")
        #expect(text.modifiers.map(\.name) == [
            "preference", "transformPreference", "anchorPreference", "transformAnchorPreference", "onPreferenceChange", "transformEnvironment",
        ])
    }
}
