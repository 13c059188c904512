import Builders
import Foundation
import Inspect
import Testing
import Expectations

// ViewInspector's verbs on the gradients (as views and as shape styles) and on a colour's value.

@MainActor @Suite struct GradientVerbTests {
    @Test func aLinearGradientsGeometryIsRead() throws {
        let view = VStack { Text("a"); LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
        let sut = try view.inspect().vStack().linearGradient(1)
        expectEqual(try sut.gradient(), Gradient(colors: [.red, .blue]))
        expectEqual(try sut.startPoint(), .top)
        expectEqual(try sut.endPoint(), .bottom)
        expectEqual(try view.inspect().find { $0.kind == .linearGradient }.pathToRoot, "vStack().linearGradient(1)")
    }

    @Test func radialAngularAndEllipticalGradientsAreRead() throws {
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .green, location: 0.8)]
        let radial = try RadialGradient(stops: stops, center: .topLeading, startRadius: 2, endRadius: 20).inspect().radialGradient()
        expectEqual(try radial.gradient().stops, stops)
        expectEqual(try radial.center(), .topLeading)
        expectEqual(try radial.startRadius(), 2)
        expectEqual(try radial.endRadius(), 20)
        let angular = try AngularGradient(colors: [.red], center: .center, startAngle: .degrees(10), endAngle: .degrees(80)).inspect()
        expectEqual(try angular.startAngle(), .degrees(10))
        expectEqual(try angular.endAngle(), .degrees(80))
        expectEqual(try angular.center(), .center)
        let elliptical = try EllipticalGradient(colors: [.red], center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.9).inspect()
        expectEqual(try elliptical.startRadiusFraction(), 0.1)
        expectEqual(try elliptical.endRadiusFraction(), 0.9)
        expectEqual(try elliptical.center(), .bottom)
    }

    @Test func aGradientVerbOnAnotherViewSaysWhatItExpected() {
        expectThrows(InspectionError.typeMismatch(expected: "LinearGradient", found: "RadialGradient", path: "radialGradient()")) {
            try RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1).inspect().startPoint()
        }
        expectThrows(InspectionError.typeMismatch(expected: "RadialGradient, AngularGradient or EllipticalGradient", found: "Text", path: "text()")) {
            try Text("x").inspect().center()
        }
    }

    @Test func aGradientStyleIsReadByForegroundStyleShapeStyle() throws {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let view = Text("x").foregroundStyle(style)
        expectEqual(try view.inspect().text().foregroundStyleShapeStyle(LinearGradient.self), style)
        #expect(try Circle().fill(style).inspect().treeDump() == Circle().fill(style).inspectWithMirrorOnly().treeDump())
    }
}

@MainActor @Suite struct ColorValueVerbTests {
    @Test func valueIsTheColourItself() throws {
        let view = HStack { Color.red; Color("brand"); Color(red: 0.5, green: 0.25, blue: 1).opacity(0.5) }
        let red: Color = try view.inspect().hStack().color(0).value()
        expectEqual(red, .red)
        expectEqual(try view.inspect().hStack().color(1).value(), Color("brand"))
        expectEqual(try view.inspect().hStack().color(1).name(), "brand")
        let rgba = try view.inspect().hStack().color(2).rgba()
        // In linear sRGB, as SwiftUI stores an sRGB colour: 0.5 is ≈ 0.2140, 0.25 is ((0.25 + 0.055) / 1.055)^2.4 ≈ 0.0509.
        #expect(abs(rgba.red - 0.2140) < 0.0001 && abs(rgba.green - 0.0509) < 0.0001 && rgba.blue == 1 && rgba.alpha == 0.5)
        // A slider's value() answers a Double where one is expected; a colour's where nothing is named.
        let slider = try Slider(value: .constant(0.3)).inspect()
        let fraction: Double = try slider.value()
        expectEqual(fraction, 0.3)
        let color = try Color.red.inspect().color().value()
        expectEqual(color, .red)
        expectThrows(InspectionError.self) { try slider.value() == Color.red }
    }

    @Test func valueOfAnotherViewIsATypeMismatch() {
        expectThrows(InspectionError.typeMismatch(expected: "Color", found: "Text", path: "text()")) {
            let _: Color = try Text("x").inspect().value()
        }
        expectThrows(InspectionError.notSupported("Color name is not available", path: "color()")) {
            try Color.red.inspect().name()
        }
        expectThrows(InspectionError.notSupported("RGBA values are not available", path: "color()")) {
            try Color("brand").inspect().rgba()
        }
        // The accent colour is whatever the app's accent is: no components of its own.
        expectThrows(InspectionError.notSupported("RGBA values are not available", path: "color()")) {
            try Color.accentColor.inspect().color().rgba()
        }
    }
}
