import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// `inspect render --format`: text as the terminal takes it (auto, the default), plain text, ANSI
/// styles, or a picture (SVG, HTML); one declaration gives the help and the usage error.
@MainActor @Suite struct RenderFormatTests {
    private let picker = examplePath("classic-picker.swift")

    private func render(_ arguments: [String], isTerminal: Bool) throws -> String {
        try Commands.run(["render", picker, "--width", "40"] + arguments, stdin: { nil }, isTerminal: isTerminal, environment: [:]).text
    }

    @Test("auto, the default, styles the text only on a terminal; text and ansi do so wherever they run")
    func textFormats() throws {
        let plain = "│[First]│ Second │ Third │\n"
        expectEqual(try render([], isTerminal: false), plain)
        expectEqual(try render(["--format", "auto"], isTerminal: false), plain)
        let styled = try render([], isTerminal: true)
        expectContains(styled, "\u{1B}[")
        expectEqual(try render(["--format", "auto"], isTerminal: true), styled)
        expectEqual(try render(["--format", "text"], isTerminal: true), plain)
        expectEqual(try render(["--format", "ansi"], isTerminal: false), styled)
    }

    @Test("svg prints the picture of the cells, and html a page that holds the same picture")
    func pictureFormats() throws {
        let svg = try render(["--format", "svg"], isTerminal: false)
        // 40 columns of 9 pixels, one row of 18.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"18\" viewBox=\"0 0 360 18\""))
        #expect(svg.hasSuffix("</svg>\n"))
        expectContains(svg, ">Second</text>")
        expectNotContains(svg, "\u{1B}")
        let html = try render(["--format", "html"], isTerminal: true)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        expectContains(html, "<body>\n" + svg.dropLast() + "\n</body>")
    }

    @Test("a format that is not one of the five is a usage error naming them, with nothing on stdout")
    func unknownFormat() {
        let result = run(["render", picker, "--format", "png"])
        expectEqual(result.code, .usage)
        expectEqual(result.error, "inspect render: --format takes auto, text, ansi, svg or html, found 'png'")
        #expect(result.output.isEmpty)
        expectEqual(run(["render", picker, "--format"]).error, "inspect render: option --format needs a value")
    }

    @Test("render's help lists the formats and says what each draws")
    func help() {
        #expect(run(["render", "--help"]).output == """
            usage: inspect render FILE...|- [--width N] [--format auto|text|ansi|svg|html] [--preview NAME|INDEX] [--root EXPR]
              Draws the tree at N columns (default: the terminal's width, else 80) in the format asked:
              auto (the default) styles the text only on a terminal, never with NO_COLOR or TERM=dumb;
              text is plain; ansi is always styled; svg is a picture of the cells (9 by 18 pixels each,
              xterm's colours, dark text on white); html is a page showing that picture.

            options:
              --width N                          the width in columns, 1 to 10000
              --format auto|text|ansi|svg|html   the output format (default: auto)
              --preview NAME|INDEX               the #Preview named NAME, or the INDEXth from 1 (default: the first)
              --root EXPR                        the root view, written as view code: 'ContentView(title: "x")'
              -h, --help                         show this help

            """)
    }
}
