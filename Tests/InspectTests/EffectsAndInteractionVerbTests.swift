import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The preference the views made from preference values read; nothing writes it, so they are
/// made from its default value.
private struct Caption: PreferenceKey {
    static let defaultValue = "caption"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// A view with an overlay, a view made from a preference value over it, and a background.
private struct LayeredView: View {
    var body: some View {
        EmptyView()
            .overlay(AnyView(Text("over")))
            .overlayPreferenceValue(Caption.self) { Text($0) }
            .background(Spacer())
    }
}

/// A counter the handlers of actions add to.
private final class Calls {
    var log: [String] = []
}

/// ViewInspector's verbs for the colour and blending effects, list item tints, coordinate spaces,
/// alignment guides, focus, help, content shapes, accessibility actions and the views made from
/// preference values.
@MainActor @Suite struct EffectsAndInteractionVerbTests {
    private func names(_ view: InspectableView) -> [String] { view.modifiers.map(\.name) }

    @Test func colourAndBlendingEffectsAreNamedAndRead() throws {
        let view = try EmptyView().colorInvert().colorMultiply(.red).luminanceToAlpha().blendMode(.darken).inspect().emptyView()
        expectEqual(names(view), ["colorInvert", "colorMultiply", "luminanceToAlpha", "blendMode"])
        try view.colorInvert()
        try view.luminanceToAlpha()
        expectEqual(try view.colorMultiply(), .red)
        expectEqual(try view.blendMode(), .darken)
    }

    @Test func aViewWithoutAnEffectThrowsNamingTheModifier() throws {
        let view = try EmptyView().padding().inspect().emptyView()
        expectThrows(InspectionError.attributeNotFound("the modifier colorInvert()", in: "EmptyView", path: "emptyView()")) {
            try view.colorInvert()
        }
        expectThrows(InspectionError.attributeNotFound("the modifier luminanceToAlpha()", in: "EmptyView", path: "emptyView()")) {
            try view.luminanceToAlpha()
        }
        expectThrows(InspectionError.self) { try view.blendMode() }
        expectThrows(InspectionError.self) { try view.colorMultiply() }
    }

    @Test func aListItemTintGivesItsColourAndWhetherItIsFixed() throws {
        let color = try EmptyView().listItemTint(.red).inspect().listItemTint()
        #expect(color.color == .red && color.isFixed)
        let fixed = try EmptyView().listItemTint(.fixed(.red)).inspect().listItemTint()
        #expect(fixed.color == .red && fixed.isFixed)
        let preferred = try EmptyView().listItemTint(.preferred(.red)).inspect().listItemTint()
        #expect(preferred.color == .red && !preferred.isFixed)
        expectEqual(names(try EmptyView().listItemTint(.red).inspect()), ["listItemTint"])
        // A monochrome tint has no colour.
        expectThrows(InspectionError.self) { try EmptyView().listItemTint(ListItemTint.monochrome).inspect().listItemTint() }
    }

    @Test func aCoordinateSpaceGivesItsName() throws {
        let view = try EmptyView().coordinateSpace(name: "abc").inspect().emptyView()
        expectEqual(names(view), ["coordinateSpace"])
        expectEqual(try view.coordinateSpaceName(), "abc")
        expectEqual(try EmptyView().coordinateSpace(name: 7).inspect().coordinateSpaceName(Int.self), 7)
        expectThrows(InspectionError.attributeNotFound("the modifier coordinateSpace(name:)", in: "EmptyView", path: "emptyView()")) {
            try EmptyView().padding().inspect().emptyView().coordinateSpaceName()
        }
    }

    @Test func anAlignmentGuideComputesItsPositionFromTheViewsSize() throws {
        let view = try EmptyView().alignmentGuide(.leading) { _ in 5 }.alignmentGuide(.top) { $0.height / 2 }.inspect().emptyView()
        expectEqual(names(view), ["alignmentGuide", "alignmentGuide"])
        expectEqual(try view.alignmentGuide(HorizontalAlignment.leading, in: CGSize(width: 8, height: 6)), 5)
        expectEqual(try view.alignmentGuide(VerticalAlignment.top, in: CGSize(width: 8, height: 6)), 3)
        expectThrows(InspectionError.attributeNotFound("the modifier alignmentGuide(.trailing:computeValue:)", in: "EmptyView", path: "emptyView()")) {
            try view.alignmentGuide(HorizontalAlignment.trailing, in: CGSize(width: 8, height: 6))
        }
    }

    @Test func aFocusableViewSaysSoAndRunsItsFocusAction() throws {
        var changes: [Bool] = []
        let view = try EmptyView().focusable(true) { changes.append($0) }.inspect().emptyView()
        expectEqual(names(view), ["focusable"])
        #expect(view.isFocusable())
        try view.callOnFocusChange()
        try view.callOnFocusChange(false)
        expectEqual(changes, [true, false])
        #expect(try !EmptyView().focusable(false).inspect().isFocusable())
        #expect(try !EmptyView().inspect().isFocusable())
        expectThrows(InspectionError.self) { try EmptyView().inspect().callOnFocusChange() }
    }

    @Test func helpIsATextWithoutTheModifiersOfTheViewItHelps() throws {
        let padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let offset = CGSize(width: 5, height: 6)
        let view = AnyView(EmptyView().padding(padding).help("test").offset(offset))
        let emptyView = try view.inspect().anyView().emptyView()
        expectEqual(try emptyView.padding(), padding)
        expectEqual(try emptyView.offset(), offset)
        let help = try emptyView.help()
        expectEqual(try help.string(), "test")
        expectThrows(InspectionError.self) { try help.offset() }
        expectEqual(help.pathToRoot, "anyView().emptyView().help()")
        expectEqual(try view.inspect().find(text: "test").pathToRoot, "anyView().emptyView().help()")
        expectThrows(InspectionError.self) { try EmptyView().inspect().help() }
        // Read by labels alone, as code written against SwiftUI reads, the answers are the same.
        let byLabels = try view.inspectWithMirrorOnly().anyView().emptyView().help()
        expectEqual(try byLabels.string(), "test")
        expectEqual(byLabels.pathToRoot, "anyView().emptyView().help()")
    }

