import Builders
import Foundation
import Inspect
import Testing

// Session 4 (vocab): ViewInspector's verbs on the last vocabulary of issue 11.

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@Suite struct FormattedTextFieldVerbTests {
    @Test func inputIsTheFormattedValueAndSetInputParsesIt() throws {
        let age = Box(7)
        let view = VStack { TextField("Age", value: age.binding, format: .number) }
        let field = try view.inspect().vStack().textField(0)
        #expect(try field.input() == "7")
        #expect(try field.labelView().text().string() == "Age")
        try field.setInput("1,234")
        #expect(age.value == 1234)
        #expect(try field.input() == "1,234")
        // Text the format cannot read leaves the value, and the field shows it formatted again.
        try field.setInput("many")
        #expect(age.value == 1234)
        #expect(try field.input() == "1,234")
    }

    @Test func aDisabledFormattedFieldRefusesInput() throws {
        let age = Box(7)
        let view = TextField("Age", value: age.binding, format: .number).disabled(true)
        #expect(throws: InspectionError.notSupported("setInput(_:) on a disabled TextField", path: "textField()")) {
            try view.inspect().textField().setInput("8")
        }
        #expect(age.value == 7)
    }

    @Test func aPercentFieldShowsAndReadsPercent() throws {
        let share = Box(0.25)
        let field = try TextField("Share", value: share.binding, format: .percent).inspect()
        #expect(try field.input() == "25%")
        try field.setInput("50%")
        #expect(share.value == 0.5)
    }
}

@Suite struct ObservedProgressVerbTests {
    @Test func progressIsTheProgressAndFractionFollowsIt() throws {
        let progress = Progress(totalUnitCount: 100)
        progress.completedUnitCount = 10
        let view = HStack { Text("Upload"); ProgressView(progress) }
        let sut = try view.inspect().hStack().progressView(1)
        #expect(try sut.progress().completedUnitCount == 10)
        #expect(try sut.progress().totalUnitCount == 100)
        #expect(try sut.fractionCompleted() == 0.1)
        progress.completedUnitCount = 50
        #expect(try sut.fractionCompleted() == 0.5, "read each time it is asked")
        #expect(try view.inspect().find { $0.kind == .progressView }.pathToRoot == "hStack().progressView(1)")
    }

    @Test func anIndeterminateProgressHasNoFraction() throws {
        #expect(try ProgressView(Progress(totalUnitCount: -1)).inspect().fractionCompleted() == nil)
    }

    @Test func aProgressViewOfAValueHasNoProgress() {
        #expect(throws: InspectionError.attributeNotFound("a Progress at base|observing|progress", in: "ProgressView<EmptyView, EmptyView>", path: "progressView()")) {
            try ProgressView(value: 0.5).inspect().progress()
        }
        #expect(throws: InspectionError.typeMismatch(expected: "ProgressView", found: "Text", path: "text()")) {
            try Text("x").inspect().progress()
        }
        #expect(throws: InspectionError.attributeNotFound("a view at base|custom|label|some", in: "ProgressView<EmptyView, EmptyView>", path: "progressView()")) {
            try ProgressView(Progress(totalUnitCount: 1)).inspect().labelView()
        }
    }
}

