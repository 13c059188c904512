import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// TextFields of formatted values, ProgressViews of a Foundation `Progress`, gradients, and the alerts
/// and action sheets of SwiftUI's first API, read from view code, build the type and Mirror layout
/// the same code compiled builds.
@MainActor @Suite struct GradientFormatProgressAndAlertReaderTests {
    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        [
            (#"TextField("Age", value: .constant(3), format: .number)"#, TextField("Age", value: .constant(3), format: .number)),
            (#"TextField("Share", value: .constant(0.5), format: .percent, prompt: Text("0%"))"#,
             TextField("Share", value: .constant(0.5), format: .percent, prompt: Text("0%"))),
            (#"TextField(value: .constant(2.5), format: .number) { Text("Scale") }"#, TextField(value: .constant(2.5), format: .number) { Text("Scale") }),
            (#"LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"#,
             LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
            (#"LinearGradient(gradient: Gradient(colors: [.red, .green]), startPoint: .leading, endPoint: .trailing)"#,
             LinearGradient(gradient: Gradient(colors: [.red, .green]), startPoint: .leading, endPoint: .trailing)),
            (#"LinearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)], startPoint: .top, endPoint: .bottom)"#,
             LinearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)], startPoint: .top, endPoint: .bottom)),
            (#"RadialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 40)"#,
             RadialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 40)),
            (#"AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))"#,
             AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))),
            (#"AngularGradient(gradient: Gradient(colors: [.red]), center: .top, angle: .radians(1))"#,
             AngularGradient(gradient: Gradient(colors: [.red]), center: .top, angle: .radians(1))),
            (#"EllipticalGradient(colors: [.red, .blue])"#, EllipticalGradient(colors: [.red, .blue])),
            (#"EllipticalGradient(colors: [.red], center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.8)"#,
             EllipticalGradient(colors: [.red], center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.8)),
            (#"Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"#,
             Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))),
            (#"Capsule().stroke(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 4), lineWidth: 2)"#,
             Capsule().stroke(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 4), lineWidth: 2)),
            (#"Circle().strokeBorder(EllipticalGradient(colors: [.red]))"#, Circle().strokeBorder(EllipticalGradient(colors: [.red]))),
            (#"Text("x").foregroundStyle(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))"#,
             Text("x").foregroundStyle(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))),
            (#"Text("x").background(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))"#,
             Text("x").background(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))),
            (#"Circle().fill(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))"#,
             Circle().fill(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))),
            (#"Circle().stroke(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(45)), lineWidth: 3)"#,
             Circle().stroke(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(45)), lineWidth: 3)),
            (#"Rectangle().strokeBorder(.angularGradient(colors: [.red], center: .top, startAngle: .zero, endAngle: .degrees(90)))"#,
             Rectangle().strokeBorder(.angularGradient(colors: [.red], center: .top, startAngle: .zero, endAngle: .degrees(90)))),
            (#"Text("x").foregroundStyle(.radialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center, startRadius: 1, endRadius: 9))"#,
             Text("x").foregroundStyle(.radialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center, startRadius: 1, endRadius: 9))),
            (#"Text("x").background(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.7))"#,
             Text("x").background(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.7))),
            (#"Text("x").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Share"), message: Text("m"), buttons: [.default(Text("Mail")), .cancel()]) }"#,
             Text("x").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Share"), message: Text("m"), buttons: [.default(Text("Mail")), .cancel()]) }),
            (#"Text("x").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Share")) }"#,
             Text("x").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Share")) }),
            (#"Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }"#,
             Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }),
            (#"Text("x").alert(isPresented: .constant(false)) { Alert(title: Text("Delete?"), message: Text("Sure?"), primaryButton: .destructive(Text("Delete"), action: {}), secondaryButton: .cancel()) }"#,
             Text("x").alert(isPresented: .constant(false)) { Alert(title: Text("Delete?"), message: Text("Sure?"), primaryButton: .destructive(Text("Delete"), action: {}), secondaryButton: .cancel()) }),
            (#"Text("x").alert(isPresented: .constant(true), content: { Alert(title: Text("A"), dismissButton: .default(Text("Fine"))) })"#,
             Text("x").alert(isPresented: .constant(true), content: { Alert(title: Text("A"), dismissButton: .default(Text("Fine"))) })),
        ]
    }

    @Test func everyFormMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
            #expect(try inspect(built).treeDump() == inspect(compiled).treeDump(), "\(source)")
        }
    }

    @Test func readFieldsAndProgressAreInspectedAsCompiledOnes() throws {
        let field = try read(#"TextField("Age", value: .constant(1234), format: .number)"#)
        expectEqual(try inspect(field).textField().input(), "1,234")
        let progress = try read(#"ProgressView(Progress(totalUnitCount: 8))"#)
        expectEqual(typeName(progress), typeName(ProgressView(Progress(totalUnitCount: 8))))
        expectEqual(try inspect(progress).progressView().progress().totalUnitCount, 8)
        expectEqual(try inspect(progress).progressView().fractionCompleted(), 0)
        let alert = try read(#"Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("T"), primaryButton: .default(Text("Yes")), secondaryButton: .destructive(Text("No"))) }"#)
        expectEqual(try inspect(alert).alert().secondaryButton().style(), .destructive)
    }

    @Test func readerRefusesMalformedForms() {
        #expect(scriptError { try read(#"TextField("Age", value: .constant(3))"#) }?.description.contains("TextField needs 'format:' (or 'formatter:') with 'value:'") == true)
        #expect(scriptError { try read(#"TextField("Age", value: .constant("a"), format: .number)"#) }?.description.contains("expected a binding of a number for 'value:', found") == true)
        #expect(scriptError { try read(#"LinearGradient(startPoint: .top, endPoint: .bottom)"#) }?.description.contains("LinearGradient needs 'gradient:', 'colors:' or 'stops:'") == true)
        #expect(scriptError { try read(#"AngularGradient(colors: [.red], center: .center, angle: 3)"#) }?.description.contains("expected an angle such as .degrees(90)") == true)
        #expect(scriptError { try read(#"Circle().fill(.linearGradient(colors: [.red], startPoint: .top))"#) }?.description.contains(".linearGradient needs 'endPoint:'") == true)
        #expect(scriptError { try read(#"Circle().fill(.radialGradient(center: .center, startRadius: 0, endRadius: 1))"#) }?.description.contains(".radialGradient needs a gradient, 'colors:' or 'stops:'") == true)
        #expect(scriptError { try read(#"Text("x").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("S"), buttons: .cancel()) }"#) }?.description.contains("expected an array of buttons") == true)
        #expect(scriptError { try read(#"ProgressView(Progress())"#) }?.description.contains("expected Progress(totalUnitCount: n)") == true)
        #expect(scriptError { try read(#"Text("x").alert(isPresented: .constant(true)) { Text("no") }"#) }?.description.contains("expected an Alert such as Alert(title: Text(\"Title\"))") == true)
        #expect(scriptError { try read(#"Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("T"), primaryButton: .default(Text("Y"))) }"#) }?.description.contains("Alert takes 'primaryButton:' and 'secondaryButton:' together") == true)
    }
}
