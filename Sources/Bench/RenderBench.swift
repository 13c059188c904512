import Builders
import Inspect
import Picker
import Render

/// Build + render of a 1,000-segment picker at 200 columns and of a 10,000-node tree.
func renderBenchmark(repetitions: Int) throws {
    let picker = SegmentedPicker(selection: .constant(500)) {
        ForEach(0..<1_000) { i in Text(labels[i]).tag(i) }
    }
    let pickerFrame = try medianNanoseconds(repetitions: repetitions) {
        consume(try Renderer.render(picker, width: 200))
    }
    let tree = VStack(alignment: .leading) {
        ForEach(0..<10_000) { i in Text(labels[i]).bold().tag(i) }
    }
    let treeFrame = try medianNanoseconds(repetitions: repetitions) {
        consume(try Renderer.render(tree, width: 80))
    }
    let inspectOnly = try medianNanoseconds(repetitions: repetitions) {
        consume(try tree.inspect().viewList())
    }
    print("Render, median of \(repetitions)")
    print(String(format: "  1,000-segment picker at 200 columns, build + render   %8.2f ms per frame", pickerFrame / 1e6))
    print(String(format: "  10,000-Text VStack at 80 columns, build + render       %8.2f ms per frame", treeFrame / 1e6))
    print(String(format: "    of which inspecting its view list (baseline)         %8.2f ms\n", inspectOnly / 1e6))
}
