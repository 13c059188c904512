import Builders
import Testing
import Expectations

/// Each modifier makes ModifiedContent with the modifier type SwiftUI uses for it.
@MainActor @Suite struct ModifierTypeNameTests {
    let text = Text("x")

    @Test func tagAndIDNames() {
        expectEqual(typeName(text.tag("a")), "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<String>>>")
        expectEqual(typeName(text.id(UUID())), "IDView<Text, UUID>")
    }

    @Test func layoutModifierNames() {
        expectEqual(typeName(text.padding()), "ModifiedContent<Text, _PaddingLayout>")
        expectEqual(typeName(text.padding(4)), "ModifiedContent<Text, _PaddingLayout>")
        expectEqual(typeName(text.padding(.horizontal, 2)), "ModifiedContent<Text, _PaddingLayout>")
        expectEqual(typeName(text.frame(width: 10)), "ModifiedContent<Text, _FrameLayout>")
        expectEqual(typeName(text.frame(maxWidth: .infinity)), "ModifiedContent<Text, _FlexFrameLayout>")
    }

    @Test func paddingStoresEdgesAndInsets() throws {
        let insets = descendant(text.padding(.horizontal, 3), "modifier", "insets") as? EdgeInsets?
        expectEqual(insets, .some(EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 3)))
        let defaultInsets = try #require(descendant(text.padding(), "modifier", "insets"))
        expectEqual(typeName(defaultInsets), "Optional<EdgeInsets>")
        expectEqual(defaultInsets as? EdgeInsets, nil)
    }

    @Test func environmentModifierNamesOnANonTextView() {
        let image = Image(systemName: "x")
        expectEqual(typeName(image.foregroundColor(.red)), "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<Color>>>")
        expectEqual(typeName(image.font(.title)), "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<Font>>>")
        expectEqual(typeName(image.disabled(true)), "ModifiedContent<Image, _EnvironmentKeyTransformModifier<Bool>>")
    }

    @Test func disabledTransformClearsIsEnabled() throws {
        typealias Transform = @Sendable (inout Bool) -> Void
        let transform = try #require(descendant(Image(systemName: "x").disabled(true), "modifier", "transform") as? Transform)
        var isEnabled = true
        transform(&isEnabled)
        expectEqual(isEnabled, false)
    }

    @Test func textModifiersReturnTextAndAppendInOrder() {
        let styled = text.bold().italic().underline().font(.headline).foregroundColor(.blue)
        expectEqual(typeName(styled), "Text")
        let cases = styled.modifiers.map { String(describing: $0).prefix(while: { $0 != "(" }) }
        expectEqual(cases, ["weight", "italic", "anyTextModifier", "font", "color"])
    }

    @Test func drawingModifierNames() {
        expectEqual(typeName(text.background(Color.yellow)), "ModifiedContent<Text, _BackgroundModifier<Color>>")
        expectEqual(typeName(text.background(.yellow)), "ModifiedContent<Text, _BackgroundModifier<Color>>")
        expectEqual(typeName(text.border(.red, width: 2)), "ModifiedContent<Text, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>")
        expectEqual(descendant(text.border(.red, width: 2), "modifier", "overlay", "shape", "style", "lineWidth") as? CGFloat, 2)
        expectEqual(typeName(text.opacity(0.5)), "ModifiedContent<Text, _OpacityEffect>")
    }

    @Test func interactionModifierNames() throws {
        var taps = 0
        let view = text.onTapGesture { taps += 1 }
        expectEqual(typeName(view), "ModifiedContent<Text, AddGestureModifier<_EndedGesture<TapGesture>>>")
        typealias Ended = (()) -> Void
        let ended = try #require(descendant(view, "modifier", "gesture", "_body", "modifier", "callbacks", "ended") as? Ended)
        ended(())
        expectEqual(taps, 1)
    }

    @Test func accessibilityModifierNames() {
        // On a Text, SwiftUI's accessibilityLabel returns a Text, so that texts keep concatenating.
        expectEqual(typeName(text.accessibilityLabel("Name")), "Text")
        expectEqual(typeName(Image(systemName: "star").accessibilityLabel("Name")), "ModifiedContent<Image, AccessibilityAttachmentModifier>")
        let identified = text.accessibilityIdentifier("name-field")
        expectEqual(typeName(identified), "ModifiedContent<Text, AccessibilityAttachmentModifier>")
        expectEqual(descendant(identified, "modifier", "attachment", "some", "properties", "identifier", "some") as? String, "name-field")
    }

    @Test func modifiersChainOutsideIn() {
        let view = Text("a").bold().tag(1).padding().id(3)
        expectEqual(typeName(view), "IDView<ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _PaddingLayout>, Int>")
        expectEqual(descendant(view, "content", "content", "modifier", "value", "tagged") as? Int, 1)
    }
}
