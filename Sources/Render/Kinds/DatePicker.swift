import Builders
import Foundation
import Inspect

// `DatePicker`: `Due: 2026-11-22 14:30`, the time when its components include it; edited from the
// keyboard field by field, the cursor where its date starts. In the graphical style
// (`datePickerStyle(.graphical)`), the month of its date under that line, as a calendar: the
// month's name, the days of the week, and its weeks, the picked day inverse.

extension KindDrawing {
    /// `DatePicker`: its label and its date as ISO digits; in the graphical style, its month below.
    static let datePicker = KindDrawing { builder, view, depth in
        let date = LayoutBuilder.text(LayoutBuilder.dateText(of: view))
        let field = LayoutBuilder.edited(view, try builder.labelled(view, depth: depth, separator: ": ", [date]), fieldText: date)
        guard (try? view.datePickerStyle()) is GraphicalDatePickerStyle, let month = LayoutBuilder.month(of: view) else { return field }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [field, month])
    }
}

extension LayoutBuilder {
    /// The month of a graphical date picker's date, as a calendar (nil when the picker shows no date).
    static func month(of view: InspectableView) -> LayoutNode? {
        guard let date = (MirrorLabels.value(view.erasedValue, "_selection") as? Binding<Date>)?.wrappedValue else { return nil }
        let components = MirrorLabels.value(view.erasedValue, "displayedComponents") as? DatePickerComponents ?? [.date, .hourAndMinute]
        guard components.contains(.date) || components.isEmpty else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DrawingClock.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first)?.count else { return nil }
        // Sunday first, as a gregorian calendar in the United States; the first week's blank days before the 1st.
        let lead = (calendar.component(.weekday, from: first) + 6) % 7
        let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        var bold = CellStyle()
        bold.bold = true
        var lines = [
            LayoutNode(.text(["\(names[(month - 1) % 12]) \(year)"], bold)),
            LayoutNode(.style({ $0.dim = true }), [text("Su Mo Tu We Th Fr Sa")]),
        ]
        var week: [LayoutNode] = Array(repeating: text("  "), count: lead)
        for number in 1...max(1, days) {
            let cell = text(number < 10 ? " \(number)" : "\(number)")
            week.append(number == day ? LayoutNode(.style({ $0.inverse = true }), [cell]) : cell)
            if week.count == 7 || number == days {
                lines.append(LayoutNode(.hStack(spacing: 1, alignment: .top), week))
                week = []
            }
        }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), lines)
    }

    /// The picked date as ISO digits in the current time zone: the date, the time, or both, as
    /// the picker's components say.
    static func dateText(of view: InspectableView) -> String {
        guard let date = (MirrorLabels.value(view.erasedValue, "_selection") as? Binding<Date>)?.wrappedValue else { return "" }
        let components = MirrorLabels.value(view.erasedValue, "displayedComponents") as? DatePickerComponents ?? [.date, .hourAndMinute]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DrawingClock.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func padded(_ number: Int?, _ width: Int) -> String {
            let digits = String(number ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var shown: [String] = []
        if components.contains(.date) || components.isEmpty {
            shown.append("\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))")
        }
        if components.contains(.hourAndMinute) {
            shown.append("\(padded(parts.hour, 2)):\(padded(parts.minute, 2))")
        }
        return shown.joined(separator: " ")
    }
}
