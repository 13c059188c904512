// libFuzzer target for the editors: random edits, as keys, through the running editors.
// The first byte chooses the editor:
// - MirrorView (ReflectionUI) of an object with every supported type — Bool, String, Int with min/max,
//   Int8 with a range, UInt8 and Int64 at their type's edges, Double and Float with a range (sliders) and
//   without (number fields), CGFloat, CGPoint, CGSize, CGRect, Color, a CaseIterable enum, a nested
//   object's section and a type without a mapping — in a headless runtime with the editors' keys; the
//   bytes are keys (focus moves, typing, steps, Enter, Esc…) and now and then a hostile write from code
//   (NaN, infinities, the type's bounds). After every step each bounded value must be within its range
//   and not NaN, and each unbounded floating-point value must be finite unless code wrote it so; at the
//   end, the screen drawn incrementally (rows' layouts reused) must equal the screen laid out afresh.
// - the settings screens (AutomaticSettings) over a settings file that the bytes first fill (defaults, a
//   valid file with values out of range and unknown keys, or the bytes themselves); keys edit the draft,
//   and now and then the bytes review, save or cancel. A file that does not load must be left byte for
//   byte as it was; after every step the draft is within its ranges; after every save the file decodes to
//   exactly the saved settings, keeps the unknown keys, loads again to the same settings, and no
//   temporary file is left beside it; a cancel writes nothing.
// Only crashes, leaks, timeouts and the findings named above (reported by fatalError) are findings.
// Built and run by Scripts/fuzz.sh editors.
import AutomaticSettings
import Builders
import EditorRuntime
import Foundation
import ReflectionUI
import Runtime
import Terminal

func finding(_ message: String) -> Never {
    fatalError("editors finding: \(message)")
}

/// The keys a user presses in an editor, with characters that make numbers, non-numbers and wide text.
let keys: [Key] = [
    .tab, .tab, .tab, .backTab, .up, .down, .left, .right, .enter, .enter, .space, .escape, .backspace, .delete,
    .home, .end, .wordLeft, .wordRight, .pageUp, .pageDown,
    .character("+"), .character("+"), .character("-"), .character("−"), .character("="),
    .character("0"), .character("1"), .character("9"), .character("."), .character("e"), .character("E"),
    .character("n"), .character("a"), .character("i"), .character("f"), .character("x"), .character("q"),
    .character("`"), .character("é"), .character("日"), .character("👍🏽"), .character("\u{301}"),
]

// MARK: The reflection editor

enum Level: String, CaseIterable, Codable {
    case low, middle, high
}

final class Nested {
    @MirrorUI(range: 1...4) var depth = 2
}

/// Every type the editor supports, bounded and not.
final class Everything {
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
    @MirrorUI var level = Level.middle
    @MirrorUI var unmapped = [1, 2]
    @MirrorUI var nested = Nested()

    init() {
        $lives.min = 0
        $lives.max = 99
    }
}

/// Whether code wrote a non-finite value to an unbounded floating-point property (then it may stay so).
var codeWroteNonFinite = false

func checkRanges(_ object: Everything, after step: String) {
    func expect(_ holds: Bool, _ what: String) {
        if !holds { finding("\(what) after \(step)") }
    }
    expect((0...99).contains(object.lives), "lives = \(object.lives) is outside 0...99")
    expect((-3...3).contains(object.small), "small = \(object.small) is outside -3...3")
    expect((0...20).contains(object.damage), "damage = \(object.damage) is outside 0...20")
    expect((-1...1).contains(object.ratio), "ratio = \(object.ratio) is outside -1...1")
    expect((1...4).contains(object.nested.depth), "nested depth = \(object.nested.depth) is outside 1...4")
    if !codeWroteNonFinite {
        expect(object.health.isFinite, "health = \(object.health) is not finite")
        expect(object.single.isFinite, "single = \(object.single) is not finite")
        expect(object.scale.isFinite, "scale = \(object.scale) is not finite")
        let components = [object.point.x, object.point.y, object.size.width, object.size.height,
                          object.rect.origin.x, object.rect.origin.y, object.rect.size.width, object.rect.size.height]
        expect(components.allSatisfy(\.isFinite), "a geometry component is not finite: \(components)")
    }
}

