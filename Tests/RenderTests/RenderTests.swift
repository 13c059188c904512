import Builders
import Render
import Testing

@MainActor @Suite struct RenderTests {
    @Test func stacksSpaceAndAlignTheirChildren() throws {
        let view = VStack(alignment: .trailing) {
            HStack { Text("a"); Text("bb") }
            Text("cccccc")
        }
        expectEqual(try Renderer.render(view, width: 10).canvas.plainText, "  a bb\ncccccc")
    }

    @Test func spacerPushesToTheEdgeAndDividerSpansTheWidth() throws {
        let view = VStack {
            HStack { Text("L"); Spacer(); Text("R") }
            Divider()
        }
        expectEqual(try Renderer.render(view, width: 8).canvas.plainText, "L      R\n────────")
    }

    @Test func paddingAndBorderTakeCells() throws {
        // The default padding is one column on each side; the border one cell all round.
        expectEqual(try Renderer.render(Text("hi").padding().border(.red), width: 10).canvas.plainText, "┌────┐\n│ hi │\n└────┘")
    }

    @Test func overlaysBesideABorderAreEachDrawnByTheirOwnModifier() throws {
        // The inspector numbers these overlays 0 and 1, leaving the border out as ViewInspector
        // does; each is drawn from its own modifier, over the view it modifies.
        let view = Text("hi")
            .overlay(alignment: .trailing) { Text("y") }
            .padding()
            .border(.red)
            .overlay(alignment: .topLeading) { Text("x") }
        expectEqual(try Renderer.render(view, width: 10).canvas.plainText, "x────┐\n│ hy │\n└────┘")
        expectEqual(try view.inspect().text().overlay(1).text().string(), "x")
    }

    @Test func pointLengthsBecomeCells() throws {
        // 16 points: 2 columns at the sides, 1 row above and below.
        expectEqual(try Renderer.render(Text("x").padding(16), width: 10).canvas.plainText, "\n  x\n")
        expectEqual(try Renderer.render(Text("x").frame(width: 40), width: 10).canvas.plainText, "  x")
    }

    @Test func aWordWiderThanTheSpaceWrapsWithinTheWord() throws {
        expectEqual(try Renderer.render(Text("abcdefgh"), width: 5).canvas.plainText, "abcde\nfgh")
    }

    @Test func textCutToOneLineEndsWithAnEllipsis() throws {
        expectEqual(try Renderer.render(Text("abcdefgh").lineLimit(1), width: 5).canvas.plainText, "abcd…")
    }

    @Test func toggleShowsItsState() throws {
        let view = VStack(alignment: .leading) {
            Toggle("On", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
        }
        expectEqual(try Renderer.render(view, width: 12).canvas.plainText, " [x] On\n [ ] Off")
    }

    @Test func stylesBecomeSGR() throws {
        let screen = try Renderer.render(Text("B").bold().foregroundColor(.red), width: 3)
        #expect(screen.canvas[0, 0].style.bold)
        expectEqual(screen.canvas[0, 0].style.foreground, .basic(1))
        expectEqual(screen.canvas.styledText, "\u{1B}[0;1;31mB\u{1B}[0m  \u{1B}[0m")
        var background = CellStyle()
        background.background = .palette(208)
        expectEqual(background.sgr, "\u{1B}[0;48;5;208m")
    }

    @Test func nothingIsDrawnPastTheWidth() throws {
        let view = VStack {
            HStack { Text("日本語のテキスト"); Image(systemName: "star"); Button("Save") {} }
            Text("a long line of text that does not fit").border(.blue)
            Toggle("Toggle", isOn: .constant(true)).padding(40)
        }
        for width in 0...30 {
            let canvas = try Renderer.render(view, width: width).canvas
            expectEqual(canvas.width, width)
            for line in canvas.plainText.split(separator: "\n") {
                let columns = line.reduce(0) { $0 + ($1.unicodeScalars.first.map { $0.value >= 0x3000 } == true ? 2 : 1) }
                #expect(columns <= width, "width \(width): \(line)")
            }
        }
    }

    @Test func nestingBeyondTheBoundIsAnError() throws {
        var view: any View = Text("deep")
        for _ in 0..<300 { view = grouped(view) }
        let inspected = Inspect.inspect(view)
        expectThrows(RenderError.self) { try Renderer.render(inspected, width: 10) }
        do {
            _ = try Renderer.render(inspected, width: 10)
        } catch let error as RenderError {
            expectEqual(error.localizedDescription, error.description)
            #expect(error.description.hasPrefix("cannot render "))
        }
    }
}

import Inspect
import Expectations

private func grouped<V: View>(_ view: V) -> any View {
    VStack { view }
}

/// Overlays and backgrounds of any view are drawn in the frame of the view they modify, and a
/// stack inside a container stays one item.
@MainActor @Suite struct LayeredRenderTests {
    @Test func anOverlayIsDrawnOverItsViewInTheViewsFrame() throws {
        // The stroked rounded rectangle takes the padded text's frame: 6 columns, 3 rows; its
        // outline is drawn on the padding (a cell on every side), so no extra cell is added.
        let view = Text("hi").padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 1))
        #expect(try Renderer.render(view, width: 20).canvas.plainText == """
            ╭────╮
            │ hi │
            ╰────╯
            """)
    }

    @Test func aBackgroundIsDrawnBehindItsView() throws {
        let view = Text("hi").background(Text("....."), alignment: .leading)
        // The background is proposed the text's frame (2 columns), so it is cut to it; the text is drawn over it.
        expectEqual(try Renderer.render(view, width: 20).canvas.plainText, "hi")
    }

    @Test func aStackInsideAScrollViewOrALabelIsOneItemNotOpened() throws {
        let scroll = ScrollView { HStack { Text("a"); Spacer(); Text("b") } }
        expectEqual(try Renderer.render(scroll, width: 10).canvas.plainText, "a        b")
        let button = Button(action: {}) { HStack { Text("x"); Text("y") } }
        #expect(try Renderer.render(button, width: 10).canvas.plainText.contains("x y"))
    }
}
