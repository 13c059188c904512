import Builders
import Render
import Testing
import Expectations

/// How the looks and animation modifiers draw in a terminal: weights and slants as bold and
/// italic cells, styles and system colours as terminal colours, symbol variants as their glyphs;
/// scale, rotation, blur and every animation leave the drawing as it is.
@MainActor @Suite struct LooksRenderTests {
    private func render<V: View>(_ view: V, width: Int = 20) throws -> RenderedScreen {
        try Renderer.render(view, width: width, focusIndex: nil)
    }

    private func draw<V: View>(_ view: V, width: Int = 20) throws -> String {
        try render(view, width: width).canvas.plainText
    }

    @Test func fontModifiersOfAnyViewDrawBoldAndItalicCells() throws {
        let view = VStack(alignment: .leading) {
            Text("heavy")
            Text("light").fontWeight(.light)
        }
        let bold = try render(view.bold())
        #expect(bold.canvas[0, 0].style.bold)
        #expect(bold.canvas[1, 0].style.bold)
        let weighted = try render(view.fontWeight(.semibold).italic())
        #expect(weighted.canvas[0, 0].style.bold && weighted.canvas[0, 0].style.italic)
        #expect(weighted.canvas[1, 0].style.italic)
        let light = try render(view.fontWeight(.medium))
        #expect(!light.canvas[0, 0].style.bold)
        #expect(bold.canvas[0, 0].style.sgr.contains(";1"))
        #expect(weighted.canvas[0, 0].style.sgr.contains(";3"))
    }

    @Test func fontsWeightsAndSlantsOfTextsDrawAsBoldAndItalic() throws {
        let view = VStack(alignment: .leading) {
            Text("a").fontWeight(.heavy)
            Text("b").font(.system(size: 17, weight: .semibold))
            Text("c").font(.body.italic())
            Text("d").font(.title.weight(.regular))
            Text("e").fontWeight(.medium)
        }
        let screen = try render(view)
        #expect(screen.canvas[0, 0].style.bold)
        #expect(screen.canvas[1, 0].style.bold)
        #expect(screen.canvas[2, 0].style.italic && !screen.canvas[2, 0].style.bold)
        #expect(!screen.canvas[3, 0].style.bold)
        #expect(!screen.canvas[4, 0].style.bold)
        let environment = try render(VStack { Text("f") }.font(.headline.italic()))
        #expect(environment.canvas[0, 0].style.bold && environment.canvas[0, 0].style.italic)
    }

