import Inspect
@testable import Render
import Testing
import Expectations

/// The registries the builder draws from: every view kind has a drawing, every modifier type
/// drawn has one drawing, and the style sheet's per-kind facts come from the kinds' drawings.
@MainActor @Suite struct KindDrawingRegistryTests {
    @Test func everyViewKindHasADrawing() {
        let missing = ViewKind.allCases.filter { KindDrawing.registry[$0] == nil }
        #expect(missing.isEmpty, "kinds without a drawing: \(missing)")
    }

    @Test func eachModifierTypeNameHasOneDrawing() {
        let names = ModifierDrawing.all.flatMap(\.typeNames)
        #expect(Set(names).count == names.count, "a type name in two drawings: \(names)")
        for name in names {
            #expect(ModifierDrawing.of(name) != nil, "\(name) is not found")
        }
        #expect(ModifierDrawing.of("Text.Modifier") == nil)
        #expect(ModifierDrawing.of("IDView") == nil)
    }

    @Test func theViewsModifiersHoldAreTheToolbarAndPresentationKinds() {
        let held = Set(ViewKind.allCases.filter { KindDrawing.of($0).isHeldByModifier })
        expectEqual(held, [.toolbarItem, .toolbarItemGroup, .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .actionSheet])
    }

    @Test func theStyleSheetsControlKindsAndDefaultStylesComeFromTheDrawings() {
        #expect(StyleSheet.controlKinds == [
            .button, .toggle, .picker, .textField, .secureField, .textEditor, .stepper, .slider,
            .datePicker, .colorPicker, .link, .navigationLink, .menu, .disclosureGroup, .tabView,
            .multiDatePicker,
        ])
        expectEqual(StyleSheet.defaultStyle(for: .link), ControlStyle(foreground: .basic(4)))
        for kind in ViewKind.allCases where kind != .link {
            #expect(StyleSheet.defaultStyle(for: kind) == ControlStyle(), "\(kind)")
        }
    }
}