@Suite struct GradientVerbTests {
    @Test func aLinearGradientsGeometryIsRead() throws {
        let view = VStack { Text("a"); LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
        let sut = try view.inspect().vStack().linearGradient(1)
        #expect(try sut.gradient() == Gradient(colors: [.red, .blue]))
        #expect(try sut.startPoint() == .top)
        #expect(try sut.endPoint() == .bottom)
        #expect(try view.inspect().find { $0.kind == .linearGradient }.pathToRoot == "vStack().linearGradient(1)")
    }

    @Test func radialAngularAndEllipticalGradientsAreRead() throws {
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .green, location: 0.8)]
        let radial = try RadialGradient(stops: stops, center: .topLeading, startRadius: 2, endRadius: 20).inspect().radialGradient()
        #expect(try radial.gradient().stops == stops)
        #expect(try radial.center() == .topLeading)
        #expect(try radial.startRadius() == 2)
        #expect(try radial.endRadius() == 20)
        let angular = try AngularGradient(colors: [.red], center: .center, startAngle: .degrees(10), endAngle: .degrees(80)).inspect()
        #expect(try angular.startAngle() == .degrees(10))
        #expect(try angular.endAngle() == .degrees(80))
        #expect(try angular.center() == .center)
        let elliptical = try EllipticalGradient(colors: [.red], center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.9).inspect()
        #expect(try elliptical.startRadiusFraction() == 0.1)
        #expect(try elliptical.endRadiusFraction() == 0.9)
        #expect(try elliptical.center() == .bottom)
    }

    @Test func aGradientVerbOnAnotherViewSaysWhatItExpected() {
        #expect(throws: InspectionError.typeMismatch(expected: "LinearGradient", found: "RadialGradient", path: "radialGradient()")) {
            try RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1).inspect().startPoint()
        }
        #expect(throws: InspectionError.typeMismatch(expected: "RadialGradient, AngularGradient or EllipticalGradient", found: "Text", path: "text()")) {
            try Text("x").inspect().center()
        }
    }

    @Test func aGradientStyleIsReadByForegroundStyleShapeStyle() throws {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let view = Text("x").foregroundStyle(style)
        #expect(try view.inspect().text().foregroundStyleShapeStyle(LinearGradient.self) == style)
        #expect(try Circle().fill(style).inspect().treeDump() == Circle().fill(style).inspectWithMirrorOnly().treeDump())
    }
}

@Suite struct FirstAlertAPIVerbTests {
    private static func view(_ shown: Box<Bool>, _ log: Box<[String]>) -> some View {
        Text("x").alert(isPresented: shown.binding) {
            Alert(title: Text("Delete?"), message: Text("It cannot be undone"),
                  primaryButton: .destructive(Text("Delete")) { log.value.append("delete") },
                  secondaryButton: .cancel { log.value.append("cancel") })
        }
    }

    @Test func titleMessageAndButtonsAreReached() throws {
        let shown = Box(true), log = Box<[String]>([])
        let alert = try Self.view(shown, log).inspect().alert()
        #expect(try alert.title().string() == "Delete?")
        #expect(try alert.message().string() == "It cannot be undone")
        #expect(try alert.primaryButton().labelView().string() == "Delete")
        #expect(try alert.primaryButton().style() == .destructive)
        #expect(try alert.secondaryButton().labelView().string() == "Cancel")
        #expect(try alert.secondaryButton().style() == .cancel)
    }

    @Test func tappingAButtonDismissesTheAlertThenRunsItsAction() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        try view.inspect().alert().primaryButton().tap()
        #expect(!shown.value)
        #expect(log.value == ["delete"])
        #expect(throws: InspectionError.attributeNotFound("a presented alert (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().alert()
        }
        shown.value = true
        try view.inspect().alert().secondaryButton().tap()
        #expect(!shown.value)
        #expect(log.value == ["delete", "cancel"])
    }

    @Test func dismissSetsTheBindingFalse() throws {
        let shown = Box(true), log = Box<[String]>([])
        try Self.view(shown, log).inspect().alert().dismiss()
        #expect(!shown.value)
        #expect(log.value.isEmpty)
    }

    @Test func anAlertOfOneButtonHasNoSecondButtonOrMessage() throws {
        let view = Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        let alert = try view.inspect().alert()
        #expect(try alert.primaryButton().labelView().string() == "OK")
        #expect(try alert.primaryButton().style() == .default)
        #expect(throws: InspectionError.attributeNotFound("a view at popup|secondaryButton|some", in: "AlertTransformModifier", path: "text().alert()")) {
            try alert.secondaryButton()
        }
        #expect(throws: InspectionError.attributeNotFound("a view at message", in: "AlertTransformModifier", path: "text().alert()")) {
            try alert.message()
        }
        #expect(throws: InspectionError.typeMismatch(expected: "Alert.Button", found: "Text", path: "text()")) {
            try Text("x").inspect().style()
        }
    }

    @Test func searchesAndDumpsReachTheAlertsViews() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        let found = try view.inspect().find(text: "Delete")
        #expect(found.pathToRoot == "text().alert().primaryButton().button().labelView().text()")
        #expect(try view.inspect().find(button: "Cancel").pathToRoot == "text().alert().secondaryButton().button()")
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
        #expect(try view.inspect().treeDump().contains("It cannot be undone"))
    }
}

