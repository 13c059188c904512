import Builders
import Foundation
import Render
import Runtime
import Terminal

/// One row of a long form: a label and a counter of its own.
struct BenchField {
    let index: Int
    @State private var value = 0

    var body: some View {
        HStack {
            Text("Field \(index)")
            Button("\(value)") { value += 1 }
        }
    }
}

/// A form of `count` rows.
struct BenchForm {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
                BenchField(index: index)
            }
        }
    }
}

/// One text field of a long form, with its text kept by the form's row.
struct BenchTextField {
    let index: Int
    @State private var text = ""

    var body: some View {
        TextField("Field \(index)", text: $text)
    }
}

/// A form of `count` text fields.
struct BenchTextForm {
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
                BenchTextField(index: index)
            }
        }
    }
}

/// `bench runtime`: the application runtime's figures, one run: bodies evaluated and
/// time from a key to its written frame in a 200-row form, the first frame, and idle work.
@MainActor func runtimeBenchmark(repetitions: Int) {
    let rows = 200
    let start = DispatchTime.now().uptimeNanoseconds
    let app = HeadlessDriver(BenchForm(count: rows), width: 60, height: rows + 1)
    let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    print("runtime, a form of \(rows) rows, each with state of its own (median of \(repetitions))")
    print(String(format: "  first frame (build, \(rows + 1) bodies, layout, draw)  %8.2f ms", firstFrame))
    app.send(Array(repeating: Key.tab, count: rows / 2))
    var bodies: [Int] = []
    var bytes: [Int] = []
    let key = medianNanoseconds(repetitions: repetitions) {
        let before = app.bodyEvaluations
        let written = app.bytesWritten
        app.press(.enter)
        bodies.append(app.bodyEvaluations - before)
        bytes.append(app.bytesWritten - written)
    }
    print(String(format: "  a key to its written frame                       %8.3f ms", key / 1e6))
    let form = BenchForm(count: rows)
    let plain = medianNanoseconds(repetitions: repetitions) {
        consume(try? Renderer.render(form, width: 60, height: rows + 1))
    }
    print(String(format: "  the renderer alone, no runtime (baseline)        %8.3f ms  (%.2f×)", plain / 1e6, key / plain))
    print("  bodies evaluated per key                          \(bodies.max() ?? -1) (of \(rows + 1))")
    print("  bytes written per key, median                     \(bytes.sorted()[bytes.count / 2])")
    // Typing: a character into the 100th of 200 text fields.
    let fields = HeadlessDriver(BenchTextForm(count: rows), width: 60, height: rows + 1)
    fields.runtime.moveFocus(to: rows / 2)
    fields.settle()
    var typedBodies: [Int] = []
    var typedBuilt: [Int] = []
    let typed = medianNanoseconds(repetitions: repetitions) {
        let before = fields.bodyEvaluations
        let built = fields.runtime.layoutReuse.built
        fields.press(.character("a"))
        typedBodies.append(fields.bodyEvaluations - before)
        typedBuilt.append(fields.runtime.layoutReuse.built - built)
    }
    print(String(format: "  a character typed into field 100 of 200, to frame %8.3f ms  (%.2f× the renderer alone)", typed / 1e6, typed / plain))
    print("  bodies evaluated per typed character              \(typedBodies.max() ?? -1) (of \(rows + 1))")
    print("  custom views laid out again per typed character   \(typedBuilt.max() ?? -1) (of \(rows + 1))")
    let idleBodies = app.bodyEvaluations
    let idleBytes = app.bytesWritten
    for _ in 0..<10_000 { app.settle() }
    print("  idle: 10,000 wake-ups, bodies evaluated            \(app.bodyEvaluations - idleBodies), bytes written \(app.bytesWritten - idleBytes)")
}

/// `bench profile typing`: only characters typed into field 100 of 200, for a profiler.
@MainActor func profileTyping() {
    let fields = HeadlessDriver(BenchTextForm(count: 200), width: 60, height: 201)
    fields.runtime.moveFocus(to: 100)
    fields.settle()
    for index in 0..<3_000 { fields.press(index % 40 == 39 ? .backspace : .character("a")) }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension BenchField: View {}
extension BenchForm: View {}
extension BenchTextField: View {}
extension BenchTextForm: View {}
