import Builders
import Foundation
import Testing

// The layout of formatted text fields, a ProgressView of a Foundation Progress, the gradients,
// and the alert of the first API.

@MainActor @Suite struct GradientAndFormatLayoutTests {
    @Test func aFormattedFieldIsATextFieldWhoseTextFormatsAndParsesTheValue() throws {
        var age = 41
        let field = TextField("Age", value: Binding(get: { age }, set: { age = $0 }), format: .number)
        #expect(typeName(field) == "TextField<Text>")
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        #expect(text.wrappedValue == "41")
        text.wrappedValue = "42"
        #expect(age == 42)
        // Text the format cannot read leaves the value as it was, as SwiftUI does.
        text.wrappedValue = "forty"
        #expect(age == 42)
        #expect(text.wrappedValue == "42")
    }

    @Test func anOptionalFormattedFieldShowsNilAsEmptyText() throws {
        var amount: Double? = nil
        let field = TextField("Amount", value: Binding(get: { amount }, set: { amount = $0 }), format: .number, prompt: Text("0"))
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        #expect(text.wrappedValue == "")
        text.wrappedValue = "2.5"
        #expect(amount == 2.5)
        text.wrappedValue = ""
        #expect(amount == nil)
        #expect(typeName(try #require(descendant(field, "prompt", "some"))) == "Text")
    }

    @Test func aFormatterFieldParsesNumbersWithItsNumberFormatter() throws {
        var count = 3
        let field = TextField(value: Binding(get: { count }, set: { count = $0 }), formatter: NumberFormatter()) { Text("Count") }
        #expect(typeName(field) == "TextField<Text>")
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        #expect(text.wrappedValue == "3")
        text.wrappedValue = "12"
        #expect(count == 12)
        text.wrappedValue = "x"
        #expect(count == 12)
    }

    @Test func aProgressViewOfAProgressObservesIt() throws {
        let progress = Progress(totalUnitCount: 10)
        let view = ProgressView(progress)
        #expect(typeName(view) == "ProgressView<EmptyView, EmptyView>")
        #expect(descendant(view, "base", "observing", "progress") as? Progress === progress)
        #expect(descendant(view, "base", "custom") == nil)
    }

    @Test func gradientsStoreSwiftUILabels() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(childLabels(gradient) == ["stops"])
        #expect(childLabels(gradient.stops[0]) == ["color", "location"])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
        #expect(childLabels(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)) == ["gradient", "startPoint", "endPoint"])
        #expect(childLabels(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 10)) == ["gradient", "center", "startRadius", "endRadius"])
        #expect(childLabels(AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))) == ["gradient", "center", "startAngle", "endAngle"])
        #expect(childLabels(EllipticalGradient(colors: [.red])) == ["gradient", "center", "startRadiusFraction", "endRadiusFraction"])
        #expect(childLabels(Angle.degrees(90)) == ["radians"])
    }

    @Test func aConicGradientTurnsOnceFromItsAngle() {
        let conic = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
        #expect(conic.startAngle == .degrees(90))
        #expect(abs(conic.endAngle.degrees - 450) < 1e-9)
        #expect(EllipticalGradient(colors: [.red]).endRadiusFraction == 0.5)
    }

    @Test func gradientsAreShapeStylesOfFillStrokeForegroundAndBackground() {
        let linear = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(typeName(Circle().fill(linear)) == "_ShapeView<Circle, LinearGradient>")
        #expect(typeName(Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))) == "_ShapeView<Circle, LinearGradient>")
        #expect(typeName(Capsule().stroke(.conicGradient(colors: [.red], center: .center), lineWidth: 2)) == "_ShapeView<_StrokedShape<Capsule>, AngularGradient>")
        #expect(typeName(Rectangle().strokeBorder(.radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5))) == "_ShapeView<_StrokedShape<_Inset>, RadialGradient>")
        #expect(typeName(Circle().fill(Gradient(colors: [.red]))) == "_ShapeView<Circle, Gradient>")
        #expect(typeName(Text("x").foregroundStyle(.ellipticalGradient(colors: [.red]))) == "ModifiedContent<Text, _ForegroundStyleModifier<EllipticalGradient>>")
        #expect(typeName(Text("x").foregroundStyle(.red)) == "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        #expect(typeName(Text("x").background(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))) == "ModifiedContent<Text, _BackgroundStyleModifier<LinearGradient>>")
        // A gradient given as a view is a view behind, as `background(_:alignment:)`.
        #expect(typeName(Text("x").background(linear)) == "ModifiedContent<Text, _BackgroundModifier<LinearGradient>>")
        #expect(childLabels(_BackgroundStyleModifier(style: linear, ignoresSafeAreaEdges: .all)) == ["style", "ignoresSafeAreaEdges"])
    }

    @Test func theFirstAlertAPIsButtonsDismissTheAlertThenAct() throws {
        var shown = true, deleted = false
        let view = Text("x").alert(isPresented: Binding(get: { shown }, set: { shown = $0 })) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { deleted = true }, secondaryButton: .cancel())
        }
        let popup = view.modifier.popup
        popup.primaryButton.action?()
        #expect(!shown && deleted)
        shown = true
        popup.secondaryButton?.action?()
        #expect(!shown)
    }

    @Test func anActionSheetIsHeldByItsTransformModifier() throws {
        var shown = true
        let view = Text("x").actionSheet(isPresented: Binding(get: { shown }, set: { shown = $0 })) {
            ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")), .cancel()])
        }
        #expect(typeName(view) == "ModifiedContent<Text, ActionSheetTransformModifier>")
        #expect(childLabels(view.modifier) == ["isPresented", "popup"])
        #expect(childLabels(view.modifier.popup) == ["title", "message", "buttons"])
        #expect(ActionSheet(title: Text("S")).buttons.map(\.style) == [.cancel])
        view.modifier.popup.buttons[0].action?()
        #expect(!shown)
    }
}