    @Test func aContentShapeGivesItsShapeAndFillRule() throws {
        let view = try EmptyView().contentShape(Capsule(), eoFill: true).inspect().emptyView()
        expectEqual(names(view), ["contentShape"])
        expectEqual(try view.contentShape(Capsule.self), ContentShape(shape: Capsule(), eoFill: true))
        #expect(try view.contentShape(Capsule.self) != ContentShape(shape: Capsule(), eoFill: false))
        expectEqual(try view.contentShapeKinds(), .interaction)
        expectThrows(InspectionError.typeMismatch(expected: "Circle", found: "Capsule", path: "emptyView()")) {
            try view.contentShape(Circle.self)
        }
        let kind = try EmptyView().contentShape(.contextMenuPreview, Circle()).inspect().emptyView()
        expectEqual(try kind.contentShape(Circle.self), ContentShape(shape: Circle(), eoFill: false))
        expectEqual(try kind.contentShapeKinds(), .contextMenuPreview)
    }

    @Test func accessibilityActionsRunByKindOrName() throws {
        let calls = Calls()
        let view = try EmptyView()
            .accessibilityAction(.default) { calls.log.append("default") }
            .accessibilityAction(.escape) { calls.log.append("escape") }
            .accessibilityAction(named: "custom") { calls.log.append("custom") }
            .inspect().emptyView()
        expectEqual(names(view), ["accessibilityAction", "accessibilityAction", "accessibilityAction"])
        try view.callAccessibilityAction(.escape)
        try view.callAccessibilityAction(.default)
        try view.callAccessibilityAction(.escape)
        try view.callAccessibilityAction("custom")
        try view.callAccessibilityAction(AccessibilityActionKind(named: Text("custom")))
        expectEqual(calls.log, ["escape", "default", "escape", "custom", "custom"])
    }

    @Test func aMissingAccessibilityActionThrowsNamingIt() throws {
        let view = try EmptyView().accessibilityAction(.escape) {}.inspect().emptyView()
        expectThrows(InspectionError.attributeNotFound("the modifier accessibilityAction(.default)", in: "EmptyView", path: "emptyView()")) {
            try view.callAccessibilityAction(.default)
        }
        expectThrows(InspectionError.attributeNotFound("the modifier accessibilityAction(named: \"123\")", in: "EmptyView", path: "emptyView()")) {
            try view.callAccessibilityAction(AccessibilityActionKind(named: Text("123")))
        }
        expectThrows(InspectionError.self) { try view.callAccessibilityAdjustableAction() }
        expectThrows(InspectionError.self) { try view.callAccessibilityScrollAction(.top) }
    }

    @Test func adjustableAndScrollActionsRunWithTheirDirection() throws {
        var directions: [AccessibilityAdjustmentDirection] = []
        var edges: [Edge] = []
        let view = try EmptyView()
            .accessibilityAdjustableAction { directions.append($0) }
            .accessibilityScrollAction { edges.append($0) }
            .accessibilityLabel("Volume")
            .inspect().emptyView()
        expectEqual(names(view), ["accessibilityAdjustableAction", "accessibilityScrollAction", "accessibilityLabel"])
        try view.callAccessibilityAdjustableAction(.decrement)
        try view.callAccessibilityAdjustableAction()
        try view.callAccessibilityScrollAction(.leading)
        expectEqual(directions, [.decrement, .increment])
        expectEqual(edges, [.leading])
        expectEqual(try view.accessibilityLabel().string(), "Volume")
    }

    @Test func viewsMadeFromPreferenceValuesAreReachedAndSearched() throws {
        let overlay = try EmptyView().overlayPreferenceValue(Caption.self) { _ in Text("Test") }.inspect()
        expectEqual(try overlay.emptyView().modifiers.map(\.name), ["overlayPreferenceValue"])
        expectEqual(try overlay.overlayPreferenceValue().text().string(), "Test")
        let background = try EmptyView().backgroundPreferenceValue(Caption.self) { _ in Text("Test") }.inspect()
        expectEqual(try background.backgroundPreferenceValue().text().string(), "Test")
        expectThrows(InspectionError.self) { try background.overlayPreferenceValue() }

        let layered = try LayeredView().inspect()
        let empty = try layered.emptyView()
        expectEqual(try empty.overlayPreferenceValue().text().string(), Caption.defaultValue)
        expectEqual(try layered.find(text: Caption.defaultValue).pathToRoot, "view(LayeredView.self).emptyView().overlayPreferenceValue().text()")
        expectEqual(try layered.find(text: "over").pathToRoot, "view(LayeredView.self).emptyView().overlay().anyView().text()")
        _ = try empty.background().spacer()
        let byLabels = try LayeredView().inspectWithMirrorOnly()
        expectEqual(try byLabels.find(text: Caption.defaultValue).pathToRoot, "view(LayeredView.self).emptyView().overlayPreferenceValue().text()")
    }

    @Test func aPreferenceValueViewKeepsItsOwnModifiersOnly() throws {
        let view = Text("Test").padding().overlayPreferenceValue(Caption.self) { _ in EmptyView().padding() }.padding().padding()
        expectEqual(try view.inspect().text().modifiers.count, 4)
        expectEqual(try view.inspect().overlayPreferenceValue().emptyView().modifiers.map(\.name), ["padding"])
    }
}
