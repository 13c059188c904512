import Builders
import Testing
import Expectations

/// Colour and blending effects, list item tints, coordinate spaces, alignment guides, focus, help,
/// content shapes, accessibility actions and the views made from preference values make SwiftUI's
/// modifier types, with the stored labels ViewInspector reads.
@MainActor @Suite struct EffectsAndInteractionTypeNameTests {
    private let view = EmptyView()

    private struct Key: PreferenceKey {
        static let defaultValue = "none"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    @Test func colourAndBlendingEffectsHaveSwiftUIsTypesAndLabels() {
        expectEqual(typeName(view.colorInvert()), "ModifiedContent<EmptyView, _ColorInvertEffect>")
        expectEqual(typeName(view.colorMultiply(.red)), "ModifiedContent<EmptyView, _ColorMultiplyEffect>")
        expectEqual(descendant(view.colorMultiply(.red), "modifier", "color") as? Color, .red)
        expectEqual(typeName(view.luminanceToAlpha()), "ModifiedContent<EmptyView, _LuminanceToAlphaEffect>")
        expectEqual(typeName(view.blendMode(.darken)), "ModifiedContent<EmptyView, _BlendModeEffect>")
        expectEqual(descendant(view.blendMode(.darken), "modifier", "blendMode") as? BlendMode, .darken)
    }

    @Test func aListItemTintIsATraitWithItsColourAndWhetherItIsFixed() {
        let fixed = view.listItemTint(.red)
        expectEqual(typeName(fixed), "ModifiedContent<EmptyView, _TraitWritingModifier<ListItemTintTraitKey>>")
        expectEqual(descendant(fixed, "modifier", "value", "some", "effect", "color") as? Color, .red)
        expectEqual(descendant(fixed, "modifier", "value", "some", "isFixed") as? Bool, true)
        let preferred = view.listItemTint(.preferred(.blue))
        expectEqual(descendant(preferred, "modifier", "value", "some", "isFixed") as? Bool, false)
        #expect(descendant(view.listItemTint(ListItemTint.monochrome), "modifier", "value", "some", "effect", "color") == nil)
    }

    @Test func coordinateSpacesAlignmentGuidesAndFocusHaveSwiftUIsTypesAndLabels() {
        expectEqual(typeName(view.coordinateSpace(name: "scroll")), "ModifiedContent<EmptyView, _CoordinateSpaceModifier<String>>")
        expectEqual(descendant(view.coordinateSpace(name: "scroll"), "modifier", "name") as? String, "scroll")
        #expect(CoordinateSpace.named("scroll") == .named("scroll") && CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        let guide = view.alignmentGuide(.leading) { $0.width / 2 }
        expectEqual(typeName(guide), "ModifiedContent<EmptyView, _AlignmentWritingModifier>")
        expectEqual(childLabels(guide.modifier), ["key", "computeValue"])
        expectEqual(typeName(view.alignmentGuide(.top) { $0[.bottom] }), "ModifiedContent<EmptyView, _AlignmentWritingModifier>")
        let focusable = view.focusable(true) { _ in }
        expectEqual(typeName(focusable), "ModifiedContent<EmptyView, _FocusableModifier>")
        expectEqual(childLabels(focusable.modifier), ["isFocusable", "onFocusChange"])
        expectEqual(descendant(view.focusable(false), "modifier", "isFocusable") as? Bool, false)
    }

    @Test func viewDimensionsGiveEachGuideItsDefaultPosition() {
        let dimensions = ViewDimensions(size: CGSize(width: 10, height: 4))
        #expect(dimensions.width == 10 && dimensions.height == 4)
        expectEqual([dimensions[HorizontalAlignment.leading], dimensions[HorizontalAlignment.center], dimensions[HorizontalAlignment.trailing]], [0, 5, 10])
        expectEqual([dimensions[VerticalAlignment.top], dimensions[VerticalAlignment.center], dimensions[VerticalAlignment.bottom]], [0, 2, 4])
        expectEqual(dimensions[explicit: HorizontalAlignment.leading], nil)
    }

    @Test func helpAndContentShapesHaveSwiftUIsTypesAndLabels() {
        expectEqual(typeName(view.help("Saves")), "ModifiedContent<EmptyView, _TooltipModifier>")
        expectEqual(descendant(view.help("Saves"), "modifier", "text") as? Text, Text("Saves"))
        let shape = view.contentShape(Capsule(), eoFill: true)
        expectEqual(typeName(shape), "ModifiedContent<EmptyView, _ContentShapeModifier<Capsule>>")
        expectEqual(childLabels(shape.modifier), ["shape", "eoFill"])
        let kind = view.contentShape(.dragPreview, Circle())
        expectEqual(typeName(kind), "ModifiedContent<EmptyView, _ContentShapeKindModifier<Circle>>")
        expectEqual(descendant(kind, "modifier", "kinds") as? ContentShapeKinds, .dragPreview)
    }

    @Test func accessibilityActionsAreAttachments() {
        let named = view.accessibilityAction(named: "Archive") {}
        expectEqual(typeName(named), "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        #expect(descendant(named, "modifier", "attachment", "some", "properties", "actions") as? [AccessibilityActionHandler] != nil)
        expectEqual(typeName(view.accessibilityAction(.escape) {}), "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        expectEqual(typeName(view.accessibilityAdjustableAction { _ in }), "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        expectEqual(typeName(view.accessibilityScrollAction { _ in }), "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        expectEqual(AccessibilityActionKind(named: Text("a")), AccessibilityActionKind(named: Text("a")))
        #expect(AccessibilityActionKind.default != .escape)
    }

    @Test func preferenceValueViewsKeepTheirTransforms() {
        let overlay = view.overlayPreferenceValue(Key.self) { Text($0) }
        expectEqual(typeName(overlay), "ModifiedContent<EmptyView, _OverlayPreferenceModifier<Key, Text>>")
        expectEqual(childLabels(overlay.modifier), ["transform", "alignment"])
        expectEqual(overlay.modifier.transform("x"), Text(verbatim: "x"))
        let background = view.backgroundPreferenceValue(Key.self, alignment: .top) { _ in Color.red }
        expectEqual(typeName(background), "ModifiedContent<EmptyView, _BackgroundPreferenceModifier<Key, Color>>")
        expectEqual(background.modifier.alignment, .top)
    }
}
