import Builders
import Testing

/// The modifiers small public apps use make SwiftUI's types, with the stored labels the inspector
/// and ViewInspector read.
@MainActor @Suite struct CommonModifierTypeNameTests {
    private let text = Text("x")

    @Test func colourEffectsHaveSwiftUIsTypesAndLabels() {
        #expect(typeName(text.brightness(0.2)) == "ModifiedContent<Text, _BrightnessEffect>")
        #expect(typeName(text.contrast(2)) == "ModifiedContent<Text, _ContrastEffect>")
        #expect(typeName(text.saturation(0)) == "ModifiedContent<Text, _SaturationEffect>")
        #expect(typeName(text.grayscale(1)) == "ModifiedContent<Text, _GrayscaleEffect>")
        #expect(typeName(text.hueRotation(.degrees(9))) == "ModifiedContent<Text, _HueRotationEffect>")
        #expect(descendant(text.brightness(0.2), "modifier", "amount") as? Double == 0.2)
        #expect(descendant(text.hueRotation(.degrees(90)), "modifier", "angle") as? Angle == .degrees(90))
    }

    @Test func aLongPressIsAGestureWithPressableCallbacks() {
        var pressed = false
        let view = text.onLongPressGesture(minimumDuration: 1) { pressed = true }
        #expect(typeName(view) == "ModifiedContent<Text, AddGestureModifier<ModifierGesture<CallbacksGesture<PressableGestureCallbacks<Bool>>, LongPressGesture>>>")
        #expect(descendant(view, "modifier", "gesture", "content", "minimumDuration") as? Double == 1)
        (descendant(view, "modifier", "gesture", "modifier", "callbacks", "pressed") as? () -> Void)?()
        #expect(pressed)
    }

    @Test func insetsAndMatchedGeometryHaveSwiftUIsTypesAndLabels() {
        let inset = text.safeAreaInset(edge: .bottom) { Text("bar") }
        #expect(typeName(inset) == "ModifiedContent<Text, _InsetViewModifier<Text>>")
        #expect(childLabels(inset.modifier) == ["content", "properties"])
        #expect(childLabels(inset.modifier.properties) == ["regions", "spacing", "edge", "alignment"])
        let matched = text.matchedGeometryEffect(id: "a", in: Namespace().wrappedValue)
        #expect(typeName(matched) == "ModifiedContent<Text, _MatchedGeometryEffect<String>>")
        #expect(childLabels(matched.modifier) == ["id", "namespace", "properties", "anchor", "isSource"])
    }

    @Test func settingsAreEnvironmentOrPreferenceWrites() {
        #expect(typeName(text.controlSize(.small)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ControlSize>>")
        #expect(typeName(text.scrollContentBackground(.hidden)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Visibility>>")
        #expect(typeName(text.textSelection(.enabled)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Bool>>")
        #expect(typeName(text.headerProminence(.increased)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Prominence>>")
        #expect(typeName(text.presentationDetents([.medium])) == "ModifiedContent<Text, _PreferenceWritingModifier<PresentationDetentsKey>>")
        #expect(typeName(text.interactiveDismissDisabled()) == "ModifiedContent<Text, _PreferenceWritingModifier<InteractiveDismissDisabledKey>>")
        #expect(typeName(text.statusBarHidden()) == "ModifiedContent<Text, TransactionalPreferenceModifier<Bool, StatusBarKey>>")
        #expect(typeName(text.sensoryFeedback(.success, trigger: 1)) == "ModifiedContent<Text, SensoryFeedbackModifier<Int>>")
        #expect(typeName(text.background(.ultraThinMaterial)) == "ModifiedContent<Text, _BackgroundStyleModifier<Material>>")
    }
}
