import Builders
import Foundation
import Inspect

// `DatePicker`: `Due: 2026-11-22 14:30`, the time when its components include it; edited from the
// keyboard field by field, the cursor where its date starts.

extension KindDrawing {
    /// `DatePicker`: its label and its date as ISO digits.
    static let datePicker = KindDrawing { builder, view, depth in
        let date = LayoutBuilder.text(LayoutBuilder.dateText(of: view))
        return LayoutBuilder.edited(view, try builder.labelled(view, depth: depth, separator: ": ", [date]), fieldText: date)
    }
}

extension LayoutBuilder {
    /// The picked date as ISO digits in the current time zone: the date, the time, or both, as
    /// the picker's components say.
    static func dateText(of view: InspectableView) -> String {
        guard let date = (MirrorLabels.value(view.erasedValue, "_selection") as? Binding<Date>)?.wrappedValue else { return "" }
        let components = MirrorLabels.value(view.erasedValue, "displayedComponents") as? DatePickerComponents ?? [.date, .hourAndMinute]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
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
