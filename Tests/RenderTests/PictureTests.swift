import Builders
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Render
import Testing
import Expectations

/// A canvas as an SVG picture (`svg(cellWidth:cellHeight:)`) and an HTML page (`html`): XML that
/// parses, each cell's colours and styles, escaping, wide characters, shapes for box drawing.
/// At the default 9 × 18 pixel cells the text is 15 pixels high, its baseline 13 pixels below a
/// cell's top; default colours are #1c1c1c text on #ffffff.
@MainActor @Suite struct PictureTests {
    /// The picture's opening tag at 9 × 18 pixel cells, for a canvas of `columns` × `rows`.
    private func header(columns: Int, rows: Int) -> String {
        let width = columns * 9, height = rows * 18
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
            + " font-family=\"'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Courier New', monospace\" font-size=\"15\" xml:space=\"preserve\">\n"
            + "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    }

    private func style(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var style = CellStyle()
        change(&style)
        return style
    }

    /// The picture parsed as XML: its root element, which must be `svg`.
    private func parse(_ svg: String) throws -> XMLElement {
        let document = try XMLDocument(xmlString: svg, options: [])
        let root = try #require(document.rootElement())
        expectEqual(root.localName, "svg")
        return root
    }

    /// The `text` elements of a parsed picture, in order, at any depth below the root (the picture
    /// nests at most one group deep).
    private func texts(in root: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in root.children ?? [] {
            guard let element = child as? XMLElement else { continue }
            if element.localName == "text" { found.append(element) }
            for grandchild in element.children ?? [] {
                if let inner = grandchild as? XMLElement, inner.localName == "text" { found.append(inner) }
            }
        }
        return found
    }

    /// An attribute's value (read from the attribute list: Linux's `attribute(forName:)` finds
    /// none on an element in a default namespace).
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    @Test("an empty canvas is a picture of no size with only its page")
    func emptyCanvas() throws {
        let svg = Render.Canvas(width: 0, height: 0).svg()
        expectEqual(svg, header(columns: 0, rows: 0) + "</svg>")
        _ = try parse(svg)
    }

    @Test("each cell's colours and styles: bold, italic, underline with strikethrough, dim, inverse with and without colours")
    func coloursAndStyles() throws {
        var canvas = Render.Canvas(width: 6, height: 2)
        canvas.draw("Hi", row: 0, column: 0, limit: 6, style: style { $0.foreground = .basic(1); $0.bold = true })
        canvas.draw("abc", row: 0, column: 3, limit: 6, style: style { $0.background = .palette(21) })
        canvas.draw("x", row: 1, column: 0, limit: 6, style: style {
            $0.foreground = .palette(244); $0.italic = true; $0.underline = true; $0.strikethrough = true; $0.dim = true
        })
        canvas.draw("y", row: 1, column: 2, limit: 6, style: style { $0.inverse = true })
        canvas.draw("z", row: 1, column: 4, limit: 6, style: style { $0.inverse = true; $0.foreground = .basic(2); $0.background = .basic(11) })
        let svg = canvas.svg()
        // Palette 21 is the cube's (0, 0, 5): #0000ff; palette 244 the grey 8 + 10 × 12 = 128;
        // basic 1 is xterm's red #cd0000, 2 its green #00cd00, 11 its bright yellow #ffff00. An
        // inverse cell without colours is white text on the default text colour.
        #expect(svg == header(columns: 6, rows: 2) + """
            <g shape-rendering="crispEdges">
            <rect x="27" y="0" width="27" height="18" fill="#0000ff"/>
            <rect x="18" y="18" width="9" height="18" fill="#1c1c1c"/>
            <rect x="36" y="18" width="9" height="18" fill="#00cd00"/>
            </g>
            <text x="0 9" y="13" fill="#cd0000" font-weight="bold">Hi</text>
            <text x="27 36 45" y="13" fill="#1c1c1c">abc</text>
            <text x="0" y="31" fill="#808080" font-style="italic" text-decoration="underline line-through" opacity="0.5">x</text>
            <text x="18" y="31" fill="#ffffff">y</text>
            <text x="36" y="31" fill="#ffff00">z</text>
            </svg>
            """)
        _ = try parse(svg)
    }

    @Test("a run of equal backgrounds on a row is one rectangle, and a background like the page's draws none")
    func backgroundRuns() {
        var canvas = Render.Canvas(width: 5, height: 1)
        canvas.restyle(row: 0, column: 0, width: 3, height: 1) { $0.background = .basic(4) }
        canvas.restyle(row: 0, column: 3, width: 1, height: 1) { $0.background = .basic(15) }
        canvas.restyle(row: 0, column: 4, width: 1, height: 1) { $0.background = .basic(1) }
        let svg = canvas.svg()
        expectContains(svg, "<rect x=\"0\" y=\"0\" width=\"27\" height=\"18\" fill=\"#0000ee\"/>\n<rect x=\"36\" y=\"0\" width=\"9\" height=\"18\" fill=\"#cd0000\"/>\n</g>")
        expectNotContains(svg, "fill=\"#ffffff\"/>\n<rect x=\"27\"")
    }

    @Test("the characters XML reserves are escaped, and a control character is drawn as U+FFFD")
    func escaping() throws {
        var canvas = Render.Canvas(width: 12, height: 2)
        canvas.draw("<a & \"b\">", row: 0, column: 0, limit: 12, style: CellStyle())
        canvas.set(row: 1, column: 1, Cell("\u{7}"))
        let svg = canvas.svg()
        expectContains(svg, "<text x=\"0 9 18 27 36 45 54 63 72\" y=\"13\" fill=\"#1c1c1c\">&lt;a &amp; &quot;b&quot;&gt;</text>")
        let texts = texts(in: try parse(svg))
        expectEqual(texts.map { $0.stringValue ?? "" }, ["<a & \"b\">", "\u{FFFD}"])
        expectEqual(texts.last.flatMap { attribute("x", of: $0) }, "9")
    }

    @Test("a wide character is placed at its first cell and takes two; a cluster of several code points is a text of its own")
    func wideCharacters() throws {
        var canvas = Render.Canvas(width: 8, height: 2)
        canvas.draw("日本", row: 0, column: 1, limit: 8, style: CellStyle())
        canvas.draw("👍🏽", row: 0, column: 5, limit: 8, style: CellStyle())
        canvas.draw("ae\u{301}b", row: 1, column: 0, limit: 8, style: CellStyle())
        let svg = canvas.svg()
        #expect(svg == header(columns: 8, rows: 2) + """
            <text x="9 27" y="13" fill="#1c1c1c">日本</text>
            <text x="45" y="13" fill="#1c1c1c">👍🏽</text>
            <text x="0" y="31" fill="#1c1c1c">a</text>
            <text x="9" y="31" fill="#1c1c1c">e\u{301}</text>
            <text x="18" y="31" fill="#1c1c1c">b</text>
            </svg>
            """)
        _ = try parse(svg)
    }

    @Test("box-drawing characters are shapes that meet at the cells' centres, arcs are strokes")
    func boxDrawing() throws {
        var canvas = Render.Canvas(width: 4, height: 1)
        canvas.draw("┌─┐╭", row: 0, column: 0, limit: 4, style: CellStyle())
        let svg = canvas.svg()
        // ┌: its right arm from the vertical line (x 4) to the edge, its down arm from the
        // horizontal line (y 8) down; ─: two arms meeting at x 4; ┐: mirrored. ╭: from the right
        // edge at the line's centre (y 8.5) curving down to the vertical line's centre (x 4.5).
        #expect(svg == header(columns: 4, rows: 1) + """
            <path d="M0,0m4,8h5v1h-5zm0,0h1v10h-1zM9,0m4,8h5v1h-5zm-4,0h5v1h-5zM18,0m0,8h5v1h-5zm4,0h1v10h-1z" fill="#1c1c1c"/>
            <path d="M27,0m9,8.5h0q-4.5,0 -4.5,4.5v5" fill="none" stroke="#1c1c1c" stroke-width="1"/>
            </svg>
            """)
        _ = try parse(svg)
    }

    @Test("block elements are rectangles of their cells, a shade a translucent one")
    func blockElements() {
        var canvas = Render.Canvas(width: 3, height: 1)
        canvas.draw("█▁░", row: 0, column: 0, limit: 3, style: style { $0.foreground = .basic(4) })
        // The full block fills the cell; the lower eighth is 18 / 8 ≈ 2 pixels at the bottom.
        #expect(canvas.svg() == header(columns: 3, rows: 1) + """
            <path d="M0,0m0,0h9v18h-9zM9,0m0,16h9v2h-9z" fill="#0000ee"/>
            <path d="M18,0m0,0h9v18h-9z" fill="#0000ee" fill-opacity="0.25"/>
            </svg>
            """)
    }

    @Test("every box-drawing character and block element has shapes, and a double corner's lines meet outside and inside")
    func everyBoxCharacterHasShapes() {
        for value in 0x2500...0x259F {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let character = String(Character(scalar))
            let glyph = BoxGlyph.of(character, cellWidth: 9, cellHeight: 18)
            #expect(glyph.map { !$0.fill.isEmpty || !$0.stroke.isEmpty } == true, "U+\(String(value, radix: 16, uppercase: true)) \(character)")
        }
        // ╔: the outer lines (x 3, y 7) meet at the corner (3, 7); the inner ones (x 5, y 9) at (5, 9).
        expectEqual(BoxGlyph.of("╔", cellWidth: 9, cellHeight: 18)?.fill, "m3,7h6v1h-6zm2,2h4v1h-4zm-2,-2h1v11h-1zm2,2h1v9h-1z")
    }

    @Test("a picture's cell size sets the page, the text's size and its baseline")
    func cellSize() {
        var canvas = Render.Canvas(width: 2, height: 1)
        canvas.draw("ok", row: 0, column: 0, limit: 2, style: CellStyle())
        // 20-pixel cells: the text 16 pixels (five sixths of 20, rounded down), its baseline
        // (20 − 16) / 2 + 16 × 4 / 5 = 2 + 12 pixels down.
        let svg = canvas.svg(cellWidth: 10, cellHeight: 20)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\" viewBox=\"0 0 20 20\""))
        expectContains(svg, "font-size=\"16\"")
        expectContains(svg, "<text x=\"0 10\" y=\"14\" fill=\"#1c1c1c\">ok</text>")
        // Sizes out of range are clamped: at least a pixel.
        #expect(canvas.svg(cellWidth: 0, cellHeight: -5).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"1\""))
    }

    @Test("a rendered screen's picture parses, reads back as the screen's text (box drawing aside), and is the same every time")
    func renderedScreenReadsBack() throws {
        func screen() throws -> Render.Canvas {
            let view = VStack(alignment: .leading) {
                Text("Settings").bold()
                HStack {
                    Text("A & B <c>")
                    Spacer()
                    Text("\"quoted\"").italic()
                }
                Toggle("Wi-Fi", isOn: .constant(true))
                Picker("Theme", selection: .constant(1)) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
                .pickerStyle(.segmented)
                Text("日本語  text").underline()
            }
            .padding()
            .border(Color.gray)
            return try Renderer.render(view, width: 40).canvas
        }
        let canvas = try screen()
        let svg = canvas.svg()
        expectEqual(try screen().svg(), svg)
        // Each text's characters put back at the cells their x positions name.
        var grid = [[String]](repeating: [String](repeating: " ", count: canvas.width), count: canvas.height)
        for text in texts(in: try parse(svg)) {
            let y = try #require(attribute("y", of: text).flatMap { Int($0) })
            let xs = try #require(attribute("x", of: text)).split(separator: " ").compactMap { Int($0) }
            let characters = Array(text.stringValue ?? "")
            #expect(xs.count == characters.count, "\(text)")
            for (x, character) in zip(xs, characters) {
                grid[(y - 13) / 18][x / 9] = String(character)
            }
        }
        for row in 0..<canvas.height {
            let expected = (0..<canvas.width).map { column -> String in
                let character = canvas[row, column].character
                let isShape = character.unicodeScalars.first.map { (0x2500...0x259F).contains($0.value) } ?? false
                return isShape || character.isEmpty ? " " : character
            }
            #expect(grid[row] == expected, "row \(row)")
        }
        expectContains(canvas.plainText, "日本語  text")
    }

    @Test("the HTML page shows the same picture on a white page")
    func htmlPage() {
        var canvas = Render.Canvas(width: 3, height: 1)
        canvas.draw("a<b", row: 0, column: 0, limit: 3, style: CellStyle())
        let html = canvas.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"))
        expectContains(html, "<body>\n" + canvas.svg() + "\n</body>\n</html>")
        expectContains(html, "body { margin: 0; background: #ffffff; }")
    }
}
