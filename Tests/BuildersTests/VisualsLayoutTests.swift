import Builders
import Foundation
import Testing
import Expectations

/// Shapes, colours, images and text: SwiftUI's type names and the Mirror paths ViewInspector reads.
@MainActor @Suite struct VisualsLayoutTests {
    @Test func roundedRectangleStoresCornerSizeAndStyle() {
        let shape = RoundedRectangle(cornerRadius: 8, style: .circular)
        expectEqual(typeName(shape), "RoundedRectangle")
        expectEqual(descendant(shape, "cornerSize") as? CGSize, CGSize(width: 8, height: 8))
        expectEqual(descendant(shape, "style") as? RoundedCornerStyle, .circular)
        expectEqual(RoundedRectangle(cornerSize: CGSize(width: 2, height: 3)).style, .continuous)
        expectEqual(descendant(Capsule(style: .circular), "style") as? RoundedCornerStyle, .circular)
        #expect(typeName(Circle()) == "Circle" && typeName(Ellipse()) == "Ellipse")
    }

    @Test func fillIsAShapeViewWithStyleAndFillStyle() {
        let view = Circle().fill(Color.red, style: FillStyle(eoFill: true))
        expectEqual(typeName(view), "_ShapeView<Circle, Color>")
        expectEqual(childLabels(view), ["shape", "style", "fillStyle"])
        expectEqual(descendant(view, "style") as? Color, .red)
        expectEqual((descendant(view, "fillStyle") as? FillStyle)?.isEOFilled, true)
        expectEqual(typeName(Rectangle().fill(.blue)), "_ShapeView<Rectangle, Color>")
    }

    @Test func strokeWrapsAStrokedShapeInAShapeView() {
        let view = Capsule().stroke(Color.green, lineWidth: 3)
        expectEqual(typeName(view), "_ShapeView<_StrokedShape<Capsule>, Color>")
        expectEqual((descendant(view, "shape", "style") as? StrokeStyle)?.lineWidth, 3)
        let dashed = Ellipse().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
        expectEqual((descendant(dashed, "shape", "style") as? StrokeStyle)?.dash, [4, 2])
        expectEqual(typeName(Circle().stroke(lineWidth: 2)), "_StrokedShape<Circle>")
    }

