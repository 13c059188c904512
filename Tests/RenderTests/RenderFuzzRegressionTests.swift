import Builders
import Render
import Testing
import Expectations

/// Inputs the renderer fuzzer (Fuzz/RenderFuzzer.swift, Scripts/fuzz.sh render) found to hang or
/// crash the renderer; each must draw promptly within the canvas.
@MainActor @Suite struct RenderFuzzRegressionTests {
    /// Found by the render fuzzer (timeout-31e4cc22…): a background behind a huge padding filled
    /// every cell of the padded size, 58 500 × 29 250 of them, though the canvas is 4 columns wide.
    @Test(.timeLimit(.minutes(5)))
    func backgroundBehindAHugePaddingFillsOnlyTheCanvas() throws {
        let view = HStack {
            HStack(spacing: 0) {
                Color.red.background(Color.clear)
                Color.blue.background(Color.blue).padding(234_000).background(Color.red)
            }
            Text("").padding(0)
        }
        let screen = try Renderer.render(view, width: 4, focusIndex: 20)
        expectEqual(screen.canvas.width, 4)
        expectEqual(screen.canvas.height, Renderer.sizeLimit)
        #expect(screen.focusTargets.isEmpty)
    }

    /// The same unbounded loops in a border's sides and a divider: they draw only what the canvas shows.
    @Test(.timeLimit(.minutes(5)))
    func hugeBordersAndDividersDrawOnlyTheCanvas() throws {
        // The padded text takes the proposed 3 × 2 cells, so the box closes inside the canvas.
        let bordered = try Renderer.render(Text("a").padding(234_000).border(Color.red), width: 3, height: 2)
        expectEqual(bordered.canvas.plainText, "┌─┐\n└─┘")
        let divided = try Renderer.render(HStack { Divider().frame(height: 1e9); Text("b") }, width: 3, height: 2)
        expectEqual(divided.canvas.plainText, "│ b\n│")
    }

    /// Found by the render fuzzer (crash-67589664…, minimised
    /// to 9 bytes: `Slider(value: 0, in: -.infinity...0, step: 0) { Text("") }` at width 58): the
    /// knob's place, (value − lower) ÷ span, is ∞ ÷ ∞ = NaN over a range with an infinite end, and
    /// `Int(NaN)` traps. A range wider than the largest Double does the same for a value at its end.
    /// The knob stays at the start when the value has no finite place on the track.
    @Test func aSliderOverARangeWithAnInfiniteEndDrawsItsKnobAtTheStart() throws {
        let unbounded = Slider(value: .constant(0.0), in: -Double.infinity...0, step: 0) { Text("") }
        expectEqual(try Renderer.render(unbounded, width: 58).canvas.plainText, "[●─────────] 0")
        let widest = Slider(value: .constant(Double.greatestFiniteMagnitude), in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        #expect(try Renderer.render(widest, width: 40).canvas.plainText.hasPrefix("[●─────────] "))
    }
}
