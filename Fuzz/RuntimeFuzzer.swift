// libFuzzer target for the key decoder and the app runtime, driving the to-do example
// (RUNTIME_FUZZ_APP=todo, the default) or the settings-form example (RUNTIME_FUZZ_APP=form) with a
// HeadlessDriver. The bytes are a program of steps: keys from a table (every editing, focus and quit
// key, wide and combined characters), raw terminal bytes through a KeyDecoder (escape sequences, SGR
// mouse reports, broken UTF-8), clicks at any cell, the wheel, and resizes down to 0×0.
// After every step the invariants must hold, else the harness stops with a message:
//   - the decoder gives the same keys whether the bytes come at once or split at any point;
//   - the focus index is a valid index of the frame's focus targets (or 0 when there are none);
//   - a focused text control's cursor is within its text, and on the screen rows of the control;
//   - the form's Stepper value stays in its range (font size, 8...24, read from its summary text);
//   - every Slider's value stays within its bounds;
//   - the to-do example's "N left" is never negative;
//   - at the end, the screen drawn incrementally (layouts and painted rows reused) equals the screen
//     laid out and painted afresh.
// No crash, no leak, no hang (libFuzzer's -timeout) is a pass. Built and run by Scripts/fuzz.sh runtime.
import Builders
import Foundation
import Inspect
import Render
import Runtime
import Terminal
@testable import FormExample
@testable import TodoExample

/// The keys a step may press.
let keyTable: [Key] = [
    .tab, .backTab, .enter, .space, .left, .right, .up, .down, .home, .end, .backspace, .delete,
    .wordLeft, .wordRight, .pageUp, .pageDown, .escape, .interrupt, .endOfInput,
    .character("a"), .character("Z"), .character("+"), .character("-"), .character("="), .character("−"),
    .character("q"), .character("é"), .character("日"), .character("👍🏽"), .character("e\u{301}"),
    .character("\u{200B}"), .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7E]),
]

/// Terminal bytes a raw step picks from, besides bytes of its own.
let byteSnippets: [[UInt8]] = [
    Array("\u{1B}[<0;3;2M".utf8), Array("\u{1B}[<0;3;2m".utf8), Array("\u{1B}[<64;1;1M".utf8), Array("\u{1B}[<65;80;24M".utf8),
    Array("\u{1B}[1;5C".utf8), Array("\u{1B}[3~".utf8), Array("\u{1B}OH".utf8), Array("\u{1B}[Z".utf8), [0x1B],
    [0xE6, 0x97], [0xA5], [0xF0, 0x9F, 0x91, 0x8D], [0xFF], Array("\u{1B}[<0;99999999999;1M".utf8),
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("runtime fuzzer: invariant broken: \(message)\n".utf8))
    abort()
}

/// The decoder property: the same keys whether the bytes come at once or in two pieces.
func checkDecoderSplit(_ bytes: [UInt8], at split: Int) {
    var whole = KeyDecoder()
    let once = whole.decode(bytes) + whole.flush()
    var pieces = KeyDecoder()
    let cut = min(split, bytes.count)
    let twice = pieces.decode(bytes[..<cut]) + pieces.decode(bytes[cut...]) + pieces.flush()
    if once != twice { fail("decoder split at \(cut) of \(bytes): \(once) != \(twice)") }
}