/// A hostile write from code, as a program may make while the editor shows the object.
func writeFromCode(_ object: Everything, _ reader: inout ByteReader) -> String {
    let doubles: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0, -0.0, 21, -5]
    let value = doubles[reader.choice(doubles.count)]
    switch reader.choice(9) {
    case 0: object.lives = [Int.min, Int.max, -1, 100, 50][reader.choice(5)]; return "lives = \(object.lives) from code"
    case 1: object.small = [Int8.min, Int8.max, 4, -4][reader.choice(4)]; return "small from code"
    case 2: object.damage = value; return "damage = \(value) from code"
    case 3: object.ratio = Float(value); return "ratio = \(value) from code"
    case 4: object.nested.depth = [Int.min, 0, 5, Int.max][reader.choice(4)]; return "nested depth from code"
    case 5: object.byte = .max; object.big = .max; return "integers at their type's end from code"
    case 6:
        object.health = value
        if !value.isFinite { codeWroteNonFinite = true }
        return "health = \(value) from code"
    case 7: object.$lives.max = [Int.min, -1, 0, 99][reader.choice(4)]; object.$lives.max = 99; object.$lives.min = 0; return "lives' bounds moved"
    default: object.level = Level.allCases[reader.choice(Level.allCases.count)]; return "level from code"
    }
}

@MainActor func fuzzMirror(_ reader: inout ByteReader) {
    codeWroteNonFinite = false
    let object = Everything()
    let widths = [0, 1, 20, 80, 200]
    let app = HeadlessDriver(MirrorView(object: object), width: widths[reader.choice(widths.count)], height: 1 + reader.choice(40))
    EditorKeys.install(on: app.runtime)
    checkRanges(object, after: "the first frame")
    var steps = 0
    while !reader.isAtEnd, steps < 400 {
        steps += 1
        let byte = reader.next()
        if byte >= 240 {
            let step = writeFromCode(object, &reader)
            app.settle()
            checkRanges(object, after: step)
            continue
        }
        let key = keys[Int(byte) % keys.count]
        app.press(key)
        checkRanges(object, after: "key \(key) (step \(steps))")
    }
    // The screen drawn from reused row layouts is the screen laid out from scratch.
    let incremental = app.screen
    app.update {}
    if incremental != app.screen { finding("the incremental frame differs from a full one after \(steps) steps") }
}

// MARK: The settings screens

struct FuzzSettings: AutomaticSettingsStruct {
    enum Mode: String, Codable, CaseIterable {
        case linear, weightedAverage, exponential
    }

    struct Inner: Codable, Equatable {
        struct Deep: Codable, Equatable {
            var level: Float = 1
            var on = true
        }
        var mode = Mode.linear
        var days = 7
        var deep = Deep()
    }

    var text = "hello"
    var count: UInt8 = 2
    var ratio = 0.5
    var free = 2.5
    var big: Int64 = 0
    var tags: [String] = ["a"]
    var inner = Inner()
    var hidden = 3

    static let settingsOptions: SettingsOptions<FuzzSettings> = [
        .range(\.ratio, 0...1),
        .range(\.inner.days, 1...30, step: 3),
        .range(\.inner.deep.level, 1...4, step: 1),
        .range(\.count, 2...200),
        .requiresRestart(\.inner.mode),
        .skip(\.hidden),
        .footer(\.inner) { Text("Applies everywhere") },
    ]

    /// Whether every ranged field is within its range.
    var isWithinRanges: Bool {
        (0...1).contains(ratio) && (1...30).contains(inner.days) && (1...4).contains(inner.deep.level) && (2...200).contains(count)
    }
}

/// A directory for the settings file: in memory when the system has one, so that flushes are cheap.
let settingsDirectory: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    let directory = base + "editors-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
}()

/// The file's bytes, read with POSIX calls (Foundation's reader leaks its buffer for an empty file).
func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

