import Foundation
import Builders
import ReflectionUI
import Runtime
import Terminal
import Testing
import Expectations

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

/// Forty Int properties, n0 = 0 … n39 = 39: two blocks of rows (32 and 8).
private final class Forty {
    @MirrorUI var n0 = 0
    @MirrorUI var n1 = 1
    @MirrorUI var n2 = 2
    @MirrorUI var n3 = 3
    @MirrorUI var n4 = 4
    @MirrorUI var n5 = 5
    @MirrorUI var n6 = 6
    @MirrorUI var n7 = 7
    @MirrorUI var n8 = 8
    @MirrorUI var n9 = 9
    @MirrorUI var n10 = 10
    @MirrorUI var n11 = 11
    @MirrorUI var n12 = 12
    @MirrorUI var n13 = 13
    @MirrorUI var n14 = 14
    @MirrorUI var n15 = 15
    @MirrorUI var n16 = 16
    @MirrorUI var n17 = 17
    @MirrorUI var n18 = 18
    @MirrorUI var n19 = 19
    @MirrorUI var n20 = 20
    @MirrorUI var n21 = 21
    @MirrorUI var n22 = 22
    @MirrorUI var n23 = 23
    @MirrorUI var n24 = 24
    @MirrorUI var n25 = 25
    @MirrorUI var n26 = 26
    @MirrorUI var n27 = 27
    @MirrorUI var n28 = 28
    @MirrorUI var n29 = 29
    @MirrorUI var n30 = 30
    @MirrorUI var n31 = 31
    @MirrorUI var n32 = 32
    @MirrorUI var n33 = 33
    @MirrorUI var n34 = 34
    @MirrorUI var n35 = 35
    @MirrorUI var n36 = 36
    @MirrorUI var n37 = 37
    @MirrorUI var n38 = 38
    @MirrorUI var n39 = 39
}

/// An object with every supported type, as the editors fuzzer edits it.
private final class EveryType {
    final class Nested {
        @MirrorUI(range: 1...4) var depth = 2
    }

    @MirrorUI var flag = true
    @MirrorUI var name = "Welcome"
    @MirrorUI var lives = 4
    @MirrorUI(range: -3...3) var small: Int8 = 0
    @MirrorUI var byte: UInt8 = 254
    @MirrorUI var big: Int64 = .max - 1
    @MirrorUI(range: 0...20) var damage = 5.3
    @MirrorUI var health = 12.5
    @MirrorUI(range: -1...1) var ratio: Float = 0
    @MirrorUI var single: Float = 3
    @MirrorUI var scale: CGFloat = 1
    @MirrorUI var point = CGPoint(x: 1, y: 2)
    @MirrorUI var size = CGSize(width: 3, height: 4)
    @MirrorUI var rect = CGRect(x: 0, y: 0, width: 5, height: 6)
    @MirrorUI var color = Color.red
    @MirrorUI var speed = Speed.slow
    @MirrorUI var unmapped = [1, 2]
    @MirrorUI var nested = Nested()

    init() {
        $lives.min = 0
        $lives.max = 99
    }
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
        // The editor, its two sections (the object's own, Amp's), a block of rows in each, and the seven rows.
        expectEqual(app.bodyEvaluations, 1 + 2 + 2 + 7)
        expectContains(app.text, "Volume  − 3 +")
        expectContains(app.text, "Drive  − 2 +")
    }

    @Test func aWriteFromCodeEvaluatesOnlyThatRowAndReusesTheOtherRows() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        let (reused, built) = app.runtime.layoutReuse
        rig.volume = 7
        app.settle()
        expectContains(app.text, "Volume  − 7 +")
        expectEqual(app.bodyEvaluations, bodies + 1)
        // Laid out again: the editor, the block holding the row, and the row. Reused: the four
        // other rows of that block, and Amp's block (its two rows with it).
        expectEqual(app.runtime.layoutReuse.built - built, 3)
        expectEqual(app.runtime.layoutReuse.reused - reused, 5)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func aKeyOnTheFocusedStepperEvaluatesOnlyItsRow() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        // The Stepper is the first control, focused from the start.
        app.press(.right)
        expectEqual(rig.volume, 4)
        expectContains(app.text, "Volume  − 4 +")
        expectEqual(app.bodyEvaluations, bodies + 1)
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
        expectContains(app.text, "Label: [Rigs")
        expectEqual(rig.label, "Rig")
        expectEqual(app.bodyEvaluations, bodies + 1)
        app.press(.enter)
        expectEqual(rig.label, "Rigs")
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func aWriteToANestedObjectEvaluatesOnlyItsRowInItsSection() {
        let rig = Rig()
        let app = HeadlessDriver(MirrorView(object: rig), width: 60, height: 16)
        let bodies = app.bodyEvaluations
        rig.amp.bypassed = true
        rig.amp.drive = 9
        app.settle()
        expectContains(app.text, "Drive  − 9 +")
        expectContains(app.text, "[x] Bypassed")
        // Two rows changed: two bodies, not the section's nor the editor's.
        expectEqual(app.bodyEvaluations, bodies + 2)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    @Test func rowsInSeveralBlocksKeepTheirOrderAndAnEditLaysOutOneBlockAndOneRow() {
        let forty = Forty()
        let app = HeadlessDriver(MirrorView(object: forty), width: 40, height: 44)
        let lines = app.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = lines.compactMap { line in line.hasPrefix("N ") ? line.split(separator: " ")[1] : nil }
        expectEqual(shown, (0..<40).map { Substring("\($0)") })
        let (reused, built) = app.runtime.layoutReuse
        forty.n35 = 99
        app.settle()
        expectContains(app.text, "N 35  − 99 +")
        // Laid out again: the editor, the second block, the row. Reused: the first block, whole,
        // and the seven other rows of the second.
        expectEqual(app.runtime.layoutReuse.built - built, 3)
        expectEqual(app.runtime.layoutReuse.reused - reused, 8)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }

    // From the editors fuzzer (input `CmaKZv//////////////`): a narrow,
    // short screen (drawn as a window), Page Up, then writes from code clamped to the bounds.
    @Test func writesFromCodeAfterPageUpInAShortNarrowWindowDrawAsAFullFrameDoes() {
        let object = EveryType()
        let app = HeadlessDriver(MirrorView(object: object), width: 20, height: 19)
        app.press(.pageUp)
        for _ in 0..<3 {
            object.ratio = Float(1e308)
            app.settle()
        }
        object.lives = .min
        app.settle()
        expectEqual(object.ratio, 1)
        expectEqual(object.lives, 0)
        let frames = incrementalAndFull(app)
        expectEqual(frames.incremental, frames.full)
    }
}
