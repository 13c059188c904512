import Builders
import Foundation
import Testing

/// Shapes, colours, images and text: SwiftUI's type names and the Mirror paths ViewInspector reads.
@MainActor @Suite struct VisualsLayoutTests {
    @Test func roundedRectangleStoresCornerSizeAndStyle() {
        let shape = RoundedRectangle(cornerRadius: 8, style: .circular)
        #expect(typeName(shape) == "RoundedRectangle")
        #expect(descendant(shape, "cornerSize") as? CGSize == CGSize(width: 8, height: 8))
        #expect(descendant(shape, "style") as? RoundedCornerStyle == .circular)
        #expect(RoundedRectangle(cornerSize: CGSize(width: 2, height: 3)).style == .continuous)
        #expect(descendant(Capsule(style: .circular), "style") as? RoundedCornerStyle == .circular)
        #expect(typeName(Circle()) == "Circle" && typeName(Ellipse()) == "Ellipse")
    }

    @Test func fillIsAShapeViewWithStyleAndFillStyle() {
        let view = Circle().fill(Color.red, style: FillStyle(eoFill: true))
        #expect(typeName(view) == "_ShapeView<Circle, Color>")
        #expect(childLabels(view) == ["shape", "style", "fillStyle"])
        #expect(descendant(view, "style") as? Color == .red)
        #expect((descendant(view, "fillStyle") as? FillStyle)?.isEOFilled == true)
        #expect(typeName(Rectangle().fill(.blue)) == "_ShapeView<Rectangle, Color>")
    }

    @Test func strokeWrapsAStrokedShapeInAShapeView() {
        let view = Capsule().stroke(Color.green, lineWidth: 3)
        #expect(typeName(view) == "_ShapeView<_StrokedShape<Capsule>, Color>")
        #expect((descendant(view, "shape", "style") as? StrokeStyle)?.lineWidth == 3)
        let dashed = Ellipse().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
        #expect((descendant(dashed, "shape", "style") as? StrokeStyle)?.dash == [4, 2])
        #expect(typeName(Circle().stroke(lineWidth: 2)) == "_StrokedShape<Circle>")
    }

