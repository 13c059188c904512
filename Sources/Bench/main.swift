import Builders
import Foundation
import Inspect
import Pickers
import Render

// swift run -c release bench [repetitions]
// Extraction of all (text, tag) pairs, ns per node, with every baseline measured in the same run.

let repetitions = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5

// `bench render [repetitions]`: only the renderer's figures.
if CommandLine.arguments.dropFirst().first == "render" {
    try renderBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 9)
    exit(0)
}

// `bench picture [repetitions]`: the SVG picture of a 120 × 40 screen against its text.
if CommandLine.arguments.dropFirst().first == "picture" {
    try pictureBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench runtime [repetitions]`: the application runtime's figures.
if CommandLine.arguments.dropFirst().first == "runtime" {
    runtimeBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench live [repetitions]`: `inspect run`'s figures against the same views compiled.
if CommandLine.arguments.dropFirst().first == "live" {
    try liveBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench lazy [repetitions]`: a List of 1,000,000 rows against 1,000 (lazy rows).
if CommandLine.arguments.dropFirst().first == "lazy" {
    try lazyListBenchmark(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

// `bench firstframe [repetitions]`: the to-do example's first frame from process start.
if CommandLine.arguments.dropFirst().first == "firstframe" {
    firstFrameBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench snapshot [repetitions]`: `inspect snapshot` of 100 preview files against drawing each in turn.
if CommandLine.arguments.dropFirst().first == "snapshot" {
    try snapshotBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5)
    exit(0)
}

// `bench settings [repetitions]`: describing and saving settings of 500 fields.
if CommandLine.arguments.dropFirst().first == "settings" {
    try settingsBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench mirror [repetitions]`: the reflection editor of 1,000 marked properties.
if CommandLine.arguments.dropFirst().first == "mirror" {
    try mirrorBenchmark(repetitions: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 21)
    exit(0)
}

// `bench memory …`: extra peak memory of extraction over 1,000,000-node trees.
// `bench reader [N]`: only the reader's rows and the start-up figures.
if CommandLine.arguments.dropFirst().first == "reader" {
    let count = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5
    try readerBenchmark(repetitions: count)
    try swiftUIReaderBenchmark(repetitions: count)
    startupBenchmark(repetitions: 20)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "memory" { try memoryBenchmark(Array(CommandLine.arguments.dropFirst(2))); exit(0) }

// `bench profile`: only the fast-path extraction, for a profiler.
if CommandLine.arguments.dropFirst().first == "profile" {
    let flat = flatWorkload(count: 100_000)
    switch CommandLine.arguments.dropFirst(2).first {
    case "dump":
        let tree = staticTree()
        for _ in 0..<200 { consume(try tree.inspect().treeDump()) }
    case "picker":
        let picker = SegmentedPicker(selection: .constant(500)) {
            ForEach(0..<1_000) { i in Text(labels[i]).tag(i) }
        }
        for _ in 0..<100 { consume(try Renderer.render(picker, width: 200)) }
    case "mirror":
        for _ in 0..<5 { consume(try inspect(flat, mirrorOnly: true).taggedItems(of: Int.self)) }
    case "typing":
        profileTyping()
    case "mirror-edit":
        profileMirrorEdits()
    default:
        for _ in 0..<5 { consume(try flat.inspect().taggedItems(of: Int.self)) }
    }
    exit(0)
}

@MainActor func extractionTable(title: String, nodes: Int, tree: some View, staticPairs: () -> [(String, Int)]) throws {
    print("\(title) (\(nodes) nodes, median of \(repetitions))")
    let staticTime = medianNanoseconds(repetitions: repetitions) { consume(staticPairs()) }
    report("static walker (the physical limit)", nanoseconds: staticTime, nodes: nodes, baseline: staticTime)
    let fast = try medianNanoseconds(repetitions: repetitions) {
        consume(try tree.inspect().taggedItems(of: Int.self).map { ($0.text, $0.tag) })
    }
    report("inspector, fast path", nanoseconds: fast, nodes: nodes, baseline: staticTime)
    // The static walk must read what the static walker reads before it is timed.
    let expected = staticPairs()
    let texts = try tree.taggedTexts(of: Int.self)
    guard texts.map(\.text) == expected.map({ Optional($0.0) }), texts.map(\.tag) == expected.map({ .value($0.1) }) else {
        print("  taggedTexts(of:) disagrees with the static walker")
        exit(1)
    }
    let specialised = try medianNanoseconds(repetitions: repetitions) {
        consume(try tree.taggedTexts(of: Int.self))
    }
    report("inspector, specialised taggedTexts", nanoseconds: specialised, nodes: nodes, baseline: staticTime)
    let mirror = try medianNanoseconds(repetitions: repetitions) {
        consume(try tree.inspectWithMirrorOnly().taggedItems(of: Int.self).map { ($0.text, $0.tag) })
    }
    report("inspector, Mirror path only", nanoseconds: mirror, nodes: nodes, baseline: staticTime)
    let stringSwitch = medianNanoseconds(repetitions: repetitions) { consume(StringSwitchWalker.pairs(tree)) }
    report("type-name string switch + descendant", nanoseconds: stringSwitch, nodes: nodes, baseline: staticTime)
    print(String(format: "  Mirror path is %.1f× faster than the string switch\n", stringSwitch / mirror))
}

// 1. A ForEach of 100,000 tagged Texts.
let flat = flatWorkload(count: 100_000)
try extractionTable(title: "ForEach of tagged Texts", nodes: 100_000, tree: flat) { StaticWalker.pairs(flat) }

// 2. A balanced tree of 100,000 leaves with three modifiers each.
let balanced = balancedWorkload()
try extractionTable(title: "Balanced tree, three modifiers per leaf", nodes: 100_000, tree: balanced) { StaticWalker.pairs(balanced) }

// 3. Growth: the naive walk against the inspector as the ForEach grows.
print("Growth with size (ns/node): naive Mirror.descendant(i, …) against the inspector's Mirror path")
for count in [1_000, 2_000, 4_000, 8_000] {
    let view = flatWorkload(count: count)
    let naive = medianNanoseconds(repetitions: 3) { consume(NaiveWalker.pairs(view)) }
    let mirror = try medianNanoseconds(repetitions: 3) { consume(try view.inspectWithMirrorOnly().taggedItems(of: Int.self)) }
    print(String(format: "  n = %5d   naive %10.1f   inspector (Mirror) %8.1f", count, naive / Double(count), mirror / Double(count)))
}
print("")

// 4. Deep modifier chains: Mirror copies the rest of the chain at every level.
print("Modifier chain depth (ns/level to read the bottom Text's tag)")
@MainActor func chain(depth: Int) -> any View {
    var view: any View = Text("bottom").tag(1)
    for _ in 0..<depth { view = padded(view) }
    return view
}
@MainActor func padded<V: View>(_ view: V) -> any View { view.padding(1) }
for depth in [250, 500, 1_000, 2_000] {
    let view = chain(depth: depth)
    let fast = try medianNanoseconds(repetitions: 3) { consume(try inspect(view).tag()) }
    let mirror = try medianNanoseconds(repetitions: 3) { consume(try inspect(view, mirrorOnly: true).tag()) }
    print(String(format: "  depth %5d   fast path %10.1f   Mirror path %10.1f", depth, fast / Double(depth), mirror / Double(depth)))
}
print("")

// 5. Dumps of a static tree: the tree dump against the standard library's dump.
let tree = staticTree()
let stdlib = medianNanoseconds(repetitions: repetitions) {
    var output = ""
    dump(tree, to: &output)
    consume(output)
}
let ours = try medianNanoseconds(repetitions: repetitions) { consume(try tree.inspect().treeDump()) }
let mirrorFormat = medianNanoseconds(repetitions: repetitions) { consume(MirrorDump.string(of: tree)) }
print("Dump of a static tree of 10 stacks × 10 tagged Texts (µs per dump)")
print(String(format: "  standard library dump(_:)   %10.1f", stdlib / 1000))
print(String(format: "  inspector tree dump         %10.1f   (%.2f× the standard library's time)", ours / 1000, ours / stdlib))
print(String(format: "  inspector mirror format     %10.1f   (%.2f×)", mirrorFormat / 1000, mirrorFormat / stdlib))

// 6. The renderer, its pictures, and the reader.
try renderBenchmark(repetitions: repetitions)
try pictureBenchmark(repetitions: repetitions)
try readerBenchmark(repetitions: repetitions)
try swiftUIReaderBenchmark(repetitions: repetitions)
startupBenchmark(repetitions: 20)
