import Builders
import Foundation
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

private struct Days: View {
    @State private var days: Set<DateComponents>
    let range: Range<Date>?

    init(_ days: Set<DateComponents>, in range: Range<Date>? = nil) {
        _days = State(wrappedValue: days)
        self.range = range
    }

    var body: some View {
        VStack(alignment: .leading) {
            if let range {
                MultiDatePicker("Days", selection: $days, in: range)
            } else {
                MultiDatePicker("Days", selection: $days)
            }
            Text("\(days.count) picked")
        }
    }
}

/// A MultiDatePicker edited from the keyboard: the arrows move the day its keys are on, Space
/// picks or unpicks it.
@MainActor @Suite struct MultiDatePickerKeyboardTests {
    private func focusPicker(_ app: HeadlessDriver) {
        guard let index = app.runtime.currentScreen?.focusTargets.firstIndex(where: { $0.source?.kind == .multiDatePicker }) else {
            Issue.record("no focusable MultiDatePicker")
            return
        }
        app.runtime.moveFocus(to: index)
        app.settle()
    }

    @Test func theArrowsMoveTheDayAndSpacePicksIt() {
        let app = HeadlessDriver(Days([DateComponents(year: 2026, month: 5, day: 1)]), width: 60, height: 3)
        focusPicker(app)
        app.press(.right)
        expectContains(app.text, "Days: 2026-05-01 ‹2026-05-01 ✓›")
        app.send(.right, .down)
        expectContains(app.text, "Days: 2026-05-01 ‹2026-05-09›")
        app.press(.space)
        expectContains(app.text, "Days: 2026-05-01, 2026-05-09 ‹2026-05-09 ✓›")
        expectContains(app.text, "2 picked")
        app.send(.up, .left, .enter)
        expectContains(app.text, "Days: 2026-05-09 ‹2026-05-01›")
        expectContains(app.text, "1 picked")
    }

    @Test func theDayStaysInThePickersRange() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 5, day: 10)))
        let end = try #require(calendar.date(from: DateComponents(year: 2026, month: 5, day: 12)))
        let app = HeadlessDriver(Days([], in: start..<end), width: 60, height: 3)
        focusPicker(app)
        app.press(.left)
        expectContains(app.text, "Days: none ‹2026-05-10›")
        app.send(.left, .up)
        expectContains(app.text, "‹2026-05-10›")
        app.send(.right, .right, .right)
        expectContains(app.text, "‹2026-05-11›")
        app.press(.space)
        expectContains(app.text, "Days: 2026-05-11 ‹2026-05-11 ✓›")
    }

    @Test func leavingThePickerHidesTheDay() {
        let app = HeadlessDriver(VStack { Days([]); Button("Other") {} }, width: 60, height: 4)
        focusPicker(app)
        app.press(.space)
        expectContains(app.text, "1 picked")
        expectContains(app.text, "‹")
        app.press(.tab)
        expectNotContains(app.text, "‹")
        expectContains(app.text, "1 picked")
    }

    @Test func aMultiDatePickerReadFromViewCodePicksDaysAsCompiledOnesDo() throws {
        let source = """
            struct Days: View {
                @State private var days: Set<DateComponents> = [DateComponents(year: 2026, month: 5, day: 1)]
                var body: some View {
                    VStack(alignment: .leading) {
                        MultiDatePicker("Days", selection: $days)
                        Text("\\(days.count) picked")
                    }
                }
            }

            #Preview { Days() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "days.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 60, height: 3) }
        let live = open(reading.view), compiled = HeadlessDriver(Days([DateComponents(year: 2026, month: 5, day: 1)]), width: 60, height: 3)
        for app in [live, compiled] {
            focusPicker(app)
            app.send(.right, .right, .space)
        }
        expectEqual(live.text, compiled.text)
        expectContains(live.text, "Days: 2026-05-01, 2026-05-02 ‹2026-05-02 ✓›")
        expectContains(live.text, "2 picked")
        withExtendedLifetime(reading.session) {}
    }
}