    @Test func strokeBorderStrokesTheShapeInsetByHalfTheWidth() {
        let view = RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red, lineWidth: 4)
        #expect(typeName(view) == "_ShapeView<_StrokedShape<_Inset>, Color>")
        #expect(String(reflecting: type(of: view)).contains("RoundedRectangle._Inset"))
        #expect(descendant(view, "shape", "shape", "amount") as? CGFloat == 2)
        #expect((descendant(view, "shape", "shape", "base") as? RoundedRectangle)?.cornerSize.width == 4)
        #expect(descendant(Circle().strokeBorder(Color.red, lineWidth: 2), "shape", "shape", "amount") as? CGFloat == 1)
    }

    @Test func shapesDrawPathsInTheirRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 3, y: 0, width: 4, height: 4))
        #expect(Ellipse().path(in: rect).boundingRect == rect)
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 1, y: 1)])
        triangle.closeSubpath()
        #expect(triangle.elements.count == 4)
    }

    @Test func colorInitialisersStoreTheirProviders() {
        #expect(typeName(descendant(Color("brand"), "provider", "base") ?? ()) == "NamedColor")
        #expect(descendant(Color("brand"), "provider", "base", "name") as? String == "brand")
        #expect(descendant(Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3), "provider", "base", "linearGreen") as? Float == 0.2)
        #expect(typeName(descendant(Color(.displayP3, red: 1, green: 0, blue: 0), "provider", "base") ?? ()) == "DisplayP3")
        #expect(Color(.sRGB, red: 1, green: 0, blue: 0) == Color(red: 1, green: 0, blue: 0))
        // Hue 1/3 at full saturation and brightness is pure green.
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        let faded = Color.red.opacity(0.5)
        #expect(typeName(faded) == "Color")
        #expect(descendant(faded, "provider", "base", "opacity") as? Double == 0.5)
        #expect(faded.description == "50% red")
        #expect(Color("a") == Color("a") && Color("a") != Color("b"))
    }

    @Test func imageModifiersWrapTheImageAtProviderBaseBase() {
        let image = Image("photo").resizable(resizingMode: .tile).renderingMode(.template).interpolation(.high).antialiased(false)
        #expect(typeName(image) == "Image")
        #expect(typeName(descendant(image, "provider", "base") ?? ()) == "AntialiasedProvider")
        #expect(descendant(image, "provider", "base", "isAntialiased") as? Bool == false)
        let resizable = descendant(image, "provider", "base", "base", "provider", "base", "base", "provider", "base", "base", "provider", "base")
        #expect(typeName(resizable ?? ()) == "ResizableProvider")
        #expect(descendant(resizable ?? (), "resizingMode") as? Image.ResizingMode == .tile)
        #expect(descendant(resizable ?? (), "base", "provider", "base", "name") as? String == "photo")
    }

    @Test func textAndImageViewModifiersAreEnvironmentWrites() {
        let text = Text("x")
        #expect(typeName(text.lineLimit(2)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Int>>>")
        #expect(descendant(text.lineLimit(2), "modifier", "value") as? Int? == 2)
        #expect(typeName(text.multilineTextAlignment(.center)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<TextAlignment>>")
        #expect(typeName(text.truncationMode(.head)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<TruncationMode>>")
        #expect(typeName(text.lineSpacing(3)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<CGFloat>>")
        #expect(typeName(text.textCase(.uppercase)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Case>>>")
        #expect(typeName(Image(systemName: "x").imageScale(.large)) == "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Scale>>")
        #expect((descendant(text.lineLimit(2), "modifier", "keyPath") as? AnyKeyPath) == \EnvironmentValues.lineLimit)
        var environment = EnvironmentValues()
        environment.lineLimit = 3
        #expect(environment.lineLimit == 3 && environment.imageScale == .medium)
    }

    @Test func aspectRatioAndScaledToFitShareOneModifierType() {
        let image = Image("p")
        #expect(typeName(image.aspectRatio(1.5, contentMode: .fill)) == "ModifiedContent<Image, _AspectRatioLayout>")
        #expect(descendant(image.aspectRatio(1.5, contentMode: .fill), "modifier", "aspectRatio") as? CGFloat? == 1.5)
        #expect(descendant(image.scaledToFit(), "modifier", "contentMode") as? ContentMode == .fit)
        #expect(descendant(image.scaledToFill(), "modifier", "contentMode") as? ContentMode == .fill)
        #expect(typeName(image.scaledToFit()) == typeName(image.scaledToFill()))
    }

    @Test func textsOwnModifiersAreCasesOfTextModifier() throws {
        let text = Text("a").kerning(1).tracking(2).baselineOffset(3).strikethrough(color: .red).monospacedDigit()
        let modifiers = try #require(descendant(text, "modifiers") as? [Text.Modifier])
        #expect(modifiers.count == 5)
        #expect(descendant(modifiers[0], "kerning") as? CGFloat == 1)
        #expect(descendant(modifiers[1], "tracking") as? CGFloat == 2)
        #expect(descendant(modifiers[2], "baseline") as? CGFloat == 3)
        let strike = try #require(descendant(modifiers[3], "anyTextModifier"))
        #expect(typeName(strike) == "StrikethroughTextModifier")
        #expect(descendant(strike, "lineStyle", "some", "color", "some") as? Color == .red)
    }

    @Test func textStoragesForDatesAttributedStringsImagesAndFormats() {
        let date = Date(timeIntervalSince1970: 0)
        let dated = Text(date, style: .time)
        #expect(typeName(descendant(dated, "storage", "anyTextStorage") ?? ()) == "DateTextStorage")
        #expect(descendant(dated, "storage", "anyTextStorage", "date") as? Date == date)
        let attributed = Text(AttributedString("hi"))
        #expect(descendant(attributed, "storage", "anyTextStorage", "str") as? AttributedString == AttributedString("hi"))
        let attached = Text(Image("star"))
        #expect(typeName(descendant(attached, "storage", "anyTextStorage", "image") ?? ()) == "Image")
        let formatted = Text(3.5, format: .number)
        #expect(descendant(formatted, "storage", "anyTextStorage", "key", "key") as? String == "%@")
        #expect(descendant(formatted, "storage", "anyTextStorage", "key", "arguments", 0, "storage", "formatStyleValue", "input") as? Double == 3.5)
    }

    @Test func textIsEquatableByStorageAndModifiers() {
        #expect(Text("a") == Text("a"))
        #expect(Text("a") != Text(verbatim: "a"))
        #expect(Text("a").bold() != Text("a"))
        #expect(Text("a") + Text("b") == Text("a") + Text("b"))
        let n = 2
        #expect(Text("n \(n)") == Text("n \(2)"))
        #expect(Text("n \(n)") != Text("n \(3)"))
        #expect(Text(1.5, format: .number) == Text(1.5, format: .number))
    }
}
