import Builders
import ReflectionUI
import Runtime
import Terminal
import Testing

/// A nested object: its properties are a section of their own.
private final class Amp {
    @MirrorUI var drive = 2
    @MirrorUI var bypassed = false
}

/// Five rows of its own (a Stepper, a Toggle, a text field, a Slider, a Picker) and a section of two.
private final class Rig {
    @MirrorUI var volume = 3
    @MirrorUI var muted = false
    @MirrorUI var label = "Rig"
    @MirrorUI(range: 0...1) var gain = 0.5
    @MirrorUI var speed = Speed.slow
    let amp = Amp()
}

/// The screen as drawn incrementally, then the same state drawn with every kept layout forgotten
/// (``HeadlessDriver/update(_:)`` lays everything out again).
@MainActor private func incrementalAndFull(_ app: HeadlessDriver) -> (incremental: String, full: String) {
    let incremental = app.text
    app.update {}
    return (incremental, app.text)
}

/// An edit in a running `MirrorView` evaluates one row's body and lays out one row again: each
/// row (and each section) is a custom view of its own, and only a row's body reads its box, as a
/// SwiftUI form of row views re-evaluates only the view whose state changed.
@Suite @MainActor struct MirrorRowFramesTests {
    @Test func theFirstFrameEvaluatesOneBodyPerEditorSectionAndRow() {
        let app = HeadlessDriver(MirrorView(object: Rig()), width: 60, height: 16)
        // The editor, its two sections (the object's own, Amp's) and its seven rows.
        #expect(app.bodyEvaluations == 1 + 2 + 7)
        #expect(app.text.contains("Volume  − 3 +"))
        #expect(app.text.contains("Drive  − 2 +"))
    }

    @Test func aWriteFromCodeEvaluatesOnlyThatRowAndReusesTheOtherRows() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        let reused = app.runtime.layoutReuse.reused
        rig.volume = 7
        app.settle()
        #expect(app.text.contains("Volume  − 7 +"))
        #expect(app.bodyEvaluations == bodies + 1)
        // The six other rows were not laid out again.
        #expect(app.runtime.layoutReuse.reused - reused >= 6)
        let frames = incrementalAndFull(app)
        #expect(frames.incremental == frames.full)
    }

    @Test func aKeyOnTheFocusedStepperEvaluatesOnlyItsRow() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        // The Stepper is the first control, focused from the start.
        app.press(.right)
        #expect(rig.volume == 4)
        #expect(app.text.contains("Volume  − 4 +"))
        #expect(app.bodyEvaluations == bodies + 1)
    }

    @Test func textTypedIntoAFieldEvaluatesOnlyItsRowAndIsCommittedOnReturn() throws {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let field = try app.inspect().control(.textField, "Label")
        let targets = try #require(app.runtime.currentScreen?.focusTargets)
        let index = try #require(targets.firstIndex { $0.source?.pathToRoot == field.pathToRoot })
        app.runtime.moveFocus(to: index)
        app.settle()
        let bodies = app.bodyEvaluations
        app.type("s")
        // The uncommitted text lives in the row's mapping state, which only the row's body reads.
        #expect(app.text.contains("Label: [Rigs"))
        #expect(rig.label == "Rig")
        #expect(app.bodyEvaluations == bodies + 1)
        app.press(.enter)
        #expect(rig.label == "Rigs")
        let frames = incrementalAndFull(app)
        #expect(frames.incremental == frames.full)
    }

    @Test func aWriteToANestedObjectEvaluatesOnlyItsRowInItsSection() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        rig.amp.bypassed = true
        rig.amp.drive = 9
        app.settle()
        #expect(app.text.contains("Drive  − 9 +"))
        #expect(app.text.contains("[x] Bypassed"))
        // Two rows changed: two bodies, not the section's nor the editor's.
        #expect(app.bodyEvaluations == bodies + 2)
        let frames = incrementalAndFull(app)
        #expect(frames.incremental == frames.full)
    }
}
