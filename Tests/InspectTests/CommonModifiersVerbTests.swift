import Builders
import Inspect
import Testing
import Expectations

/// The inspector names the modifiers small public apps use and reads their values back, with
/// ViewInspector's verbs where it has them.
@MainActor @Suite struct CommonModifiersVerbTests {
    private func names(_ view: InspectableView) -> [String] { view.modifiers.map(\.name) }

    @Test func colourEffectsAreNamedAndTheirAmountsRead() throws {
        let view = try Text("a").brightness(0.2).contrast(1.5).saturation(0.5).grayscale(1).hueRotation(.degrees(90)).inspect().text()
        expectEqual(names(view), ["brightness", "contrast", "saturation", "grayscale", "hueRotation"])
        expectEqual(try view.brightness(), 0.2)
        expectEqual(try view.contrast(), 1.5)
        expectEqual(try view.saturation(), 0.5)
        expectEqual(try view.grayscale(), 1)
        expectEqual(try view.hueRotation(), .degrees(90))
    }

    @Test func aLongPressIsNamedAndItsActionRuns() throws {
        var pressed = 0
        let view = try Text("a").onLongPressGesture(minimumDuration: 1) { pressed += 1 }.inspect().text()
        expectEqual(names(view), ["onLongPressGesture"])
        expectEqual(try view.longPressMinimumDuration(), 1)
        try view.callOnLongPressGesture()
        expectEqual(pressed, 1)
        // A tap gesture is not a long press.
        expectThrows(InspectionError.self) { try Text("b").onTapGesture {}.inspect().text().callOnLongPressGesture() }
    }

    @Test func appearanceWritesAreNamedAndPassDown() throws {
        let view = VStack { Text("a") }
            .controlSize(.small).scrollContentBackground(.hidden).scrollDismissesKeyboard(.interactively)
            .allowsTightening(true).textSelection(.enabled).dynamicTypeSize(.xLarge).headerProminence(.increased)
        let stack = try view.inspect().vStack()
        #expect(names(stack) == ["controlSize", "scrollContentBackground", "scrollDismissesKeyboard", "allowsTightening",
                                 "textSelection", "dynamicTypeSize", "headerProminence"])
        let text = try stack.text(0)
        expectEqual(try text.environment(\.controlSize), .small)
        expectEqual(try text.environment(\.scrollContentBackground), .hidden)
        expectEqual(try text.environment(\.scrollDismissesKeyboardMode), .interactively)
        #expect(try text.environment(\.allowsTightening))
        #expect(try text.environment(\.isTextSelectionEnabled))
        expectEqual(try text.environment(\.dynamicTypeSize), .xLarge)
        expectEqual(try text.environment(\.headerProminence), .increased)
    }

    @Test func presentationSettingsStatusBarAndFeedbackAreNamedAndRead() throws {
        let view = try Text("a").presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
            .interactiveDismissDisabled().toolbarRole(.editor).statusBarHidden().sensoryFeedback(.success, trigger: 3)
            .inspect().text()
        #expect(names(view) == ["presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "toolbarRole",
                                "statusBarHidden", "sensoryFeedback"])
        #expect(try view.statusBarHidden())
        expectEqual(try view.sensoryFeedback(), .success)
    }

    @Test func aSafeAreaInsetsViewIsReachedAndItsPlaceRead() throws {
        let view = try List { Text("row") }.safeAreaInset(edge: .bottom, spacing: 1) { Text("Total") }.inspect().list()
        expectEqual(names(view), ["safeAreaInset"])
        expectEqual(try view.safeAreaInset().text().string(), "Total")
        let properties = try view.safeAreaInsetProperties()
        #expect(properties.edge == .bottom && properties.spacing == 1 && properties.alignment == .bottom)
        expectEqual(try view.find(text: "Total").string(), "Total")
    }

    @Test func aMatchedGeometryEffectIsNamedWithItsIdAndNamespace() throws {
        let namespace = Namespace().wrappedValue
        let view = try Text("a").matchedGeometryEffect(id: 7, in: namespace).inspect().text()
        expectEqual(names(view), ["matchedGeometryEffect"])
        let effect = try view.matchedGeometryEffect()
        #expect(effect.id == AnyHashable(7) && effect.namespace == namespace)
        #expect(Namespace().wrappedValue != namespace)
    }

    @Test func aMaterialBackgroundIsABackgroundStyle() throws {
        let view = try Text("a").background(.ultraThinMaterial).inspect().text()
        expectEqual(names(view), ["background"])
    }
}
