import Builders
import Foundation
import Inspect

// `MultiDatePicker`: `Days: 2026-05-01, 2026-05-03`, its picked days in order (`none` while it has
// none). While it has the focus in a running app, the day its keys are on follows, `‹2026-05-04›`,
// with `✓` when that day is picked (the runtime keeps it as the picker's field draft); the
// terminal's cursor is on it.

extension KindDrawing {
    /// `MultiDatePicker`: its label, its picked days and, focused, the day its keys are on.
    static let multiDatePicker = KindDrawing { builder, view, depth in
        let picked = try view.selectedDateComponents()
        let days = PickedDays.sorted(picked).map(PickedDays.text(of:))
        var parts = [LayoutBuilder.text(days.isEmpty ? "none" : days.joined(separator: ", "))]
        var cursor: LayoutNode?
        if let draft = builder.fieldDraft, draft.key == view.structuralKeys.own, let day = PickedDays.day(fromText: draft.text) {
            let node = LayoutBuilder.text("‹\(draft.text)\(PickedDays.contains(picked, day) ? " ✓" : "")›")
            parts += [LayoutBuilder.text(" "), node]
            cursor = node
        }
        return LayoutBuilder.edited(view, try builder.labelled(view, depth: depth, separator: ": ", parts), fieldText: cursor)
    }
}

/// The days a picker of several dates holds, as date components: how they are written, ordered and
/// compared (by year, month and day, whatever else the components hold).
package enum PickedDays {
    /// The Gregorian calendar in the current time zone, in which days are read and written.
    package static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DrawingClock.timeZone
        return calendar
    }

    /// `2026-05-03`; a part the components lack is left out as ISO 8601 leaves it: `--05-03`
    /// without a year, `---03` with only a day.
    package static func text(of components: DateComponents) -> String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(abs(number))
            return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let day = components.day.map { "-" + padded($0, 2) } ?? ""
        if let year = components.year {
            return padded(year, 4) + (components.month.map { "-" + padded($0, 2) } ?? "") + day
        }
        if let month = components.month { return "--" + padded(month, 2) + day }
        return components.day.map { "---" + padded($0, 2) } ?? ""
    }

    /// The day written `YYYY-MM-DD`, as year, month and day components; nil for other text.
    package static func day(fromText text: String) -> DateComponents? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        return DateComponents(year: year, month: month, day: day)
    }

    /// The components in order of year, month and day (a part they lack comes first).
    package static func sorted(_ days: Set<DateComponents>) -> [DateComponents] {
        days.sorted { key(of: $0).lexicographicallyPrecedes(key(of: $1)) }
    }

    /// Whether `days` holds a day of the same year, month and day as `day`.
    package static func contains(_ days: Set<DateComponents>, _ day: DateComponents) -> Bool {
        days.contains { key(of: $0) == key(of: day) }
    }

    private static func key(of components: DateComponents) -> [Int] {
        [components.year ?? Int.min, components.month ?? Int.min, components.day ?? Int.min]
    }
}
