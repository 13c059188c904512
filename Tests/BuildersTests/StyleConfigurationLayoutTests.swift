import Builders
import Testing
import Expectations

/// The progress view, group box and menu styles as SwiftUI lays them out: the modifiers
/// `progressViewStyle(_:)`, `groupBoxStyle(_:)` and `menuStyle(_:)` write the style at
/// `modifier|style`; the configurations a test makes hold what their styles read; the views made
/// from a configuration hold its stand-ins where the views' own parts are.
@MainActor @Suite struct StyleConfigurationLayoutTests {
    private let text = Text("x")

    @Test func theStyleModifiersHaveSwiftUIsTypesAndWriteTheStyle() {
        expectEqual(typeName(text.progressViewStyle(.circular)), "ModifiedContent<Text, ProgressViewStyleModifier<CircularProgressViewStyle>>")
        expectEqual(typeName(text.progressViewStyle(.linear)), "ModifiedContent<Text, ProgressViewStyleModifier<LinearProgressViewStyle>>")
        #expect(descendant(text.progressViewStyle(.automatic), "modifier", "style") is DefaultProgressViewStyle)
        expectEqual(typeName(text.groupBoxStyle(.automatic)), "ModifiedContent<Text, GroupBoxStyleModifier<DefaultGroupBoxStyle>>")
        #expect(descendant(text.groupBoxStyle(DefaultGroupBoxStyle()), "modifier", "style") is DefaultGroupBoxStyle)
        expectEqual(typeName(text.menuStyle(.button)), "ModifiedContent<Text, MenuStyleModifier<ButtonMenuStyle>>")
        expectEqual(typeName(text.menuStyle(.borderlessButton)), "ModifiedContent<Text, MenuStyleModifier<BorderlessButtonMenuStyle>>")
        #expect(descendant(text.menuStyle(.automatic), "modifier", "style") is DefaultMenuStyle)
        expectEqual(LinearProgressViewStyle(tint: .red).tint, .red)
        expectEqual(CircularProgressViewStyle(tint: .blue).tint, .blue)
        expectEqual(CircularProgressViewStyle().tint, nil)
    }

    @Test func configurationsMadeByATestHoldWhatTheyWereGiven() {
        #expect(ButtonStyleConfiguration(isPressed: true).isPressed)
        #expect(!ButtonStyleConfiguration(isPressed: false).isPressed)
        #expect(ToggleStyleConfiguration(isOn: true).isOn)
        #expect(!ToggleStyleConfiguration(isOn: false).isOn)
        var triggered = 0
        PrimitiveButtonStyleConfiguration(onTrigger: { triggered += 1 }).trigger()
        expectEqual(triggered, 1)
        let progress = ProgressViewStyleConfiguration(fractionCompleted: 0.25)
        expectEqual(progress.fractionCompleted, 0.25)
        #expect(progress.label != nil)
        #expect(progress.currentValueLabel != nil)
        expectEqual(ProgressViewStyleConfiguration(fractionCompleted: nil).fractionCompleted, nil)
        let unlabelled = ProgressViewStyleConfiguration(fractionCompleted: 1, hasLabel: false, hasCurrentValueLabel: false)
        #expect(unlabelled.label == nil)
        #expect(unlabelled.currentValueLabel == nil)
        #expect(MenuStyleConfiguration().primaryAction == nil)
    }

    @Test func aConstantToggleConfigurationIgnoresWrites() {
        let configuration = ToggleStyleConfiguration(isOn: false)
        configuration.isOn = true
        #expect(!configuration.isOn)
    }

    @Test func viewsMadeFromAConfigurationHoldItsStandIns() {
        let progress = ProgressView(ProgressViewStyleConfiguration(fractionCompleted: 0.5))
        #expect(descendant(progress, "base", "custom", "label", "some") is ProgressViewStyleConfiguration.Label)
        #expect(descendant(progress, "base", "custom", "currentValueLabel", "some") is ProgressViewStyleConfiguration.CurrentValueLabel)
        expectEqual(descendant(progress, "base", "custom", "fractionCompleted") as? Double?, 0.5)
        let box = GroupBox(GroupBoxStyleConfiguration())
        #expect(descendant(box, "label") is GroupBoxStyleConfiguration.Label)
        #expect(descendant(box, "content") is GroupBoxStyleConfiguration.Content)
        var tapped = false
        let menu = Menu(MenuStyleConfiguration(primaryAction: { tapped = true }))
        #expect(descendant(menu, "label") is MenuStyleConfiguration.Label)
        #expect(descendant(menu, "content") is MenuStyleConfiguration.Content)
        let action = descendant(menu, "primaryAction", "some") as? () -> Void
        action?()
        #expect(tapped)
    }

    @Test func theBuiltInStylesBodiesAreTheViewsOfTheirConfigurations() {
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: 0.5)
        expectEqual(descendant(DefaultProgressViewStyle().makeBody(configuration: configuration), "base", "custom", "fractionCompleted") as? Double?, 0.5)
        expectEqual(descendant(LinearProgressViewStyle().makeBody(configuration: configuration), "base", "custom", "fractionCompleted") as? Double?, 0.5)
        expectEqual(descendant(CircularProgressViewStyle().makeBody(configuration: configuration), "base", "custom", "fractionCompleted") as? Double?, 0.5)
        #expect(descendant(DefaultGroupBoxStyle().makeBody(configuration: GroupBoxStyleConfiguration()), "content") is GroupBoxStyleConfiguration.Content)
        for style in [DefaultMenuStyle().makeBody(configuration: MenuStyleConfiguration()) as Any,
                      ButtonMenuStyle().makeBody(configuration: MenuStyleConfiguration()),
                      BorderlessButtonMenuStyle().makeBody(configuration: MenuStyleConfiguration())] {
            #expect(descendant(style, "label") is MenuStyleConfiguration.Label)
        }
    }

    @Test func theImplicitMembersAreTheBuiltInStyles() {
        func progress<S: ProgressViewStyle>(_ style: S) -> Any { style }
        func box<S: GroupBoxStyle>(_ style: S) -> Any { style }
        func menu<S: MenuStyle>(_ style: S) -> Any { style }
        #expect(progress(.automatic) is DefaultProgressViewStyle)
        #expect(progress(.linear) is LinearProgressViewStyle)
        #expect(progress(.circular) is CircularProgressViewStyle)
        #expect(box(.automatic) is DefaultGroupBoxStyle)
        #expect(menu(.automatic) is DefaultMenuStyle)
        #expect(menu(.button) is ButtonMenuStyle)
        #expect(menu(.borderlessButton) is BorderlessButtonMenuStyle)
    }
}
