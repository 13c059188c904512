import Builders
import Foundation
import Inspect
import Render
import Terminal

extension ControlKeyHandler {
    /// A MultiDatePicker: ←/→ move the day its keys are on by a day, ↑/↓ by a week, within the
    /// picker's range; Space or Enter picks that day, or unpicks it. The day starts at the last day
    /// picked (else today) and is shown after the picked days while the picker has the focus (kept
    /// as its field draft, which nothing writes). A click only focuses it.
    public static let dayPicking = ControlKeyHandler(click: .focuses) { key, control in
        guard let view = control.view, let picked = try? view.selectedDateComponents() else { return false }
        let calendar = PickedDays.calendar
        let current = control.editing.draft.flatMap(PickedDays.day(fromText:)).flatMap { calendar.date(from: $0) }
        var day = current ?? startDay(of: view, picked: picked, calendar: calendar)
        switch key {
        case .left, .right, .up, .down:
            // The first key shows the day the keys start on; the next ones move it.
            if current != nil {
                let days = key == .left ? -1 : key == .right ? 1 : key == .up ? -7 : 7
                let moved = calendar.date(byAdding: .day, value: days, to: day) ?? day
                day = within(view, moved, calendar: calendar) ?? day
            }
        case .space, .enter:
            let components = calendar.dateComponents([.year, .month, .day], from: day)
            var changed = picked.filter { ($0.year, $0.month, $0.day) != (components.year, components.month, components.day) }
            if changed.count == picked.count {
                changed.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day))
            }
            try? view.select(dateComponents: changed)
            control.emit(.valueChanged(PickedDays.sorted(changed).map(PickedDays.text(of:)).joined(separator: ", ")))
        default:
            return false
        }
        let shown = PickedDays.text(of: calendar.dateComponents([.year, .month, .day], from: day))
        control.editing.keepDraft(shown, of: view.structuralKeys.own) { _ in }
        return true
    }

    /// The day a picker's keys start on: its last day picked, else today, moved into its range.
    private static func startDay(of view: InspectableView, picked: Set<DateComponents>, calendar: Calendar) -> Date {
        let last = PickedDays.sorted(picked).last.flatMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) }
        let today = calendar.startOfDay(for: Date())
        let start = last ?? today
        if let inRange = within(view, start, calendar: calendar) { return inRange }
        if let earliest = (try? view.minimumDate()) ?? nil { return calendar.startOfDay(for: earliest) }
        return start
    }

    /// `day` if the picker allows it; nil for a day before its minimum or from its maximum on.
    private static func within(_ view: InspectableView, _ day: Date, calendar: Calendar) -> Date? {
        if let earliest = (try? view.minimumDate()) ?? nil, day < calendar.startOfDay(for: earliest) { return nil }
        if let latest = (try? view.maximumDate()) ?? nil, day >= latest { return nil }
        return day
    }
}
