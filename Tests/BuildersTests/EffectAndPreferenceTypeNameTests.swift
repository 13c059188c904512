import Builders
import Foundation
import Testing
import Expectations

/// The transform, compositing, preference and accessibility modifiers make SwiftUI's types, with
/// the values at SwiftUI's labels.
@MainActor @Suite struct EffectAndPreferenceTypeNameTests {
    private struct Title: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    @Test func transformEffectsKeepTheirTransformAtTransform() {
        var projection = ProjectionTransform()
        projection.m21 = 3
        let projected = EmptyView().projectionEffect(projection)
        expectEqual(typeName(projected), "ModifiedContent<EmptyView, _ProjectionEffect>")
        expectEqual(descendant(projected, "modifier", "transform") as? ProjectionTransform, projection)
        let scaled = EmptyView().transformEffect(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(typeName(scaled), "ModifiedContent<EmptyView, _TransformEffect>")
        expectEqual(descendant(scaled, "modifier", "transform", "d") as? CGFloat, 3)
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 5, y: 7)
        expectEqual(scale.concatenating(move), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
        expectEqual(move.concatenating(scale), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
        #expect(CGAffineTransform.identity.isIdentity && !scale.isIdentity)
        let projected = ProjectionTransform(move)
        #expect(projected.m31 == 5 && projected.m32 == 7 && projected.isAffine && !projected.isIdentity)
    }

    @Test func compositingModifiersAreTheirEffects() {
        expectEqual(typeName(EmptyView().compositingGroup()), "ModifiedContent<EmptyView, _CompositingGroupEffect>")
        let group = Rectangle().drawingGroup(opaque: true, colorMode: .linear)
        expectEqual(typeName(group), "ModifiedContent<Rectangle, _DrawingGroupEffect>")
        expectEqual(descendant(group, "modifier", "colorMode") as? ColorRenderingMode, .linear)
    }

    @Test func preferenceModifiersAreNamedByWhatTheyDoToTheKey() {
        expectEqual(typeName(EmptyView().preference(key: Title.self, value: "a")), "ModifiedContent<EmptyView, _PreferenceWritingModifier<Title>>")
        expectEqual(typeName(EmptyView().transformPreference(Title.self) { $0 += "!" }), "ModifiedContent<EmptyView, _PreferenceTransformModifier<Title>>")
        let anchored = EmptyView().anchorPreference(key: Title.self, value: .bounds) { _ in "b" }
        expectEqual(typeName(anchored), "ModifiedContent<EmptyView, _AnchorWritingModifier<CGRect, Title>>")
        let changed = EmptyView().transformAnchorPreference(key: Title.self, value: .center) { _, _ in }
        expectEqual(typeName(changed), "ModifiedContent<EmptyView, _AnchorTransformModifier<CGPoint, Title>>")
        expectEqual(typeName(EmptyView().onPreferenceChange(Title.self) { _ in }), "ModifiedContent<EmptyView, _PreferenceActionModifier<Title>>")
    }

    @Test func anchorSourcesResolveAgainstTheViewsBounds() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        expectEqual(Anchor<CGRect>.Source.bounds.resolve(bounds), bounds)
        expectEqual(Anchor<CGPoint>.Source.bottomTrailing.resolve(bounds), CGPoint(x: 110, y: 70))
        expectEqual(Anchor<CGPoint>.Source.unitPoint(UnitPoint(x: 0.5, y: 0.2)).resolve(bounds), CGPoint(x: 60, y: 30))
        let several = Anchor.Source([Anchor<CGPoint>.Source.topLeading, .point(CGPoint(x: 1, y: 2))])
        expectEqual(several.resolve(bounds), [CGPoint(x: 10, y: 20), CGPoint(x: 1, y: 2)])
        expectEqual(Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?).resolve(bounds), nil)
    }

    @Test func textsAccessibilityLabelStaysAText() {
        let labelled: Text = Text("1").accessibilityLabel("one") + Text("2")
        expectEqual(typeName(labelled), "Text")
        expectEqual(typeName(EmptyView().accessibilityElement(children: .combine)), "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        let traits = EmptyView().accessibility(addTraits: [.isButton, .isHeader])
        expectEqual(descendant(traits, "modifier", "attachment", "some", "properties", "addTraits", "some") as? AccessibilityTraits, [.isHeader, .isButton])
    }

    @Test func borderTakesAnyShapeStyleAndOverlayAStyle() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(typeName(EmptyView().border(gradient, width: 2))
            == "ModifiedContent<EmptyView, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, LinearGradient>>>")
        let overlay = EmptyView().overlay(Color.red, ignoresSafeAreaEdges: .top)
        expectEqual(typeName(overlay), "ModifiedContent<EmptyView, _OverlayStyleModifier<Color>>")
        expectEqual(descendant(overlay, "modifier", "ignoresSafeAreaEdges") as? Edge.Set, .top)
        expectEqual(typeName(EmptyView().transformEnvironment(\.lineLimit) { $0 = 2 }), "ModifiedContent<EmptyView, _EnvironmentKeyTransformModifier<Optional<Int>>>")
    }
}
