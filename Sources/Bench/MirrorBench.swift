import Builders
import Foundation
import ReflectionUI
import Render
import Runtime

// `bench mirror [repetitions]`: issue 14's figures — the reflection editor of an object of 1,000
// marked properties, as ratios to the same controls written by hand, measured in the same run.
func mirrorBenchmark(repetitions: Int) throws {
    let object = WideMirror()
    let editor = MirrorView(object: object)
    guard editor.groups.first?.properties.count == 1_000 else {
        print("the benchmark object has \(editor.groups.first?.properties.count ?? 0) marked properties, not 1,000")
        exit(1)
    }
    // Building: reflection (MirrorView's init) and the controls (its body), against the body alone by hand.
    let handBuild = medianNanoseconds(repetitions: repetitions) { consume(HandWrittenWideForm(object: object).body) }
    let mirrorBuild = medianNanoseconds(repetitions: repetitions) { consume(MirrorView(object: object).body) }
    let reflect = medianNanoseconds(repetitions: repetitions) { consume(MirrorView(object: object)) }
    // The first frame (80 × 24) of each, in a runtime.
    let handFrame = medianNanoseconds(repetitions: repetitions) { consume(HeadlessDriver(HandWrittenWideForm(object: object)).text) }
    let mirrorFrame = medianNanoseconds(repetitions: repetitions) { consume(HeadlessDriver(MirrorView(object: object)).text) }
    // One edit to screen: a write to the first Int, then the frame it causes.
    let handDriver = HeadlessDriver(HandWrittenWideForm(object: object))
    var value = 0
    let handEdit = medianNanoseconds(repetitions: repetitions) {
        value += 1
        handDriver.update { object.p1 = value % 100 }
    }
    let mirrorDriver = HeadlessDriver(MirrorView(object: object))
    let mirrorEdit = medianNanoseconds(repetitions: repetitions) {
        value += 1
        object.p1 = value % 100
        mirrorDriver.settle()
    }

    print("Reflection editor of 1,000 marked properties (median of \(repetitions), ms; ratio to the hand-written form)")
    func row(_ name: String, _ nanoseconds: Double, _ baseline: Double) {
        let padded = name.count < 52 ? name + String(repeating: " ", count: 52 - name.count) : name
        print("  " + padded + String(format: " %8.3f ms %8.2f×", nanoseconds / 1e6, nanoseconds / baseline))
    }
    row("hand-written form: body (baseline)", handBuild, handBuild)
    row("MirrorView: reflection only (init)", reflect, handBuild)
    row("MirrorView: reflection and body", mirrorBuild, handBuild)
    row("hand-written form: first frame (baseline)", handFrame, handFrame)
    row("MirrorView: first frame", mirrorFrame, handFrame)
    row("hand-written form: one edit to screen (baseline)", handEdit, handEdit)
    row("MirrorView: one edit to screen", mirrorEdit, handEdit)
}
