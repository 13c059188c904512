import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// ViewInspector's verbs for colours, images, shapes and texts, under both reading strategies.
@MainActor @Suite struct VisualsVerbTests {
    /// Both inspections of a view: the package's own answers, and labels only.
    func both(_ view: some View) throws -> [InspectableView] {
        [try view.inspect(), try view.inspectWithMirrorOnly()]
    }

    @Test func colorValueNameAndComponents() throws {
        for root in try both(HStack { Color("brand"); Color(red: 1, green: 0.5, blue: 0, opacity: 0.25); Color.red.opacity(0.5) }) {
            let stack = try root.hStack()
            expectEqual(try stack.color(0).actualView(Color.self), Color("brand"))
            expectEqual(try stack.color(0).name(), "brand")
            // As SwiftUI stores an sRGB colour: in linear sRGB, where 0.5 is ((0.5 + 0.055) / 1.055)^2.4 ≈ 0.2140.
            let components = try stack.color(1).rgba()
            #expect(components.red == 1 && abs(components.green - 0.2140) < 0.0001 && components.blue == 0 && components.alpha == 0.25)
            // The documented table gives red (1, 0.231, 0.188); opacity halves its alpha.
            let faded = try stack.color(2).rgba()
            #expect(faded.red == 1 && faded.alpha == 0.5)
        }
    }

    @Test func colorVerbsFailWithViewInspectorsMessages() throws {
        let view = HStack { Color.red; Color("brand") }
        expectThrows(InspectionError.notSupported("Color name is not available", path: "hStack().color(0)")) {
            try view.inspect().hStack().color(0).name()
        }
        expectThrows(InspectionError.notSupported("RGBA values are not available", path: "hStack().color(1)")) {
            try view.inspect().hStack().color(1).rgba()
        }
    }

