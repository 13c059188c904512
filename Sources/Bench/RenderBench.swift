import Builders
import Inspect
import Pickers
import Render
import Terminal

/// Build + render of a 1,000-segment picker at 200 columns and of a 10,000-node tree.
@MainActor func renderBenchmark(repetitions: Int) throws {
    // Build (the view value) and render, both timed.
    func picker() -> some View {
        SegmentedPicker(selection: .constant(500)) {
            ForEach(0..<1_000) { i in Text(labels[i]).tag(i) }
        }
    }
    let pickerFrame = try medianNanoseconds(repetitions: repetitions) {
        consume(try Renderer.render(picker(), width: 200))
    }
    func makeTree() -> some View {
        VStack(alignment: .leading) {
            ForEach(0..<10_000) { i in Text(labels[i]).bold().tag(i) }
        }
    }
    let tree = makeTree()
    let treeFrame = try medianNanoseconds(repetitions: repetitions) {
        consume(try Renderer.render(makeTree(), width: 80))
    }
    let inspectOnly = try medianNanoseconds(repetitions: repetitions) {
        consume(try tree.inspect().viewList())
    }
    // A redraw after one selection change writes only the cells that changed.
    func redrawBytes<V: View>(_ make: (Int) -> V, width: Int) throws -> (full: Int, change: Int) {
        let before = try Renderer.render(make(0), width: width).canvas
        let after = try Renderer.render(make(1), width: width).canvas
        return (ScreenDiff.bytes(from: nil, to: after, styled: true).utf8.count, ScreenDiff.bytes(from: before, to: after, styled: true).utf8.count)
    }
    let classic = try redrawBytes({ selection in
        SegmentedPicker(selection: .constant(selection)) { Text("First").tag(0); Text("Second").tag(1); Text("Third").tag(2) }
    }, width: 80)
    let large = try redrawBytes({ selection in
        SegmentedPicker(selection: .constant(selection)) { ForEach(0..<1_000) { i in Text(labels[i]).tag(i) } }
    }, width: 200)

    print("Render, median of \(repetitions)")
    print(String(format: "  1,000-segment picker at 200 columns, build + render   %8.2f ms per frame", pickerFrame / 1e6))
    print(String(format: "  10,000-Text VStack at 80 columns, build + render       %8.2f ms per frame", treeFrame / 1e6))
    print(String(format: "    of which inspecting its view list (baseline)         %8.2f ms", inspectOnly / 1e6))
    print("  bytes written, styled, selection moved from segment 0 to 1: full redraw against diffed redraw")
    print("    classic 3-segment picker at 80 columns          \(classic.full) → \(classic.change)")
    print("    1,000-segment picker at 200 columns             \(large.full) → \(large.change)\n")
}
