import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// The picture of the settings example (`inspect render Examples/settings.swift --format svg`,
/// and the HTML page) as a real browser draws it: headless Chromium's screenshot, decoded, has
/// the page's white where no cell is coloured, the grey of the boxes' lines, the selected
/// segment's inverse background with white text on it, and the title's dark text. A page
/// Chromium could not read (its XML error page) fails them all. Skipped without chromium,
/// unless REQUIRE_CHROMIUM=1 (CI) makes that a failure.
@Suite(.serialized, .enabled(if: Chromium.testsRun, "chromium is not installed (set REQUIRE_CHROMIUM=1 to fail instead)"))
struct BrowserPictureTests {
    /// The settings example at 60 columns: its lines of text, and the page in `format`.
    private func settings(_ format: String) throws -> (lines: [String], page: String) {
        let file = examplePath("settings.swift")
        let text = run(["render", file, "--width", "60", "--format", "text"])
        let page = run(["render", file, "--width", "60", "--format", format])
        #expect(text.code == .success && page.code == .success, "\(text.error) \(page.error)")
        return (text.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), page.output)
    }

    /// The row and column where `text` starts in `lines` (every character of the example's
    /// drawing takes one column).
    private func position(of text: String, in lines: [String]) throws -> (row: Int, column: Int) {
        let row = try #require(lines.firstIndex { $0.contains(text) }, "\(text) is not drawn")
        let range = try #require(lines[row].range(of: text))
        return (row, lines[row].distance(from: lines[row].startIndex, to: range.lowerBound))
    }

    @Test("Chromium draws the settings example's picture with its cells' colours", arguments: ["svg", "html"])
    func chromiumDrawsTheSettingsPicture(format: String) throws {
        let (lines, page) = try settings(format)
        let (width, height) = (60 * 9, lines.count * 18)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("settings.\(format)")
        try page.write(to: file, atomically: true, encoding: .utf8)
        guard let png = try Chromium.screenshot(of: file, width: width, height: height, in: directory) else { return }
        let image = try PNGImage(data: png)
        #expect(image.width == width && image.height == height)
        guard image.width >= width, image.height >= height else { return }

        func cellPixels(row: Int, columns: Range<Int>) -> [PNGImage.Pixel] {
            (row * 18..<row * 18 + 18).flatMap { y in (columns.lowerBound * 9..<columns.upperBound * 9).map { image.pixel(x: $0, y: y) } }
        }
        let white = PNGImage.Pixel(red: 0xff, green: 0xff, blue: 0xff)
        let ink = PNGImage.Pixel(red: 0x1c, green: 0x1c, blue: 0x1c)
        let grey = PNGImage.Pixel(red: 0x7f, green: 0x7f, blue: 0x7f)

        // The empty row under the title, across the page: the page's own white, no error box.
        #expect(lines[1].allSatisfy { $0 == " " })
        let blankRow = cellPixels(row: 1, columns: 0..<60)
        #expect(blankRow.allSatisfy { $0 == white }, "row 1 holds \(Set(blankRow.map(\.description)).sorted())")

        // The first box's top line: a ─ cell's line runs through its pixel (4, 8), in grey.
        let corner = try position(of: "┌─────", in: lines)
        expectEqual(image.pixel(x: (corner.column + 5) * 9 + 4, y: corner.row * 18 + 8), grey)
        expectEqual(image.pixel(x: (corner.column + 5) * 9 + 4, y: corner.row * 18 + 3), white)

        // The selected segment, drawn inverse: mostly the default text colour, with white text.
        let segment = try position(of: "[System]", in: lines)
        let selected = cellPixels(row: segment.row, columns: segment.column..<segment.column + 8)
        #expect(selected.filter { $0 == ink }.count * 2 > selected.count, "the selected segment's background is not #1c1c1c")
        #expect(selected.contains { $0.red > 0xc0 && $0.green > 0xc0 && $0.blue > 0xc0 }, "the selected segment's text is not drawn")

        // The title, in dark bold text on white.
        let title = try position(of: "Settings", in: lines)
        let titlePixels = cellPixels(row: title.row, columns: title.column..<title.column + 8)
        #expect(titlePixels.filter { $0.red < 0x60 && $0.green < 0x60 && $0.blue < 0x60 }.count > 50, "the title's text is not drawn")
        #expect(titlePixels.filter { $0 == white }.count * 2 > titlePixels.count)
    }
}
