import Builders
import Foundation
import Render
import Testing
import Expectations

/// SwiftUI's layout rules as a grid of cells draws them: text wraps, overlays keep their
/// content visible, shapes fill, and a graphical date picker draws its month.
@MainActor @Suite struct LayoutRulesRenderTests {
    private func draw<V: View>(_ view: V, width: Int, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.plainText
    }

    // MARK: Text

    @Test func textWrapsAtWordBoundariesToTheWidthOffered() throws {
        // 12 columns: "the quick" (9) fits with "brown" left for the next line (15 > 12).
        expectEqual(try draw(Text("the quick brown fox"), width: 12), "the quick\nbrown fox")
        // A line break in the string starts a paragraph, each wrapped on its own.
        expectEqual(try draw(Text("one two three\nfour"), width: 8), "one two\nthree\nfour")
    }

    @Test func lineLimitKeepsThatManyLinesAndEndsTheLastWithAnEllipsis() throws {
        let text = Text("the quick brown fox jumps").lineLimit(2)
        // Unlimited, three lines: "the quick", "brown fox", "jumps"; two kept, the second marked.
        expectEqual(try draw(text, width: 10), "the quick\nbrown fox…")
        expectEqual(try draw(Text("the quick brown fox jumps").lineLimit(nil), width: 10), "the quick\nbrown fox\njumps")
        // A range limits the text to its upper bound; a text is as tall as its lines.
        expectEqual(try draw(Text("the quick brown fox jumps").lineLimit(1...2), width: 10), "the quick\nbrown fox…")
        expectEqual(try draw(Text("short").lineLimit(2, reservesSpace: true), width: 10), "short")
    }

    @Test func truncationModeCutsOneLineAtItsHeadOrMiddle() throws {
        let text = "abcdefghij"
        expectEqual(try draw(Text(text).lineLimit(1).truncationMode(.head), width: 6), "…fghij")
        // The middle: 2 characters before the ellipsis, 3 after (5 kept, the odd one at the front).
        expectEqual(try draw(Text(text).lineLimit(1).truncationMode(.middle), width: 6), "abc…ij")
        expectEqual(try draw(Text(text).lineLimit(1).truncationMode(.tail), width: 6), "abcde…")
    }

    @Test func multilineTextAlignmentPlacesEachLineWithinTheTextsWidth() throws {
        // Wrapped at 9: "one two" (7) and "three" (5); the text is 7 wide.
        let text = "one two three"
        expectEqual(try draw(Text(text).multilineTextAlignment(.center), width: 9), "one two\n three")
        expectEqual(try draw(Text(text).multilineTextAlignment(.trailing), width: 9), "one two\n  three")
        expectEqual(try draw(Text(text).multilineTextAlignment(.leading), width: 9), "one two\nthree")
    }

    @Test func fixedSizeKeepsATextOnOneLineWhateverItIsOffered() throws {
        // The text runs past its 8 columns to the canvas's edge (12), as SwiftUI lets it overflow
        // (the twelfth column is the space before "at"; a line's trailing spaces are not written).
        let view = Text("never wraps at all").fixedSize().frame(width: 64, alignment: .leading)
        expectEqual(try draw(view, width: 12), "never wraps")
        // Fixed only vertically, it wraps: its height is the one its lines need.
        expectEqual(try draw(Text("wraps when asked").fixedSize(horizontal: false, vertical: true), width: 8), "wraps\nwhen\nasked")
    }

    @Test func aTextBesideAnotherViewWrapsInTheWidthTheRowLeavesIt() throws {
        // The label takes 5 columns and the spacing 1, leaving 9 for the text.
        let row = HStack(alignment: .top) { Text("Note:"); Text("milk and eggs and bread") }
        expectEqual(try draw(row, width: 15), "Note: milk and\n      eggs and\n      bread")
    }

    // MARK: Overlays and backgrounds

    @Test func aStrokedOverlayAroundContentWithoutPaddingHidesNoLine() throws {
        let card = VStack(alignment: .leading) { Text("Title"); Text("first"); Text("last") }
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        // The frame grows a cell on every side, so the three lines are all inside the outline.
        expectEqual(try draw(card, width: 20), "╭─────╮\n│Title│\n│first│\n│last │\n╰─────╯")
    }

    @Test func aShapeAsABackgroundFillsTheViewsFrameWithItsColour() throws {
        let view = Text("Go").padding(.horizontal, 8).background(Capsule().fill(Color.blue))
        let screen = try Renderer.render(view, width: 10)
        // "Go" with a column of padding on either side: all four cells on blue, the text's too.
        expectEqual(screen.canvas.plainText, " Go")
        for column in 0..<4 { #expect(screen.canvas[0, column].style.background == .basic(4)) }
        expectEqual(screen.canvas[0, 4].style.background, nil)
    }

    @Test func aShapeWithNoFillColourIsFilledWithTheForegroundColour() throws {
        let coloured = Text("ok").background(RoundedRectangle(cornerRadius: 4).foregroundColor(.green))
        expectEqual(try Renderer.render(coloured, width: 4).canvas[0, 0].style.background, .basic(2))
        // With no colour at all, the terminal's own foreground: inverse cells.
        let plain = Rectangle().frame(width: 16, height: 16)
        #expect(try Renderer.render(plain, width: 4).canvas[0, 0].style.inverse)
        // A clear fill fills nothing.
        let clear = Rectangle().fill(Color.clear).frame(width: 16, height: 16)
        let cell = try Renderer.render(clear, width: 4).canvas[0, 0].style
        #expect(!cell.inverse && cell.background == nil)
    }

    // MARK: Controls

    @Test func aGraphicalDatePickerDrawsTheMonthOfItsDateWithTheDayPicked() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let day = try #require(calendar.date(from: DateComponents(year: 2026, month: 2, day: 11)))
        let picker = DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical)
        let screen = try Renderer.render(picker, width: 24)
        // February 2026 starts on a Sunday and has 28 days: four full weeks.
        #expect(screen.canvas.plainText == """
            Day: 2026-02-11
            February 2026
            Su Mo Tu We Th Fr Sa
             1  2  3  4  5  6  7
             8  9 10 11 12 13 14
            15 16 17 18 19 20 21
            22 23 24 25 26 27 28
            """)
        // The 11th (row 4, columns 9–10) is inverse; the 10th is not.
        #expect(screen.canvas[4, 9].style.inverse && screen.canvas[4, 10].style.inverse)
        #expect(!screen.canvas[4, 6].style.inverse)
        // The compact style stays one line.
        expectEqual(try draw(DatePicker("Day", selection: .constant(day), displayedComponents: .date), width: 24), "Day: 2026-02-11")
    }
}
