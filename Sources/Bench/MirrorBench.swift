import Builders
import Foundation
import ReflectionUI
import Render
import Runtime
import Terminal

// `bench mirror [repetitions]`: the reflection editor of an object of 1,000
// marked properties, as ratios to the same controls written by hand, measured in the same run.
// Both forms are a Form of 1,000 rows, each row a custom view making its control; an edit takes
// the same path in both (a write to the property's box, then the frame it causes).
@MainActor func mirrorBenchmark(repetitions: Int) throws {
    // Used only on the main thread, by the editors and the closures timed here; the compiler
    // cannot tell a local object that the drivers' views hold from one that leaves the actor.
    nonisolated(unsafe) let object = WideMirror()
    let editor = MirrorView(object: object)
    let properties = editor.groups.flatMap(\.properties)
    guard properties.count == 1_000 else {
        print("the benchmark object has \(properties.count) marked properties, not 1,000")
        exit(1)
    }
    // Building: the form's body and every row's control, against reflection (MirrorView's init),
    // the body and every property's control from its mapping.
    let handBuild = medianNanoseconds(repetitions: repetitions) {
        consume(HandWrittenWideForm(object: object).body)
        for row in HandWrittenWideForm.rows(object) { consume(row.body) }
    }
    let reflect = medianNanoseconds(repetitions: repetitions) { consume(MirrorView(object: object)) }
    let mirrorBuild = medianNanoseconds(repetitions: repetitions) {
        let view = MirrorView(object: object)
        consume(view.body)
        for group in view.groups {
            for property in group.properties { consume(ViewMapper.shared.view(for: property)) }
        }
    }
    // The first frame (80 × 24) of each, in a runtime.
    let handFrame = medianNanoseconds(repetitions: repetitions) { consume(HeadlessDriver(HandWrittenWideForm(object: object)).text) }
    let mirrorFrame = medianNanoseconds(repetitions: repetitions) { consume(HeadlessDriver(MirrorView(object: object)).text) }
    // One edit to screen, by key: → and ← in turn on the second row's Stepper (P 1), and the frame it causes.
    func keyEdits(_ driver: HeadlessDriver) -> Double {
        driver.press(.tab)
        let before = object.p1
        driver.press(.right)
        driver.press(.left)
        guard object.p1 == before, driver.bodyEvaluations > 0, before < 10_000 else {
            print("a key on the Stepper did not step it back and forth")
            exit(1)
        }
        var step = 0
        return medianNanoseconds(repetitions: repetitions) {
            step += 1
            driver.press(step % 2 == 1 ? .right : .left)
        }
    }
    let handKeyDriver = HeadlessDriver(HandWrittenWideForm(object: object))
    let handKey = keyEdits(handKeyDriver)
    let mirrorKeyDriver = HeadlessDriver(MirrorView(object: object))
    let mirrorKey = keyEdits(mirrorKeyDriver)
    // One edit to screen, from code: a write to the first Int (p1), and the frame it causes.
    var value = 0
    func codeEdits(_ driver: HeadlessDriver) -> Double {
        medianNanoseconds(repetitions: repetitions) {
            value += 1
            object.p1 = value % 100
            driver.settle()
        }
    }
    let handCode = codeEdits(HeadlessDriver(HandWrittenWideForm(object: object)))
    let mirrorCode = codeEdits(HeadlessDriver(MirrorView(object: object)))
    // Both forms must show what their edits did, else the figures measure nothing.
    guard handKeyDriver.text.contains("P 1  − "), mirrorKeyDriver.text.contains("P 1  − ") else {
        print("the edited Stepper is not on the screen:\n\(mirrorKeyDriver.text)")
        exit(1)
    }

    print("Reflection editor of 1,000 marked properties (median of \(repetitions), ms; ratio to the hand-written form)")
    func row(_ name: String, _ nanoseconds: Double, _ baseline: Double) {
        let padded = name.count < 56 ? name + String(repeating: " ", count: 56 - name.count) : name
        print("  " + padded + String(format: " %8.3f ms %8.2f×", nanoseconds / 1e6, nanoseconds / baseline))
    }
    row("hand-written form: body and controls (baseline)", handBuild, handBuild)
    row("MirrorView: reflection only (init)", reflect, handBuild)
    row("MirrorView: reflection, body and controls", mirrorBuild, handBuild)
    row("hand-written form: first frame (baseline)", handFrame, handFrame)
    row("MirrorView: first frame", mirrorFrame, handFrame)
    row("hand-written form: one edit to screen, key (baseline)", handKey, handKey)
    row("MirrorView: one edit to screen, key", mirrorKey, handKey)
    row("hand-written form: one edit to screen, code (baseline)", handCode, handCode)
    row("MirrorView: one edit to screen, code", mirrorCode, handCode)
}

/// `bench profile mirror-edit`: only edits by key (→ and ← on the second row's Stepper) in the
/// reflection editor of 1,000 properties, for a profiler.
@MainActor func profileMirrorEdits() {
    let driver = HeadlessDriver(MirrorView(object: WideMirror()))
    driver.press(.tab)
    for step in 0..<2_000 { driver.press(step % 2 == 0 ? .right : .left) }
}
