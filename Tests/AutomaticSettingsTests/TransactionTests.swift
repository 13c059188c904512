import AutomaticSettings
import Foundation
import Testing
import Expectations

@Suite struct SettingsTransactionTests {
    @Test func theReviewListsRealChangesInDeclarationOrder() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        try model.set(field("counter", in: model), to: .integer(5))
        try model.set(field("smoothing.grouped.deep.threshold", in: model), to: .number(0.75))
        try model.set(field("calculation.mode", in: model), to: .choice("weightedAverage"))
        try model.set(field("smoothing.grouped.prettyCool", in: model), to: .bool(false))
        try model.set(field("calculation.text", in: model), to: .string("hi"))
        #expect(model.applicableChanges.map(\.description) == [
            "Calculation › Text: \"\" → \"hi\"",
            "Calculation › Mode: Linear Regression → Weighted Average",
            "Smoothing › Grouped › Pretty Cool: On → Off",
            "Smoothing › Grouped › Deep › Threshold: 0.5 → 0.75",
            "Counter: 0 → 5",
        ])
        expectEqual(model.applicableChanges.map(\.requiresRestart), [true, true, false, false, false])
    }

    @Test func aValueSetBackIsNoChange() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        let days = try field("smoothing.dayPeriod", in: model)
        try model.set(days, to: .integer(9))
        expectEqual(model.applicableChanges.map(\.description), ["Smoothing › Days: 7 → 9"])
        try model.set(days, to: .integer(7))
        #expect(model.applicableChanges.isEmpty)
        try model.edit { $0.counter = 3 }
        try model.edit { $0.counter = 0 }
        #expect(model.applicableChanges.isEmpty)
    }

    @Test func editsAreClampedToTheirRange() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        try model.set(field("smoothing.grouped.level", in: model), to: .number(9))
        expectEqual(model.draft.smoothing.grouped.level, 4)
        try model.edit { $0.smoothing.dayPeriod = -5 }
        expectEqual(model.draft.smoothing.dayPeriod, 1)
    }

    @Test func aValueOfTheWrongKindIsRefusedWithItsReason() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        expectThrows(SettingsError.wrongValue(field: "calculation.mode", reason: "\"sideways\" is not one of linearRegression, weightedAverage")) {
            try model.set(field("calculation.mode", in: model), to: .choice("sideways"))
        }
        expectThrows(SettingsError.wrongValue(field: "smoothing.grouped.prettyCool", reason: "expected true or false, got 1")) {
            try model.set(field("smoothing.grouped.prettyCool", in: model), to: .integer(1))
        }
        expectThrows(SettingsError.wrongValue(field: "counter", reason: "300 is outside the range of UInt8 (0…255)")) {
            try model.set(field("counter", in: model), to: .integer(300))
        }
        #expect(model.applicableChanges.isEmpty)
    }

    @Test func saveAndRestartStoresThenCallsTheRestartHook() throws {
        let scratch = try Scratch()
        let log = Log()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file) {
            log.append("restart; file says \(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: scratch.file))) ?? Data(), as: UTF8.self).contains("weightedAverage"))")
        }
        try model.set(field("calculation.mode", in: model), to: .choice("weightedAverage"))
        #expect(model.needsRestart)
        expectEqual(model.saveTitle, "Save & Restart")
        let saved = try model.saveChanges()
        expectEqual(saved.map(\.description), ["Calculation › Mode: Linear Regression → Weighted Average"])
        expectEqual(log.lines, ["restart; file says true"])
        expectEqual(model.current.calculation.mode, .weightedAverage)
        #expect(model.applicableChanges.isEmpty)
    }

    @Test func aSaveWithoutRestartingChangesDoesNotCallTheHook() throws {
        let scratch = try Scratch()
        let log = Log()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file) { log.append("restart") }
        try model.set(field("counter", in: model), to: .integer(2))
        expectEqual(model.saveTitle, "Save")
        try model.saveChanges()
        #expect(log.lines.isEmpty)
    }

    @Test func sideEffectsRunAfterTheSaveIsOnDisk() throws {
        let scratch = try Scratch()
        let log = Log()
        let path = scratch.file
        let options = BetaSettings.settingsOptions + [
            .sideEffect(\.smoothing.dayPeriod) { old, new in
                let onDisk = (try? AutomaticSettingsViewModel<BetaSettings>(file: path))?.current.smoothing.dayPeriod
                log.append("day period \(old) → \(new), on disk \(onDisk.map(String.init) ?? "nothing")")
            },
            .sideEffect(\.smoothing.grouped) { _, _ in log.append("grouped changed") },
            .sideEffect(\.counter) { _, _ in log.append("counter changed") },
        ]
        let model = try AutomaticSettingsViewModel(file: path, defaults: BetaSettings(), options: options)
        try model.set(field("smoothing.dayPeriod", in: model), to: .integer(12))
        try model.set(field("smoothing.grouped.deep.threshold", in: model), to: .number(0.1))
        try model.saveChanges()
        expectEqual(log.lines, ["day period 7 → 12, on disk 12", "grouped changed"])
    }

    @Test func cancelDiscardsTheDraftAndWritesNothing() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        try model.set(field("counter", in: model), to: .integer(1))
        try model.saveChanges()
        let before = try scratch.snapshot()
        try model.set(field("counter", in: model), to: .integer(9))
        try model.set(field("calculation.text", in: model), to: .string("draft"))
        model.cancel()
        #expect(model.applicableChanges.isEmpty)
        expectEqual(model.draft, model.current)
        let after = try scratch.snapshot()
        expectEqual(after.0, before.0)
        #expect(after.1 == before.1 && after.2 == before.2)
        expectEqual(try scratch.entries(), ["settings.json"])
    }

    @Test func cancelBeforeAnySaveCreatesNoFile() throws {
        let scratch = try Scratch()
        let model = try AutomaticSettingsViewModel<BetaSettings>(file: scratch.file)
        try model.set(field("counter", in: model), to: .integer(1))
        model.cancel()
        #expect(try scratch.entries().isEmpty)
    }
}
