import Builders
import Render
import Testing
import Expectations

/// How shapes, images and the text modifiers of the family are drawn in a terminal.
@MainActor @Suite struct VisualsRenderTests {
    @Test func strokedShapesDrawBoxOutlinesOverTheirFrame() throws {
        // Rounded corners for rounded shapes, square ones for rectangles.
        expectEqual(try Renderer.render(Circle().stroke(Color.red).frame(width: 32, height: 48), width: 10).canvas.plainText, "╭──╮\n│  │\n╰──╯")
        expectEqual(try Renderer.render(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red).frame(width: 24, height: 32), width: 10).canvas.plainText, "╭─╮\n╰─╯")
        expectEqual(try Renderer.render(Rectangle().strokeBorder(Color.red).frame(width: 24, height: 32), width: 10).canvas.plainText, "┌─┐\n└─┘")
        expectEqual(try Renderer.render(Capsule().stroke(lineWidth: 2).frame(width: 16, height: 32), width: 10).canvas.plainText, "╭╮\n╰╯")
    }

    @Test func shapesWithoutAFrameTakeTheProposedSize() throws {
        let rendered = try Renderer.render(Ellipse().stroke(Color.blue), width: 5, height: 3)
        expectEqual(rendered.canvas.plainText, "╭───╮\n│   │\n╰───╯")
    }

    @Test func filledShapesPaintTheirCellsInTheFillColour() throws {
        let rendered = try Renderer.render(Circle().fill(Color.red).frame(width: 16, height: 16), width: 4)
        expectEqual(rendered.canvas.plainText, "")
        expectContains(rendered.canvas.styledText, "41m")
    }

    @Test func strikethroughIsSGR9AndKerningChangesNothing() throws {
        let rendered = try Renderer.render(Text("gone").strikethrough().kerning(3).tracking(1).baselineOffset(2), width: 10)
        expectEqual(rendered.canvas.plainText, "gone")
        #expect(rendered.canvas.styledText.contains(";9m") || rendered.canvas.styledText.contains("[0;9"))
    }

    @Test func lineLimitTruncatesLinesWithAnEllipsis() throws {
        expectEqual(try Renderer.render(Text("a\nb\nc").lineLimit(2), width: 10).canvas.plainText, "a\nb…")
        // The innermost limit wins.
        expectEqual(try Renderer.render(VStack { Text("a\nb\nc").lineLimit(3) }.lineLimit(1), width: 10).canvas.plainText, "a\nb\nc")
    }

    @Test func multilineTextAlignmentAlignsTheLines() throws {
        expectEqual(try Renderer.render(Text("abcd\nab").multilineTextAlignment(.trailing), width: 10).canvas.plainText, "abcd\n  ab")
        expectEqual(try Renderer.render(Text("abcd\nab").multilineTextAlignment(.center), width: 10).canvas.plainText, "abcd\n ab")
    }

    @Test func textCaseChangesTheLetters() throws {
        expectEqual(try Renderer.render(VStack { Text("Hi"); Text("Yo") }.textCase(.uppercase), width: 10).canvas.plainText, "HI\nYO")
        expectEqual(try Renderer.render(Text("Hi").textCase(.lowercase), width: 10).canvas.plainText, "hi")
    }

    @Test func resizableImagesKeepTheirGlyph() throws {
        expectEqual(try Renderer.render(Image(systemName: "star.fill").resizable().scaledToFit().imageScale(.large), width: 4).canvas.plainText, "★")
    }
}
