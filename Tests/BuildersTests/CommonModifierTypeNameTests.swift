import Builders
import Testing
import Expectations

/// The modifiers small public apps use make SwiftUI's types, with the stored labels the inspector
/// and ViewInspector read.
@MainActor @Suite struct CommonModifierTypeNameTests {
    private let text = Text("x")

    @Test func colourEffectsHaveSwiftUIsTypesAndLabels() {
        expectEqual(typeName(text.brightness(0.2)), "ModifiedContent<Text, _BrightnessEffect>")
        expectEqual(typeName(text.contrast(2)), "ModifiedContent<Text, _ContrastEffect>")
        expectEqual(typeName(text.saturation(0)), "ModifiedContent<Text, _SaturationEffect>")
        expectEqual(typeName(text.grayscale(1)), "ModifiedContent<Text, _GrayscaleEffect>")
        expectEqual(typeName(text.hueRotation(.degrees(9))), "ModifiedContent<Text, _HueRotationEffect>")
        expectEqual(descendant(text.brightness(0.2), "modifier", "amount") as? Double, 0.2)
        expectEqual(descendant(text.hueRotation(.degrees(90)), "modifier", "angle") as? Angle, .degrees(90))
    }

    @Test func aLongPressIsAGestureWithPressableCallbacks() {
        var pressed = false
        let view = text.onLongPressGesture(minimumDuration: 1) { pressed = true }
        expectEqual(typeName(view), "ModifiedContent<Text, AddGestureModifier<ModifierGesture<CallbacksGesture<PressableGestureCallbacks<Bool>>, LongPressGesture>>>")
        expectEqual(descendant(view, "modifier", "gesture", "content", "minimumDuration") as? Double, 1)
        (descendant(view, "modifier", "gesture", "modifier", "callbacks", "pressed") as? () -> Void)?()
        #expect(pressed)
    }

    @Test func insetsAndMatchedGeometryHaveSwiftUIsTypesAndLabels() {
        let inset = text.safeAreaInset(edge: .bottom) { Text("bar") }
        expectEqual(typeName(inset), "ModifiedContent<Text, _InsetViewModifier<Text>>")
        expectEqual(childLabels(inset.modifier), ["content", "properties"])
        expectEqual(childLabels(inset.modifier.properties), ["regions", "spacing", "edge", "alignment"])
        let matched = text.matchedGeometryEffect(id: "a", in: Namespace().wrappedValue)
        expectEqual(typeName(matched), "ModifiedContent<Text, _MatchedGeometryEffect<String>>")
        expectEqual(childLabels(matched.modifier), ["id", "namespace", "properties", "anchor", "isSource"])
    }

    @Test func settingsAreEnvironmentOrPreferenceWrites() {
        expectEqual(typeName(text.controlSize(.small)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ControlSize>>")
        expectEqual(typeName(text.scrollContentBackground(.hidden)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Visibility>>")
        expectEqual(typeName(text.textSelection(.enabled)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Bool>>")
        expectEqual(typeName(text.headerProminence(.increased)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Prominence>>")
        expectEqual(typeName(text.presentationDetents([.medium])), "ModifiedContent<Text, _PreferenceWritingModifier<PresentationDetentsKey>>")
        expectEqual(typeName(text.interactiveDismissDisabled()), "ModifiedContent<Text, _PreferenceWritingModifier<InteractiveDismissDisabledKey>>")
        expectEqual(typeName(text.statusBarHidden()), "ModifiedContent<Text, TransactionalPreferenceModifier<Bool, StatusBarKey>>")
        expectEqual(typeName(text.sensoryFeedback(.success, trigger: 1)), "ModifiedContent<Text, SensoryFeedbackModifier<Int>>")
        expectEqual(typeName(text.background(.ultraThinMaterial)), "ModifiedContent<Text, _BackgroundStyleModifier<Material>>")
    }
}