    @Test func effectsATerminalCannotShowLeaveTheDrawingAsItWas() throws {
        let plain = try draw(Text("same"))
        let effects = Text("same").scaleEffect(2).scaleEffect(x: 0.5, y: 1).rotationEffect(.degrees(90))
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).blur(radius: 3, opaque: true)
            .shadow(color: .black, radius: 4, x: 2, y: 2).minimumScaleFactor(0.5).symbolRenderingMode(.multicolor)
            .fontDesign(.rounded).monospaced().monospacedDigit()
        expectEqual(try draw(effects), plain)
        #expect(try render(effects).canvas[0, 0].style == render(Text("same")).canvas[0, 0].style)
    }

    @Test func animationsAndTransitionsDrawTheFinalStateAsItIs() throws {
        let plain = try render(Text("42"))
        let animated = Text("42").animation(.spring(), value: 42).animation(.easeIn).transaction { $0.animation = .linear }
            .transaction(value: 1) { _ in }.transition(.slide).contentTransition(.numericText())
        let screen = try render(animated)
        expectEqual(screen.canvas.plainText, plain.canvas.plainText)
        expectEqual(screen.canvas[0, 0].style, plain.canvas[0, 0].style)
    }

    @Test func aKeyboardShortcutAndAPreferredColourSchemeLeaveTheDrawingAsItIs() throws {
        let plain = try render(Button("Save") {})
        let screen = try render(Button("Save") {}.keyboardShortcut("s").preferredColorScheme(.dark))
        expectEqual(screen.canvas.plainText, plain.canvas.plainText)
        expectEqual(screen.canvas[0, 1].style, plain.canvas[0, 1].style)
    }

    @Test func hierarchicalStylesAreTheTerminalsColourGreyAndFaintGrey() throws {
        let view = VStack(alignment: .leading) {
            Text("a").foregroundStyle(.primary)
            Text("b").foregroundStyle(.secondary)
            Text("c").foregroundStyle(.tertiary)
            Text("d").foregroundStyle(.quaternary)
        }
        let screen = try render(view)
        expectEqual(screen.canvas[0, 0].style.foreground, nil)
        #expect(screen.canvas[1, 0].style.foreground == .basic(8) && !screen.canvas[1, 0].style.dim)
        #expect(screen.canvas[2, 0].style.foreground == .basic(8) && screen.canvas[2, 0].style.dim)
        #expect(screen.canvas[3, 0].style.dim)
    }

    @Test func theTintStyleIsTheTintAboveElseTheAccentColour() throws {
        expectEqual(try render(Text("a").foregroundStyle(.tint)).canvas[0, 0].style.foreground, .basic(4))
        let tinted = VStack { Text("a").foregroundStyle(.tint) }.tint(.red)
        expectEqual(try render(tinted).canvas[0, 0].style.foreground, .basic(1))
        let accented = VStack { Text("a").foregroundStyle(.tint) }.accentColor(.green)
        expectEqual(try render(accented).canvas[0, 0].style.foreground, .basic(2))
    }

    @Test func uiKitColoursDrawAsTheirSwiftUICounterpartsOrTheSurface() throws {
        expectEqual(try render(Text("a").foregroundColor(Color(.systemRed))).canvas[0, 0].style.foreground, .basic(1))
        expectEqual(try render(Text("a").foregroundColor(Color(uiColor: .secondaryLabel))).canvas[0, 0].style.foreground, .basic(8))
        expectEqual(try render(Text("a").foregroundColor(Color(UIColor.label))).canvas[0, 0].style.foreground, nil)
        expectEqual(try render(Text("a").background(Color(.secondarySystemBackground))).canvas[0, 0].style.background, nil)
        expectEqual(try render(Text("a").foregroundColor(Color(.systemGray6))).canvas[0, 0].style.foreground, .palette(255))
        expectEqual(try render(Text("a").foregroundColor(Color(.systemGray))).canvas[0, 0].style.foreground, .basic(8))
        expectEqual(try render(Text("a").foregroundColor(Color(.systemMint))).canvas[0, 0].style.foreground, .basic(2))
    }

    @Test func aColourMadeMoreTransparentIsItsBaseWhileHalfOpaque() throws {
        expectEqual(try render(Text("a").foregroundColor(.blue.opacity(0.8))).canvas[0, 0].style.foreground, .basic(4))
        expectEqual(try render(Text("a").foregroundColor(.blue.opacity(0.3))).canvas[0, 0].style.foreground, nil)
        expectEqual(try render(Text("a").foregroundColor(Color(red: 1, green: 0, blue: 0).opacity(0.9))).canvas[0, 0].style.foreground, .palette(196))
    }

    @Test func aSymbolVariantPicksTheVariantsGlyph() throws {
        expectEqual(try draw(Image(systemName: "star")), "☆")
        expectEqual(try draw(Image(systemName: "star").symbolVariant(.fill)), "★")
        expectEqual(try draw(HStack { Image(systemName: "heart") }.symbolVariant(.fill)), "♥")
        expectEqual(try draw(Image(systemName: "circle").symbolVariant(.fill)), "●")
        expectEqual(try draw(Image(systemName: "gear").symbolVariant(.fill)), "⚙")
    }

    @Test func aUIKitImageIsDrawnAsItsSymbolOrAsAnImage() throws {
        expectEqual(try draw(Image(uiImage: UIImage(systemName: "star") ?? UIImage())), "☆")
        expectEqual(try draw(Image(uiImage: UIImage())), "▣")
    }

    @Test func aContainerRelativeFrameTakesTheSpaceOffered() throws {
        expectEqual(try draw(Text("mid").containerRelativeFrame(.horizontal), width: 9), "   mid")
        expectEqual(try draw(Text("top").containerRelativeFrame(.horizontal, alignment: .leading), width: 9), "top")
        let cards = HStack(spacing: 0) {
            Text("a").containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
            Text("b").containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
        }
        expectEqual(try draw(cards, width: 10), "a    b")
    }
}
