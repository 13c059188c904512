import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `TimelineView(.everyMinute) { context in … }`, and `.periodic(from:by:)`, `.animation`,
    /// `.animation(minimumInterval:paused:)` and `.explicit(_:)`: the content is made for a live
    /// entry at the time the file is read, as the inspector makes it now.
    static let timelineView = ViewEntry(name: "TimelineView", labels: ["content"], unlabelled: 2) { call in
        let example = "TimelineView(.everyMinute) { context in … }"
        let argument = try call.first(needing: "a schedule, as \(example)")
        let schedule = try timelineSchedule(try call.value(argument), at: argument.location)
        let content = try call.content(madeFrom: .swiftValue(TimelineViewDefaultContext(date: DrawingClock.now)), orUnlabelled: 1, example: example)
        return TypedBuilders.timelineView(schedule, content)
    }

    /// The schedules of SwiftUI's implicit members.
    private static func timelineSchedule(_ value: Value, at location: SourceLocation) throws -> any TimelineSchedule {
        switch value {
        case .member("everyMinute"): return .everyMinute
        case .member("animation"): return .animation
        case .memberCall("animation", let arguments):
            var interval: Double?
            var paused = false
            for argument in arguments {
                switch argument.label {
                case "minimumInterval": interval = argument.value.isNull ? nil : try Convert.double(argument.value, at: location)
                case "paused": paused = try Convert.bool(argument.value, at: location)
                default: throw Diagnostic(location: location, message: ".animation takes minimumInterval: and paused:, as .animation(minimumInterval: 1)")
                }
            }
            return .animation(minimumInterval: interval, paused: paused)
        case .memberCall("periodic", let arguments):
            guard arguments.count == 2, arguments[0].label == "from", arguments[1].label == "by" else {
                throw Diagnostic(location: location, message: ".periodic takes a start and an interval, as .periodic(from: .now, by: 1)")
            }
            var start = DrawingClock.now
            if case .member("now") = arguments[0].value {} else { start = try Convert.date(arguments[0].value, at: location) }
            return .periodic(from: start, by: try Convert.double(arguments[1].value, at: location))
        case .memberCall("explicit", let arguments):
            guard arguments.count == 1, arguments[0].label == nil, case .array(let dates) = arguments[0].value else {
                throw Diagnostic(location: location, message: ".explicit takes an array of dates, as .explicit([date])")
            }
            return .explicit(try dates.map { try Convert.date($0, at: location) })
        default:
            throw Diagnostic(
                location: location,
                message: "expected a schedule such as .everyMinute, .periodic(from:by:), .animation or .explicit(_:), found \(value.kindDescription)")
        }
    }
}

extension TypedBuilders {
    /// A TimelineView following `schedule` whose content is `content`, whatever the context.
    static func timelineView(_ schedule: any TimelineSchedule, _ content: any View) -> any View {
        func open<S: TimelineSchedule, C: View>(_ schedule: S, _ content: C) -> any View { TimelineView(schedule) { _ in content } }
        return open(schedule, content)
    }
}

extension TimelineViewDefaultContext: HeldValueMembers {
    /// A context's members.
    static let memberNames = ["date", "cadence", "invalidateTimelineContent"]

    /// `context.date`, `context.cadence`.
    func member(_ name: String) -> Value? {
        switch name {
        case "date": .date(date)
        case "cadence": .member(String(describing: cadence))
        default: nil
        }
    }

    /// `context.invalidateTimelineContent()`: nothing to do, the content is made when drawn.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "invalidateTimelineContent", arguments.isEmpty else { return nil }
        invalidateTimelineContent()
        return .void
    }
}
