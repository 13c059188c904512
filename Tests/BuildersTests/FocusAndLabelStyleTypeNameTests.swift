import Builders
import Testing
import Expectations

/// The modifier types `focused(_:)`, `focused(_:equals:)` and `labelStyle(_:)` make, with the
/// labels the inspector reads (`modifier|binding`, `modifier|prototype`, `modifier|style`).
@MainActor @Suite struct FocusAndLabelStyleTypeNameTests {
    private enum Field: Hashable { case name }

    @Test func focusedWrapsTheViewInAFocusBindingModifier() {
        let flag = FocusState<Bool>()
        let field = FocusState<Field?>()
        let text = Text("x")
        expectEqual(typeName(text.focused(flag.projectedValue)), "ModifiedContent<Text, FocusBindingModifier<Bool>>")
        expectEqual(typeName(text.focused(field.projectedValue, equals: .name)), "ModifiedContent<Text, FocusBindingModifier<Optional<Field>>>")
        expectEqual(descendant(text.focused(flag.projectedValue), "modifier", "prototype") as? Bool, true)
        expectEqual(descendant(text.focused(field.projectedValue, equals: .name), "modifier", "prototype") as? Field?, .some(.name))
    }

    @Test func labelStyleWrapsTheViewInALabelStyleWritingModifier() {
        let label = Label("A", systemImage: "star")
        expectEqual(typeName(label.labelStyle(.iconOnly)), "ModifiedContent<Label<Text, Image>, LabelStyleWritingModifier<IconOnlyLabelStyle>>")
        #expect(descendant(label.labelStyle(.titleOnly), "modifier", "style") is TitleOnlyLabelStyle)
    }
}
