import Builders
import Foundation
import Inspect
import Terminal

extension ControlKeyHandler {
    /// A DatePicker as fields (year, month, day, hour, minute, as it shows them): ←/→ move
    /// between fields, ↑/↓ (or +/−) change the field; the date stays within the picker's range.
    /// A click only focuses it (its keys edit it); the terminal's cursor shows at its field.
    public static let dateFields = ControlKeyHandler(click: .focuses, cursor: DateFields.cursor) { key, control in
        guard let view = control.view else { return false }
        let fields = DateFields.fields(of: view)
        guard !fields.isEmpty else { return false }
        let field = min(max(0, control.editing.field), fields.count - 1)
        switch key {
        case .left:
            control.editing.field = max(0, field - 1)
            return true
        case .right:
            control.editing.field = min(fields.count - 1, field + 1)
            return true
        case .up, .down, .character("+"), .character("-"):
            let delta = key == .up || key == .character("+") ? 1 : -1
            guard let date = DateFields.date(of: view),
                  let changed = DateFields.calendar.date(byAdding: fields[field], value: delta, to: date) else { return true }
            try? view.select(date: changed)
            control.editing.field = field
            control.emit(.valueChanged((DateFields.date(of: view) ?? changed).description))
            return true
        default:
            return false
        }
    }
}

/// A date picker's fields, in the order it shows them.
enum DateFields {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        return calendar
    }

    static func date(of view: InspectableView) -> Date? {
        (MirrorValue.read(view.erasedValue, "_selection") as? Binding<Date>)?.wrappedValue
    }

    static func components(of view: InspectableView) -> DatePickerComponents {
        MirrorValue.read(view.erasedValue, "displayedComponents") as? DatePickerComponents ?? [.date, .hourAndMinute]
    }

    static func fields(of view: InspectableView) -> [Calendar.Component] {
        let shown = components(of: view)
        var fields: [Calendar.Component] = []
        if shown.contains(.date) || shown.isEmpty { fields += [.year, .month, .day] }
        if shown.contains(.hourAndMinute) { fields += [.hour, .minute] }
        return fields
    }

    /// Where each field starts in the drawn `YYYY-MM-DD HH:MM`, in columns.
    static func offsets(of view: InspectableView) -> [Int] {
        let shown = components(of: view)
        let date = shown.contains(.date) || shown.isEmpty
        return (date ? [0, 5, 8] : []) + (shown.contains(.hourAndMinute) ? (date ? [11, 14] : [0, 3]) : [])
    }

    /// The terminal's cursor in a focused date picker: at the start of its field.
    static let cursor = ControlCursor { view, origin, editing in
        let offsets = offsets(of: view)
        guard !offsets.isEmpty else { return origin }
        return (origin.row, origin.column + offsets[min(max(0, editing.field), offsets.count - 1)])
    }
}
