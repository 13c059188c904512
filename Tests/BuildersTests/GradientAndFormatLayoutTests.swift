import Builders
import Foundation
import Testing
import Expectations

// The layout of formatted text fields, a ProgressView of a Foundation Progress, the gradients,
// and the alert of the first API.

@MainActor @Suite struct GradientAndFormatLayoutTests {
    @Test func aFormattedFieldIsATextFieldWhoseTextFormatsAndParsesTheValue() throws {
        var age = 41
        let field = TextField("Age", value: Binding(get: { age }, set: { age = $0 }), format: .number)
        expectEqual(typeName(field), "TextField<Text>")
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        expectEqual(text.wrappedValue, "41")
        text.wrappedValue = "42"
        expectEqual(age, 42)
        // Text the format cannot read leaves the value as it was, as SwiftUI does.
        text.wrappedValue = "forty"
        expectEqual(age, 42)
        expectEqual(text.wrappedValue, "42")
    }

    @Test func anOptionalFormattedFieldShowsNilAsEmptyText() throws {
        var amount: Double? = nil
        let field = TextField("Amount", value: Binding(get: { amount }, set: { amount = $0 }), format: .number, prompt: Text("0"))
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        expectEqual(text.wrappedValue, "")
        text.wrappedValue = "2.5"
        expectEqual(amount, 2.5)
        text.wrappedValue = ""
        expectEqual(amount, nil)
        expectEqual(typeName(try #require(descendant(field, "prompt", "some"))), "Text")
    }

    @Test func aFormatterFieldParsesNumbersWithItsNumberFormatter() throws {
        var count = 3
        let field = TextField(value: Binding(get: { count }, set: { count = $0 }), formatter: NumberFormatter()) { Text("Count") }
        expectEqual(typeName(field), "TextField<Text>")
        let text = try #require(descendant(field, "_text") as? Binding<String>)
        expectEqual(text.wrappedValue, "3")
        text.wrappedValue = "12"
        expectEqual(count, 12)
        text.wrappedValue = "x"
        expectEqual(count, 12)
    }

    @Test func aProgressViewOfAProgressObservesIt() throws {
        let progress = Progress(totalUnitCount: 10)
        let view = ProgressView(progress)
        expectEqual(typeName(view), "ProgressView<EmptyView, EmptyView>")
        #expect(descendant(view, "base", "observing", "progress") as? Progress === progress)
        #expect(descendant(view, "base", "custom") == nil)
    }

    @Test func gradientsStoreSwiftUILabels() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        expectEqual(childLabels(gradient), ["stops"])
        expectEqual(childLabels(gradient.stops[0]), ["color", "location"])
        expectEqual(gradient.stops.map(\.location), [0, 0.5, 1])
        expectEqual(Gradient(colors: [.red]).stops.map(\.location), [0])
        expectEqual(childLabels(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)), ["gradient", "startPoint", "endPoint"])
        expectEqual(childLabels(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 10)), ["gradient", "center", "startRadius", "endRadius"])
        expectEqual(childLabels(AngularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))), ["gradient", "center", "startAngle", "endAngle"])
        expectEqual(childLabels(EllipticalGradient(colors: [.red])), ["gradient", "center", "startRadiusFraction", "endRadiusFraction"])
        expectEqual(childLabels(Angle.degrees(90)), ["radians"])
    }

    @Test func aConicGradientTurnsOnceFromItsAngle() {
        let conic = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))
        expectEqual(conic.startAngle, .degrees(90))
        #expect(abs(conic.endAngle.degrees - 450) < 1e-9)
        expectEqual(EllipticalGradient(colors: [.red]).endRadiusFraction, 0.5)
    }

    @Test func gradientsAreShapeStylesOfFillStrokeForegroundAndBackground() {
        let linear = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        expectEqual(typeName(Circle().fill(linear)), "_ShapeView<Circle, LinearGradient>")
        expectEqual(typeName(Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))), "_ShapeView<Circle, LinearGradient>")
        expectEqual(typeName(Capsule().stroke(.conicGradient(colors: [.red], center: .center), lineWidth: 2)), "_ShapeView<_StrokedShape<Capsule>, AngularGradient>")
        expectEqual(typeName(Rectangle().strokeBorder(.radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5))), "_ShapeView<_StrokedShape<_Inset>, RadialGradient>")
        expectEqual(typeName(Circle().fill(Gradient(colors: [.red]))), "_ShapeView<Circle, Gradient>")
        expectEqual(typeName(Text("x").foregroundStyle(.ellipticalGradient(colors: [.red]))), "ModifiedContent<Text, _ForegroundStyleModifier<EllipticalGradient>>")
        expectEqual(typeName(Text("x").foregroundStyle(.red)), "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        expectEqual(typeName(Text("x").background(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))), "ModifiedContent<Text, _BackgroundStyleModifier<LinearGradient>>")
        // A gradient given as a view is a view behind, as `background(_:alignment:)`.
        expectEqual(typeName(Text("x").background(linear)), "ModifiedContent<Text, _BackgroundModifier<LinearGradient>>")
        expectEqual(childLabels(_BackgroundStyleModifier(style: linear, ignoresSafeAreaEdges: .all)), ["style", "ignoresSafeAreaEdges"])
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
        expectEqual(typeName(view), "ModifiedContent<Text, ActionSheetTransformModifier>")
        expectEqual(childLabels(view.modifier), ["isPresented", "popup"])
        expectEqual(childLabels(view.modifier.popup), ["title", "message", "buttons"])
        expectEqual(ActionSheet(title: Text("S")).buttons.map(\.style), [.cancel])
        view.modifier.popup.buttons[0].action?()
        #expect(!shown)
    }
}