@MainActor func checkInvariants(_ app: HeadlessDriver, isTodo: Bool) {
    let runtime = app.runtime
    let targets = runtime.currentScreen?.focusTargets ?? []
    if targets.isEmpty {
        if runtime.focusedIndex != 0 { fail("focus index \(runtime.focusedIndex) with no focus targets") }
    } else if !targets.indices.contains(runtime.focusedIndex) {
        fail("focus index \(runtime.focusedIndex) outside 0..<\(targets.count)")
    }
    if let cursor = runtime.textCursor, let view = runtime.focusedTarget?.source {
        let text = (try? view.input()) ?? ""
        if cursor < 0 || cursor > text.count { fail("text cursor \(cursor) outside 0...\(text.count)") }
    }
    if let target = runtime.focusedTarget, target.textOrigin != nil, let position = runtime.cursorPosition, target.source?.kind != .textEditor {
        if position.row < target.row || position.row >= target.row + max(1, target.height) {
            fail("cursor row \(position.row) outside the focused field's rows \(target.row)..<\(target.row + target.height)")
        }
    }
    let tree = app.inspect()
    // The form's stepper value, as its summary line shows it ("…, size 12, …"): read from the tree,
    // so it holds wherever the screen is scrolled.
    for text in (try? tree.findAll(where: { $0.kind == .text })) ?? [] {
        guard let string = try? text.string(), let range = string.range(of: ", size ") else { continue }
        let digits = string[range.upperBound...].prefix { $0.isNumber || $0 == "-" }
        if let value = Int(digits), !(8...24).contains(value) { fail("stepper value \(value) outside 8...24") }
    }
    for slider in (try? tree.findAll(where: { $0.kind == .slider })) ?? [] {
        guard let value = try? slider.value(Double.self), let bounds = Mirror(reflecting: slider.erasedValue).descendant("bounds") as? ClosedRange<Double> else { continue }
        if !bounds.contains(value) { fail("slider value \(value) outside \(bounds)") }
    }
    if isTodo, let title = try? tree.find(where: { view in ((try? view.string()) ?? "").hasPrefix("To do (") }).string(),
       title.contains("(-") {
        fail("negative count: \(title)")
    }
}

let fuzzesForm = ProcessInfo.processInfo.environment["RUNTIME_FUZZ_APP"] == "form"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // libFuzzer calls from the main thread: the driver runs there, as an app does.
    MainActor.assumeIsolated { run(UnsafeBufferPointer(start: data, count: size)) }
}

@MainActor func run(_ bytes: UnsafeBufferPointer<UInt8>) -> CInt {
    var reader = ByteReader(bytes: bytes)
    let app = fuzzesForm ? HeadlessDriver(FormView(), width: 70, height: 16) : HeadlessDriver(TodoView(), width: 50, height: 10)
    var decoder = KeyDecoder()
    var steps = 0
    while !reader.isAtEnd, steps < 200 {
        steps += 1
        switch reader.choice(10) {
        case 0...4:
            let count = 1 + reader.choice(4)
            app.send((0..<count).map { _ in keyTable[reader.choice(keyTable.count)] })
        case 5:
            var bytes: [UInt8] = []
            for _ in 0..<reader.choice(4) {
                if reader.choice(2) == 0 {
                    bytes += byteSnippets[reader.choice(byteSnippets.count)]
                } else {
                    bytes.append(reader.next())
                }
            }
            checkDecoderSplit(bytes, at: reader.choice(max(1, bytes.count + 1)))
            var keys = decoder.decode(bytes)
            if reader.choice(2) == 0 { keys += decoder.flush() }
            app.send(keys)
        case 6:
            let (width, height) = app.runtime.size
            app.click(x: reader.choice(max(1, width + 2)) - 1, y: reader.choice(max(1, height + 2)) - 1)
        case 7:
            app.send(.mouse(MouseEvent(reader.choice(2) == 0 ? .scrollUp : .scrollDown, column: 0, row: 0)))
        case 8:
            app.resize(width: reader.choice(121), height: reader.choice(51))
        default:
            app.type(["Buy milk", "", " ", "日本語", "a\u{301}b", String(repeating: "x", count: 90)][reader.choice(6)])
        }
        checkInvariants(app, isTodo: !fuzzesForm)
    }
    let incremental = app.screen
    app.update {}
    if incremental != app.screen {
        fail("the incremental frame differs from a full one after \(steps) steps:\n\(incremental.plainText)\n--- full:\n\(app.screen.plainText)")
    }
    return 0
}