    @Test func colorSpacesKeepTheirOwnComponents() throws {
        let linear = try Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4).inspect().rgba()
        #expect(linear.red == 0.1 && linear.green == 0.2 && linear.blue == 0.3 && linear.alpha == 0.4)
        let p3 = try Color(.displayP3, red: 0.5, green: 0.6, blue: 0.7).inspectWithMirrorOnly().rgba()
        #expect(p3.red == 0.5 && p3.green == 0.6 && p3.blue == 0.7 && p3.alpha == 1)
        let grey = try Color(white: 0.5).inspect().rgba()
        #expect(abs(grey.red - 0.2140) < 0.0001 && grey.green == grey.red && grey.blue == grey.red)
    }

    @Test func imageVerbsLookThroughImagesOwnModifiers() throws {
        let view = VStack { Image("photo").resizable().renderingMode(.original).aspectRatio(2, contentMode: .fit); Image(systemName: "star").imageScale(.large) }
        for root in try both(view) {
            let image = try root.vStack().image(0)
            expectEqual(try image.actualImage().name(), "photo")
            expectEqual(try image.actualImage().rootImage().name(), "photo")
            expectEqual(try image.labelView().string(), "photo")
            expectEqual(try image.aspectRatio().aspectRatio, 2)
            #expect(try image.isScaledToFit())
            expectEqual(try root.vStack().image(1).imageScale(), .large)
        }
        #expect(try Image("a").scaledToFill().inspect().isScaledToFill())
        expectThrows(InspectionError.attributeNotFound("a view at provider|base|label|some", in: "Image", path: "image()")) {
            try Image(decorative: "star").inspect().labelView()
        }
    }

    @Test func aSystemSymbolWithoutALabelIsLabelledByItsNameWhichSearchesDoNotVisit() throws {
        // SwiftUI reads a symbol out by its name; the label is made, not held, so a search for
        // the text finds only the view written as text.
        let view = HStack { Image(systemName: "star.fill").resizable(); Text("star.fill") }
        for root in try both(view) {
            expectEqual(try root.hStack().image(0).labelView().string(), "star.fill")
            expectEqual(root.findAll(.text) { try $0.string() == "star.fill" }.map(\.pathToRoot), ["hStack().text(1)"])
        }
    }

    @Test func shapeVerbsReadStylesThroughNestedShapes() throws {
        let view = VStack {
            Circle().fill(Color.red)
            RoundedRectangle(cornerRadius: 5).strokeBorder(Color.blue, lineWidth: 4)
            Capsule().stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [1]))
        }
        for root in try both(view) {
            let stack = try root.vStack()
            expectEqual(try stack.shape(0).fillShapeStyle(Color.self), .red)
            expectEqual(try stack.shape(0).fillStyle(), FillStyle())
            expectEqual(try stack.shape(1).inset(), 2)
            expectEqual(try stack.shape(1).strokeStyle().lineWidth, 4)
            expectEqual(try stack.shape(2).strokeStyle().dash, [1])
            expectThrows(InspectionError.self) { try stack.shape(0).strokeStyle() }
        }
        expectEqual(try Circle().inspect().path(in: CGRect(x: 0, y: 0, width: 4, height: 4)).boundingRect.width, 4)
    }

    @Test func customShapesAreShapes() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { $0.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]) }
            }
        }
        expectEqual(try Triangle().inspect().kind, .shape)
        expectEqual(try Triangle().fill(Color.red).inspect().fillShapeStyle(Color.self), .red)
    }

    @Test func textStringsReadEveryStorage() throws {
        let calendar = Calendar.current
        let date = try #require(calendar.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 9, minute: 41)))
        let view = VStack {
            Text(date, style: .date)
            Text(date, style: .time)
            Text(AttributedString("rich"))
            Text("Rated \(Image(systemName: "star"))")
            Text(2.5, format: .number)
            Text("n = \(1234, format: .number)")
            Text(Date(timeIntervalSinceNow: 7_200 + 330), style: .relative)
        }
        for root in try both(view) {
            let stack = try root.vStack()
            expectEqual(try stack.text(0).string(), "June 3, 2024")
            expectEqual(try stack.text(1).string(), "9:41 AM")
            expectEqual(try stack.text(2).string(), "rich")
            expectEqual(try stack.text(3).string(), "Rated Image('star')")
            expectEqual(try stack.text(4).string(), 2.5.formatted(.number))
            expectEqual(try stack.text(5).string(), "n = " + 1234.formatted(.number))
            // A text that counts with the clock has no one string, as in ViewInspector.
            #expect(throws: InspectionError.notSupported(
                "the string of Text(_:style: .relative): it changes as the clock runs",
                path: "vStack().text(6)")) { try stack.text(6).string() }
            expectEqual(try stack.text(2).attributedString(), AttributedString("rich"))
        }
    }

    @Test func textAttributesOfTheWholeText() throws {
        let text = Text("Hi").font(.title).fontWeight(.bold).italic().strikethrough(color: .red).underline(false).kerning(1).tracking(2).baselineOffset(3).foregroundColor(.blue)
        for root in try both(text) {
            let attributes = try root.text().attributes()
            expectEqual(try attributes.font(), .title)
            expectEqual(try attributes.fontWeight(), .bold)
            #expect(try attributes.isBold())
            #expect(try attributes.isItalic())
            #expect(try attributes.isStrikethrough())
            expectEqual(try attributes.strikethroughColor(), .red)
            expectEqual(try attributes.isUnderline(), false)
            expectEqual(try attributes.underlineColor(), nil)
            expectEqual(try attributes.kerning(), 1)
            expectEqual(try attributes.tracking(), 2)
            expectEqual(try attributes.baselineOffset(), 3)
            expectEqual(try attributes.foregroundColor(), .blue)
        }
    }

    @Test func textAttributesOfRangesOfAConcatenation() throws {
        let text = (Text("Hello").bold() + Text(" world").italic()).foregroundColor(.red)
        let attributes = try text.inspect().attributes()
        #expect(try attributes[0..<5].isBold())
        #expect(try attributes[6...].isItalic())
        expectEqual(try attributes.foregroundColor(), .red)
        expectThrows(InspectionError.notSupported("Modifier 'bold' is applied only to a subrange", path: "text()")) {
            try attributes.isBold()
        }
        expectThrows(InspectionError.notSupported("Invalid text range", path: "text()")) {
            try attributes[20..<30].isBold()
        }
        expectThrows(InspectionError.attributeNotFound("a 'kerning' modifier", in: "Text", path: "text()")) {
            try attributes.kerning()
        }
        let mixed = try (Text("a").kerning(1) + Text("b").kerning(2)).inspect().attributes()
        expectThrows(InspectionError.notSupported("Modifier 'kerning' has different values in subranges", path: "text()")) {
            try mixed.kerning()
        }
    }

    @Test func textAttributesFallBackToTheEnvironmentsFontAndColor() throws {
        let view = VStack { Text("a") }.font(.headline).foregroundColor(.green)
        let attributes = try view.inspect().vStack().text(0).attributes()
        expectEqual(try attributes.font(), .headline)
        expectEqual(try attributes.foregroundColor(), .green)
    }

    @Test func textEnvironmentVerbsReadTheInnermostWrite() throws {
        let view = VStack {
            Text("a").lineLimit(1)
            Text("b")
        }.lineLimit(3).multilineTextAlignment(.center).truncationMode(.middle).lineSpacing(4).textCase(.uppercase)
        for root in try both(view) {
            let stack = try root.vStack()
            expectEqual(try stack.text(0).lineLimit(), 1)
            expectEqual(try stack.text(1).lineLimit(), 3)
            expectEqual(try stack.text(1).multilineTextAlignment(), .center)
            expectEqual(try stack.text(1).truncationMode(), .middle)
            expectEqual(try stack.text(1).lineSpacing(), 4)
            expectEqual(try stack.text(1).textCase(), .uppercase)
        }
        expectThrows(InspectionError.attributeNotFound("a lineLimit(_:) modifier", in: "Text", path: "text()")) {
            try Text("a").inspect().lineLimit()
        }
    }

    @Test func modifierNamesOfTheFamily() throws {
        let text = Text("a").strikethrough().kerning(1).baselineOffset(2).monospacedDigit().lineLimit(2).textCase(.lowercase).lineSpacing(1)
        let names = try text.inspect().modifiers.map(\.name)
        expectEqual(names, ["strikethrough", "kerning", "baselineOffset", "monospacedDigit", "lineLimit", "textCase", "lineSpacing"])
        let image = try Image("x").scaledToFit().imageScale(.small).multilineTextAlignment(.trailing).truncationMode(.head).inspect()
        expectEqual(image.modifiers.map(\.name), ["aspectRatio", "imageScale", "multilineTextAlignment", "truncationMode"])
    }

    @Test func shapesAndColorsAreFoundAndDumped() throws {
        let view = VStack { Circle().fill(Color.red); Color("brand"); Image("logo").resizable() }
        expectEqual(try view.inspect().find(where: { $0.kind == .shape }).pathToRoot, "vStack().shape(0)")
        expectEqual(try view.inspect().find(text: "logo").pathToRoot, "vStack().image(2).labelView().text()")
        let dump = try view.inspect().treeDump()
        #expect(dump.contains("_ShapeView") && dump.contains("Color") && dump.contains("logo"))
    }
}