@Suite struct ColorValueVerbTests {
    @Test func valueIsTheColourItself() throws {
        let view = HStack { Color.red; Color("brand"); Color(red: 0.5, green: 0.25, blue: 1).opacity(0.5) }
        let red: Color = try view.inspect().hStack().color(0).value()
        #expect(red == .red)
        #expect(try view.inspect().hStack().color(1).value() == Color("brand"))
        #expect(try view.inspect().hStack().color(1).name() == "brand")
        let rgba = try view.inspect().hStack().color(2).rgba()
        #expect(rgba.red == 0.5 && rgba.green == 0.25 && rgba.blue == 1 && rgba.alpha == 0.5)
        // A slider's value() keeps answering a Double.
        let slider = try Slider(value: .constant(0.3)).inspect()
        let fraction = try slider.value()
        #expect(fraction == 0.3)
    }

    @Test func valueOfAnotherViewIsATypeMismatch() {
        #expect(throws: InspectionError.typeMismatch(expected: "Color", found: "Text", path: "text()")) {
            let _: Color = try Text("x").inspect().value()
        }
        #expect(throws: InspectionError.notSupported("Color name is not available", path: "color()")) {
            try Color.red.inspect().name()
        }
        #expect(throws: InspectionError.notSupported("RGBA values are not available", path: "color()")) {
            try Color("brand").inspect().rgba()
        }
    }
}

@Suite struct ActionSheetVerbTests {
    private static func view(_ shown: Box<Bool>, _ log: Box<[String]>) -> some View {
        Text("x").actionSheet(isPresented: shown.binding) {
            ActionSheet(title: Text("Share"), message: Text("Where to?"), buttons: [
                .default(Text("Mail")) { log.value.append("mail") },
                .destructive(Text("Delete")) { log.value.append("delete") },
                .cancel(),
            ])
        }
    }

    @Test func titleMessageAndButtonsAreReached() throws {
        let shown = Box(true), log = Box<[String]>([])
        let sheet = try Self.view(shown, log).inspect().actionSheet()
        #expect(try sheet.title().string() == "Share")
        #expect(try sheet.message().string() == "Where to?")
        #expect(try sheet.button(0).labelView().string() == "Mail")
        #expect(try sheet.button(1).style() == .destructive)
        #expect(try sheet.button(2).labelView().string() == "Cancel")
        #expect(throws: InspectionError.indexOutOfRange(index: 3, count: 3, path: "text().actionSheet()")) {
            try sheet.button(3)
        }
    }

    @Test func aButtonDismissesTheSheetThenActs() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        try view.inspect().actionSheet().button(1).tap()
        #expect(!shown.value)
        #expect(log.value == ["delete"])
        #expect(throws: InspectionError.attributeNotFound("a presented actionSheet (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().actionSheet()
        }
        shown.value = true
        try view.inspect().actionSheet().dismiss()
        #expect(!shown.value)
        #expect(log.value == ["delete"])
    }

    @Test func searchesAndDumpsReachTheSheet() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        #expect(try view.inspect().find(button: "Mail").pathToRoot == "text().actionSheet().button(0)")
        #expect(try view.inspect().find(text: "Where to?").pathToRoot == "text().actionSheet().message().text()")
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
    }
}
