import Builders
import Inspect
@testable import Render
import Testing
import Expectations

// The subject is the renderer, but the test stays here, beside the random tree generator
// (RandomTree.swift) it draws its trees from: the generator exists for the reader round trip
// (its trees print as view code) and serves three other property tests of this target, so
// moving the test to RenderTests would mean copying the generator.

/// On random trees, pickers included, at every width from 0 to 120, the renderer draws no
/// line wider than the width it was given, counted in display columns.
@MainActor @Suite struct RenderWidthPropertyTests {
    @Test func noRenderedLineIsWiderThanTheWidth() throws {
        var generator = SeededGenerator(state: 6)
        var drawn = (screens: 0, wideLines: 0)
        for seed in 0..<200 {
            var treeGenerator = SeededGenerator(state: UInt64(seed))
            let tree = RandomTree.random(using: &treeGenerator, options: .init(customViews: true, pickers: true))
            let width = Int.random(in: 0...120, using: &generator)
            let screen = try Renderer.render(inspect(tree.view), width: width)
            expectEqual(screen.canvas.width, width)
            for row in 0..<screen.canvas.height {
                let cells = (0..<screen.canvas.width).map { screen.canvas[row, $0].character }
                let line = cells.joined()
                let columns = DisplayWidth.of(line)
                #expect(columns <= width, "seed \(seed), width \(width), row \(row): \(line.debugDescription)")
                if cells.contains(where: { DisplayWidth.of($0) > 1 }) { drawn.wideLines += 1 }
            }
            drawn.screens += 1
        }
        // Blank cells are one column each, so the bound bites only where a cell holds a wide
        // character (日本): some lines must hold one, or the check would be vacuous.
        #expect(drawn.screens == 200 && drawn.wideLines > 20, "\(drawn)")
    }
}