/// Fills the settings file from the bytes; returns an unknown key the file holds, if any.
func prepareFile(_ path: String, _ reader: inout ByteReader) -> String? {
    try? FileManager.default.removeItem(atPath: path)
    switch reader.choice(4) {
    case 0:
        return nil
    case 1:
        let text = """
            {
              "count" : \(["0", "1", "255", "250"][reader.choice(4)]),
              "ratio" : \(["-1", "2.5", "0.25", "1e300"][reader.choice(4)]),
              "inner" : { "days" : \(["0", "31", "-5", "15"][reader.choice(4)]), "deep" : { "level" : 9 }, "extra" : [1, 2] },
              "unknownKey" : { "kept" : true }
            }
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return "unknownKey"
    case 2:
        _ = FileManager.default.createFile(atPath: path, contents: Data("{\"text\": \"\\u00e9\", \"mode\": 1, \"inner\": {\"mode\": \"sideways\"}}".utf8))
        return nil
    default:
        let length = min(reader.choice(256), max(0, reader.bytes.count - reader.position))
        var bytes: [UInt8] = []
        for _ in 0..<length { bytes.append(reader.next()) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return nil
    }
}

func checkSaved(_ model: AutomaticSettingsViewModel<FuzzSettings>, path: String, unknownKey: String?, after step: String) {
    guard let bytes = contents(of: path) else { finding("no settings file after \(step)") }
    guard let decoded = try? JSONDecoder().decode(FuzzSettings.self, from: Data(bytes)) else {
        finding("the saved file does not decode after \(step):\n\(String(decoding: bytes, as: UTF8.self))")
    }
    if decoded != model.current { finding("the file holds \(decoded), not the saved \(model.current), after \(step)") }
    if let unknownKey, !String(decoding: bytes, as: UTF8.self).contains("\"\(unknownKey)\"") {
        finding("the unknown key \(unknownKey) was dropped by \(step)")
    }
    guard let reloaded = try? AutomaticSettingsViewModel<FuzzSettings>(file: path) else { finding("the saved file does not load after \(step)") }
    if reloaded.current != model.current { finding("the saved file loads as \(reloaded.current), not \(model.current)") }
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: settingsDirectory))?.filter { $0 != "settings.json" } ?? []
    if !leftovers.isEmpty { finding("files left beside the settings after \(step): \(leftovers)") }
}

@MainActor func fuzzSettings(_ reader: inout ByteReader) {
    let path = settingsDirectory + "/settings.json"
    let unknownKey = prepareFile(path, &reader)
    let before = contents(of: path)
    let model: AutomaticSettingsViewModel<FuzzSettings>
    do {
        model = try AutomaticSettingsViewModel<FuzzSettings>(file: path)
    } catch {
        if contents(of: path) != before { finding("a file that did not load (\(error)) was changed") }
        return
    }
    if contents(of: path) != before { finding("loading changed the file") }
    if !model.current.isWithinRanges { finding("loaded settings outside their ranges: \(model.current)") }
    let editor = SettingsEditor(model: model)
    let app = HeadlessDriver(SettingsScreen(editor: editor, title: "Fuzz"), width: [30, 80, 120][reader.choice(3)], height: 4 + reader.choice(40))
    EditorKeys.install(on: app.runtime)
    var steps = 0
    while !reader.isAtEnd, steps < 300 {
        steps += 1
        let byte = reader.next()
        var step: String
        switch byte {
        case 250:
            editor.review()
            step = "review"
        case 251, 252:
            let onDisk = contents(of: path)
            editor.save()
            step = "save"
            if editor.message?.hasPrefix("Saved") == true {
                checkSaved(model, path: path, unknownKey: unknownKey, after: step)
            } else if contents(of: path) != onDisk {
                finding("a save that saved nothing (\(editor.message ?? "no message")) changed the file")
            }
        case 253:
            let onDisk = contents(of: path)
            editor.cancel()
            step = "cancel"
            if contents(of: path) != onDisk { finding("cancel changed the file") }
            if model.draft != model.current { finding("cancel left a draft that differs from the saved settings") }
        default:
            let key = keys[Int(byte) % keys.count]
            let onDisk = contents(of: path)
            app.press(key)
            step = "key \(key) (step \(steps))"
            // Keys change the file only through the Save button, which leaves no draft.
            if contents(of: path) != onDisk {
                if model.draft != model.current { finding("\(step) wrote a draft that was not saved") }
                checkSaved(model, path: path, unknownKey: unknownKey, after: step)
            }
        }
        app.settle()
        if !model.draft.isWithinRanges { finding("the draft left its ranges after \(step): \(model.draft)") }
        if !model.current.isWithinRanges { finding("the saved settings left their ranges after \(step): \(model.current)") }
    }
    _ = app.text
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls from the main thread: the drivers run there, as an app does.
    MainActor.assumeIsolated {
        if reader.choice(2) == 0 {
            fuzzMirror(&reader)
        } else {
            fuzzSettings(&reader)
        }
    }
    return 0
}
