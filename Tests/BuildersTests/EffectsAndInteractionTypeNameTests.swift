import Builders
import Testing

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
        #expect(typeName(view.colorInvert()) == "ModifiedContent<EmptyView, _ColorInvertEffect>")
        #expect(typeName(view.colorMultiply(.red)) == "ModifiedContent<EmptyView, _ColorMultiplyEffect>")
        #expect(descendant(view.colorMultiply(.red), "modifier", "color") as? Color == .red)
        #expect(typeName(view.luminanceToAlpha()) == "ModifiedContent<EmptyView, _LuminanceToAlphaEffect>")
        #expect(typeName(view.blendMode(.darken)) == "ModifiedContent<EmptyView, _BlendModeEffect>")
        #expect(descendant(view.blendMode(.darken), "modifier", "blendMode") as? BlendMode == .darken)
    }

    @Test func aListItemTintIsATraitWithItsColourAndWhetherItIsFixed() {
        let fixed = view.listItemTint(.red)
        #expect(typeName(fixed) == "ModifiedContent<EmptyView, _TraitWritingModifier<ListItemTintTraitKey>>")
        #expect(descendant(fixed, "modifier", "value", "some", "effect", "color") as? Color == .red)
        #expect(descendant(fixed, "modifier", "value", "some", "isFixed") as? Bool == true)
        let preferred = view.listItemTint(.preferred(.blue))
        #expect(descendant(preferred, "modifier", "value", "some", "isFixed") as? Bool == false)
        #expect(descendant(view.listItemTint(ListItemTint.monochrome), "modifier", "value", "some", "effect", "color") == nil)
    }

    @Test func coordinateSpacesAlignmentGuidesAndFocusHaveSwiftUIsTypesAndLabels() {
        #expect(typeName(view.coordinateSpace(name: "scroll")) == "ModifiedContent<EmptyView, _CoordinateSpaceModifier<String>>")
        #expect(descendant(view.coordinateSpace(name: "scroll"), "modifier", "name") as? String == "scroll")
        #expect(CoordinateSpace.named("scroll") == .named("scroll") && CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        let guide = view.alignmentGuide(.leading) { $0.width / 2 }
        #expect(typeName(guide) == "ModifiedContent<EmptyView, _AlignmentWritingModifier>")
        #expect(childLabels(guide.modifier) == ["key", "computeValue"])
        #expect(typeName(view.alignmentGuide(.top) { $0[.bottom] }) == "ModifiedContent<EmptyView, _AlignmentWritingModifier>")
        let focusable = view.focusable(true) { _ in }
        #expect(typeName(focusable) == "ModifiedContent<EmptyView, _FocusableModifier>")
        #expect(childLabels(focusable.modifier) == ["isFocusable", "onFocusChange"])
        #expect(descendant(view.focusable(false), "modifier", "isFocusable") as? Bool == false)
    }

    @Test func viewDimensionsGiveEachGuideItsDefaultPosition() {
        let dimensions = ViewDimensions(size: CGSize(width: 10, height: 4))
        #expect(dimensions.width == 10 && dimensions.height == 4)
        #expect([dimensions[HorizontalAlignment.leading], dimensions[HorizontalAlignment.center], dimensions[HorizontalAlignment.trailing]] == [0, 5, 10])
        #expect([dimensions[VerticalAlignment.top], dimensions[VerticalAlignment.center], dimensions[VerticalAlignment.bottom]] == [0, 2, 4])
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
    }

    @Test func helpAndContentShapesHaveSwiftUIsTypesAndLabels() {
        #expect(typeName(view.help("Saves")) == "ModifiedContent<EmptyView, _TooltipModifier>")
        #expect(descendant(view.help("Saves"), "modifier", "text") as? Text == Text("Saves"))
        let shape = view.contentShape(Capsule(), eoFill: true)
        #expect(typeName(shape) == "ModifiedContent<EmptyView, _ContentShapeModifier<Capsule>>")
        #expect(childLabels(shape.modifier) == ["shape", "eoFill"])
        let kind = view.contentShape(.dragPreview, Circle())
        #expect(typeName(kind) == "ModifiedContent<EmptyView, _ContentShapeKindModifier<Circle>>")
        #expect(descendant(kind, "modifier", "kinds") as? ContentShapeKinds == .dragPreview)
    }

    @Test func accessibilityActionsAreAttachments() {
        let named = view.accessibilityAction(named: "Archive") {}
        #expect(typeName(named) == "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        #expect(descendant(named, "modifier", "attachment", "some", "properties", "actions") as? [AccessibilityActionHandler] != nil)
        #expect(typeName(view.accessibilityAction(.escape) {}) == "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        #expect(typeName(view.accessibilityAdjustableAction { _ in }) == "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        #expect(typeName(view.accessibilityScrollAction { _ in }) == "ModifiedContent<EmptyView, AccessibilityAttachmentModifier>")
        #expect(AccessibilityActionKind(named: Text("a")) == AccessibilityActionKind(named: Text("a")))
        #expect(AccessibilityActionKind.default != .escape)
    }

    @Test func preferenceValueViewsKeepTheirTransforms() {
        let overlay = view.overlayPreferenceValue(Key.self) { Text($0) }
        #expect(typeName(overlay) == "ModifiedContent<EmptyView, _OverlayPreferenceModifier<Key, Text>>")
        #expect(childLabels(overlay.modifier) == ["transform", "alignment"])
        #expect(overlay.modifier.transform("x") == Text(verbatim: "x"))
        let background = view.backgroundPreferenceValue(Key.self, alignment: .top) { _ in Color.red }
        #expect(typeName(background) == "ModifiedContent<EmptyView, _BackgroundPreferenceModifier<Key, Color>>")
        #expect(background.modifier.alignment == .top)
    }
}
