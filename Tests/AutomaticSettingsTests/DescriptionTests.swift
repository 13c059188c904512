import AutomaticSettings
import Testing
import Expectations

func outline(_ items: [SettingsItem], indent: String = "") -> [String] {
    items.flatMap { item -> [String] in
        switch item {
        case .field(let field):
            return [indent + "\(field.displayName) (\(field.id)): \(field.kind)"]
        case .section(let section):
            return [indent + "[\(section.displayName)]"] + outline(section.items, indent: indent + "  ")
        }
    }
}

@Suite struct SettingsDescriptionTests {
    @Test func fieldsAndSectionsFollowDeclarationOrderAtAnyDepth() throws {
        let description = try SettingsDescription(defaults: BetaSettings(), options: BetaSettings.settingsOptions)
        #expect(outline(description.items) == [
            "[Calculation]",
            "  Text (calculation.text): string",
            "  Mode (calculation.mode): choice([\"linearRegression\", \"weightedAverage\"])",
            "  Time Period (calculation.timePeriod): integer",
            "[Smoothing]",
            "  Days (smoothing.dayPeriod): integer",
            "  Algorithm (smoothing.algorithm): choice([\"movingAverage\", \"exponential\"])",
            "  [Grouped]",
            "    Level (smoothing.grouped.level): floatingPoint",
            "    Pretty Cool (smoothing.grouped.prettyCool): bool",
            "    [Deep]",
            "      Threshold (smoothing.grouped.deep.threshold): floatingPoint",
            "Counter (counter): integer",
            "Tags (tags): unsupported",
        ])
    }

    @Test func optionsApplyToTheFieldsTheirKeyPathsName() throws {
        let description = try SettingsDescription(defaults: BetaSettings(), options: BetaSettings.settingsOptions)
        let level = try #require(description.field("smoothing.grouped.level"))
        expectEqual(level.range, SettingsRange(lower: 1, upper: 4, step: 0.5))
        expectEqual(level.title, "Smoothing › Grouped › Level")
        let days = try #require(description.field("smoothing.dayPeriod"))
        expectEqual(days.help, "How many days are averaged")
        expectEqual(days.requiresRestart, false)
        guard case .section(let smoothing) = description.items[1] else {
            Issue.record("no Smoothing section")
            return
        }
        expectEqual(smoothing.header, "Smoothing of the series")
        expectEqual(smoothing.footer, "Applies to every chart")
    }

    @Test func aSectionsRequiresRestartCoversEveryFieldInside() throws {
        let description = try SettingsDescription(defaults: BetaSettings(), options: BetaSettings.settingsOptions)
        expectEqual(description.fields.filter(\.requiresRestart).map(\.id), ["calculation.text", "calculation.mode", "calculation.timePeriod"])
    }

    @Test func aSkippedFieldIsNotShown() throws {
        let description = try SettingsDescription(defaults: BetaSettings(), options: BetaSettings.settingsOptions)
        #expect(!description.fields.map(\.id).contains("internalID"))
        #expect(description.field("internalID") != nil)
    }

    @Test func anOptionOnAComputedPropertyIsAnError() {
        struct Computed: Codable, Equatable {
            var stored = 1
            var twice: Int {
                get { stored * 2 }
                set { stored = newValue / 2 }
            }
        }
        expectThrows(SettingsError.invalidOption(index: 0, option: "range", reason: "the key path does not name a stored property")) {
            try SettingsDescription(defaults: Computed(), options: [.range(\.twice, 0...4)])
        }
        let error = SettingsError.invalidOption(index: 0, option: "range", reason: "the key path does not name a stored property")
        expectEqual(error.description, "settings option 0 (range): the key path does not name a stored property")
        expectEqual(error.localizedDescription, error.description)
    }

    @Test func aRangeThatExcludesItsFieldsDefaultIsAnError() {
        // Found by the editors fuzzer: such settings started, and stayed until edited, outside their range.
        expectThrows(SettingsError.invalidOption(index: 1, option: "range", reason: "the default value 0 of count is outside 2…200")) {
            try SettingsDescription(defaults: Counted(), options: Counted.settingsOptions)
        }
    }

    @Test func aClassIsNotSettings() {
        final class Boxed: Codable, Equatable {
            var value = 1
            static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.value == rhs.value }
        }
        expectThrows(SettingsError.unsupportedSettings(type: "Boxed", reason: "settings must be a struct")) {
            try SettingsDescription(defaults: Boxed())
        }
    }
}

/// Settings whose second range excludes its field's default.
struct Counted: AutomaticSettingsStruct {
    var count: UInt8 = 0
    var ratio = 0.5
    static let settingsOptions: SettingsOptions<Counted> = [.range(\.ratio, 0...1), .range(\.count, 2...200)]
}
