import AutomaticSettings
import Foundation

// `bench settings [repetitions]`: describing a struct of 500 fields and
// saving it, each as a ratio to JSONEncoder encoding the same struct in the same run.
@MainActor func settingsBenchmark(repetitions: Int) throws {
    let settings = WideSettings()
    let encoder = JSONEncoder()
    let directory = NSTemporaryDirectory() + "settings-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let description = try SettingsDescription(defaults: settings)
    guard description.fields.count == 500 else {
        print("the benchmark struct has \(description.fields.count) fields, not 500")
        exit(1)
    }
    let file = try SettingsFile(path: directory + "/settings.json", defaults: settings, description: description)

    let encode = try medianNanoseconds(repetitions: repetitions) { consume(try encoder.encode(settings)) }
    let describe = try medianNanoseconds(repetitions: repetitions) { consume(try SettingsDescription(defaults: settings)) }
    let save = try medianNanoseconds(repetitions: repetitions) { try file.save(settings, flush: false) }
    let durable = try medianNanoseconds(repetitions: repetitions) { try file.save(settings, flush: true) }
    let load = try medianNanoseconds(repetitions: repetitions) { consume(try file.load()) }

    print("Settings of 500 fields in 10 sections (median of \(repetitions), ms; ratio to JSONEncoder.encode)")
    func row(_ name: String, _ nanoseconds: Double) {
        let padded = name.count < 44 ? name + String(repeating: " ", count: 44 - name.count) : name
        print("  " + padded + String(format: " %8.3f ms %8.1f×", nanoseconds / 1e6, nanoseconds / encode))
    }
    row("JSONEncoder.encode (baseline)", encode)
    row("SettingsDescription (the screen's model)", describe)
    row("save, without fsync", save)
    row("save, with fsync of file and directory", durable)
    row("load (read, parse, validate, decode)", load)
}