    @Test func strokeBorderStrokesTheShapeInsetByHalfTheWidth() {
        let view = RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red, lineWidth: 4)
        expectEqual(typeName(view), "_ShapeView<_StrokedShape<_Inset>, Color>")
        #expect(String(reflecting: type(of: view)).contains("RoundedRectangle._Inset"))
        expectEqual(descendant(view, "shape", "shape", "amount") as? CGFloat, 2)
        expectEqual((descendant(view, "shape", "shape", "base") as? RoundedRectangle)?.cornerSize.width, 4)
        expectEqual(descendant(Circle().strokeBorder(Color.red, lineWidth: 2), "shape", "shape", "amount") as? CGFloat, 1)
    }

    @Test func shapesDrawPathsInTheirRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        expectEqual(Rectangle().path(in: rect).boundingRect, rect)
        expectEqual(Circle().path(in: rect).boundingRect, CGRect(x: 3, y: 0, width: 4, height: 4))
        expectEqual(Ellipse().path(in: rect).boundingRect, rect)
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 1, y: 1)])
        triangle.closeSubpath()
        expectEqual(triangle.elements.count, 4)
    }

    @Test func colorInitialisersStoreTheirProviders() {
        expectEqual(typeName(descendant(Color("brand"), "provider", "base") ?? ()), "NamedColor")
        expectEqual(descendant(Color("brand"), "provider", "base", "name") as? String, "brand")
        expectEqual(descendant(Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3), "provider", "base", "linearGreen") as? Float, 0.2)
        expectEqual(typeName(descendant(Color(.displayP3, red: 1, green: 0, blue: 0), "provider", "base") ?? ()), "DisplayP3")
        expectEqual(Color(.sRGB, red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0))
        // Hue 1/3 at full saturation and brightness is pure green.
        expectEqual(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 0))
        let faded = Color.red.opacity(0.5)
        expectEqual(typeName(faded), "Color")
        expectEqual(descendant(faded, "provider", "base", "opacity") as? Double, 0.5)
        expectEqual(faded.description, "50% red")
        #expect(Color("a") == Color("a") && Color("a") != Color("b"))
    }

    @Test func imageModifiersWrapTheImageAtProviderBaseBase() {
        let image = Image("photo").resizable(resizingMode: .tile).renderingMode(.template).interpolation(.high).antialiased(false)
        expectEqual(typeName(image), "Image")
        expectEqual(typeName(descendant(image, "provider", "base") ?? ()), "AntialiasedProvider")
        expectEqual(descendant(image, "provider", "base", "isAntialiased") as? Bool, false)
        let resizable = descendant(image, "provider", "base", "base", "provider", "base", "base", "provider", "base", "base", "provider", "base")
        expectEqual(typeName(resizable ?? ()), "ResizableProvider")
        expectEqual(descendant(resizable ?? (), "resizingMode") as? Image.ResizingMode, .tile)
        expectEqual(descendant(resizable ?? (), "base", "provider", "base", "name") as? String, "photo")
    }

    @Test func textAndImageViewModifiersAreEnvironmentWrites() {
        let text = Text("x")
        expectEqual(typeName(text.lineLimit(2)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Int>>>")
        expectEqual(descendant(text.lineLimit(2), "modifier", "value") as? Int?, 2)
        expectEqual(typeName(text.multilineTextAlignment(.center)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<TextAlignment>>")
        expectEqual(typeName(text.truncationMode(.head)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<TruncationMode>>")
        expectEqual(typeName(text.lineSpacing(3)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<CGFloat>>")
        expectEqual(typeName(text.textCase(.uppercase)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Case>>>")
        expectEqual(typeName(Image(systemName: "x").imageScale(.large)), "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Scale>>")
        expectEqual((descendant(text.lineLimit(2), "modifier", "keyPath") as? AnyKeyPath), \EnvironmentValues.lineLimit)
        var environment = EnvironmentValues()
        environment.lineLimit = 3
        #expect(environment.lineLimit == 3 && environment.imageScale == .medium)
    }

    @Test func aspectRatioAndScaledToFitShareOneModifierType() {
        let image = Image("p")
        expectEqual(typeName(image.aspectRatio(1.5, contentMode: .fill)), "ModifiedContent<Image, _AspectRatioLayout>")
        expectEqual(descendant(image.aspectRatio(1.5, contentMode: .fill), "modifier", "aspectRatio") as? CGFloat?, 1.5)
        expectEqual(descendant(image.scaledToFit(), "modifier", "contentMode") as? ContentMode, .fit)
        expectEqual(descendant(image.scaledToFill(), "modifier", "contentMode") as? ContentMode, .fill)
        expectEqual(typeName(image.scaledToFit()), typeName(image.scaledToFill()))
    }

    @Test func textsOwnModifiersAreCasesOfTextModifier() throws {
        let text = Text("a").kerning(1).tracking(2).baselineOffset(3).strikethrough(color: .red).monospacedDigit()
        let modifiers = try #require(descendant(text, "modifiers") as? [Text.Modifier])
        expectEqual(modifiers.count, 5)
        expectEqual(descendant(modifiers[0], "kerning") as? CGFloat, 1)
        expectEqual(descendant(modifiers[1], "tracking") as? CGFloat, 2)
        expectEqual(descendant(modifiers[2], "baseline") as? CGFloat, 3)
        let strike = try #require(descendant(modifiers[3], "anyTextModifier"))
        expectEqual(typeName(strike), "StrikethroughTextModifier")
        expectEqual(descendant(strike, "lineStyle", "some", "color", "some") as? Color, .red)
    }

    @Test func textStoragesForDatesAttributedStringsImagesAndFormats() {
        let date = Date(timeIntervalSince1970: 0)
        let dated = Text(date, style: .time)
        expectEqual(typeName(descendant(dated, "storage", "anyTextStorage") ?? ()), "DateTextStorage")
        expectEqual(descendant(dated, "storage", "anyTextStorage", "date") as? Date, date)
        let attributed = Text(AttributedString("hi"))
        expectEqual(descendant(attributed, "storage", "anyTextStorage", "str") as? AttributedString, AttributedString("hi"))
        let attached = Text(Image("star"))
        expectEqual(typeName(descendant(attached, "storage", "anyTextStorage", "image") ?? ()), "Image")
        let formatted = Text(3.5, format: .number)
        expectEqual(descendant(formatted, "storage", "anyTextStorage", "key", "key") as? String, "%@")
        expectEqual(descendant(formatted, "storage", "anyTextStorage", "key", "arguments", 0, "storage", "formatStyleValue", "input") as? Double, 3.5)
    }

    @Test func textIsEquatableByStorageAndModifiers() {
        expectEqual(Text("a"), Text("a"))
        #expect(Text("a") != Text(verbatim: "a"))
        #expect(Text("a").bold() != Text("a"))
        expectEqual(Text("a") + Text("b"), Text("a") + Text("b"))
        let n = 2
        expectEqual(Text("n \(n)"), Text("n \(2)"))
        #expect(Text("n \(n)") != Text("n \(3)"))
        expectEqual(Text(1.5, format: .number), Text(1.5, format: .number))
    }
}
