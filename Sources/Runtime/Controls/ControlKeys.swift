import Builders
import Foundation
import Inspect
import Render
import Terminal

/// What a running app keeps about the focused control between keys: a text control's cursor,
/// a date picker's field. It starts afresh each time the focus moves.
public final class ControlEditState {
    /// A text control's cursor, in characters from the start; nil: at the end of the text.
    public var cursor: Int?
    /// A date picker's field (year, month, day, hour, minute, as the picker shows them).
    public var field = 0

    /// A fresh state: the cursor at the end, the first field.
    public init() {}
}

/// The control that has the focus, as a key handler sees it.
public struct FocusedControl {
    /// The focus target: where the control is drawn, and `activate()`, what choosing it does.
    public let target: FocusTarget
    /// The view drawn as the control (for a segment, its picker), if known.
    public var view: InspectableView? { target.source }
    /// The control's kind, if known.
    public var kind: ViewKind? { target.source?.kind }
    /// What the app keeps about the control between keys (its cursor, its field).
    public let editing: ControlEditState
    /// For a segment (of a segmented picker or a tab bar): every segment of its bar, in order.
    public let segments: [FocusTarget]
    let report: (ActionEvent.Action) -> Void
    let focusOn: (FocusTarget) -> Void
    let pushDestination: (InspectableView) -> Void

    /// Reports a user action on this control to the app's action stream.
    public func emit(_ action: ActionEvent.Action) {
        report(action)
    }

    /// Moves the focus to `target` (a sibling segment, say).
    public func moveFocus(to target: FocusTarget) {
        focusOn(target)
    }

    /// Shows `link`'s destination over the screen, as a NavigationStack pushes it; Esc goes back.
    public func push(_ link: InspectableView) {
        pushDestination(link)
    }
}

/// How one kind of control handles the keys it gets while focused: the one place where a
/// control plugs in its editing. It returns whether it used the key; a key it leaves goes to
/// the runtime (focus moves with Tab, arrows; Enter and Space choose; Esc goes back or quits,
/// q quits).
public struct ControlKeyHandler: Sendable {
    /// Handles `key` for `control`; returns whether the key was used.
    public let handle: @Sendable (_ key: Key, _ control: FocusedControl) -> Bool

    /// A handler.
    public init(_ handle: @escaping @Sendable (_ key: Key, _ control: FocusedControl) -> Bool) {
        self.handle = handle
    }

    /// The handlers of the controls this package draws, by kind. Add a control kind here.
    public static let standard: [ViewKind: ControlKeyHandler] = [
        .button: .pressing,
        .toggle: .toggling,
        .picker: .selecting,
        .tabView: .selecting,
        .textField: .lineEditing,
        .secureField: .lineEditing,
        .textEditor: .lineEditing,
        .stepper: .stepping,
        .slider: .sliding,
        .datePicker: .dateFields,
        .colorPicker: .colorCycling,
        .disclosureGroup: .pressing,
        .menu: .pressing,
        .link: .pressing,
        .navigationLink: .navigating,
    ]

    /// A button (or a disclosure group, a menu, a link): Enter or Space presses it.
    public static let pressing = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        control.emit(.pressed)
        return true
    }

    /// A toggle: Enter or Space switches it.
    public static let toggling = ControlKeyHandler { key, control in
        guard key == .enter || key == .space else { return false }
        control.target.activate()
        let isOn = control.view.flatMap { try? $0.isOn() }
        control.emit(isOn.map { .toggled($0) } ?? .pressed)
        return true
    }

    /// A picker or a tab bar. A segment (segmented style, tabs): ←/→ choose the segment beside
    /// it, Enter or Space choose it. Another style: Enter or Space choose the next option (round
    /// to the first), ←/→ the option before or after (stopping at the ends).
    public static let selecting = ControlKeyHandler { key, control in
        if let segment = control.target.segment {
            switch key {
            case .enter, .space:
                control.target.activate()
                control.emit(.selected(segment: segment))
                return true
            case .left, .right:
                let next = segment + (key == .left ? -1 : 1)
                guard let sibling = control.segments.first(where: { $0.segment == next }) else { return true }
                sibling.activate()
                control.moveFocus(to: sibling)
                control.emit(.selected(segment: next))
                return true
            default:
                return false
            }
        }
        let options = (control.view?.erasedValue as? any SegmentBarSource)?.barSegments ?? []
        // The options are read afresh (a key earlier in the same batch may have changed the selection).
        switch key {
        case .enter, .space:
            let current = options.firstIndex(where: \.isSelected) ?? -1
            let selectable = options.indices.filter { options[$0].isSelectable }
            guard let next = selectable.first(where: { $0 > current }) ?? selectable.first else { return true }
            options[next].choose()
        case .left, .right:
            let current = options.firstIndex(where: \.isSelected) ?? -1
            let candidates = key == .left ? Array(options.indices.filter { $0 < current }.reversed()) : options.indices.filter { $0 > current }
            guard let next = candidates.first(where: { options[$0].isSelectable }) else { return true }
            options[next].choose()
        default:
            return false
        }
        let chosen = (control.view?.erasedValue as? any SegmentBarSource)?.barSegments.firstIndex(where: \.isSelected)
        control.emit(.selected(segment: chosen ?? 0))
        return true
    }

    /// A TextField, SecureField or TextEditor: characters are typed at the cursor; ←/→, Home/End
    /// and word moves (Alt or Ctrl with ←/→) move it; Backspace and Delete delete; in a
    /// TextEditor Enter starts a line and ↑/↓ move between lines. Enter in a field runs its
    /// `onCommit` and the `onSubmit` actions around it. The cursor never leaves the text.
    public static let lineEditing = ControlKeyHandler { key, control in
        guard let view = control.view, let text = try? view.input() else { return false }
        var editor = LineEditor(text: text, cursor: control.editing.cursor, isMultiline: control.kind == .textEditor)
        switch editor.apply(key) {
        case .unused:
            guard key == .enter else { return false }
            try? view.callOnCommit()
            try? view.callOnSubmit()
            control.emit(.pressed)
            return true
        case .moved:
            control.editing.cursor = editor.cursor
            return true
        case .edited:
            guard !view.isDisabled() else { return true }
            try? view.setInput(editor.text)
            control.editing.cursor = editor.cursor
            control.emit(.textChanged(editor.text))
            return true
        }
    }

    /// A Stepper: + or → steps up, − (or -) or ← steps down; the stepper keeps its value in its range.
    public static let stepping = ControlKeyHandler { key, control in
        guard let view = control.view else { return false }
        switch key {
        case .character("+"), .character("="), .right: try? view.increment()
        case .character("-"), .character("−"), .left: try? view.decrement()
        default: return false
        }
        let value = (MirrorValue.read(view.erasedValue, "configuration") as? _StepperConfiguration)?.currentValue?() ?? ""
        control.emit(.valueChanged(value))
        return true
    }

    /// A Slider: ←/→ move it by its step (a tenth of its range when it has none), Home/End to its ends.
    public static let sliding = ControlKeyHandler { key, control in
        guard let view = control.view, let value = try? view.value() else { return false }
        let bounds = MirrorValue.read(view.erasedValue, "bounds") as? ClosedRange<Double> ?? 0...1
        let given = Mirror(reflecting: view.erasedValue).descendant("step", "some") as? Double
        let step = given.flatMap { $0 > 0 ? $0 : nil } ?? (bounds.upperBound - bounds.lowerBound) / 10
        let target: Double
        switch key {
        case .left: target = value - step
        case .right: target = value + step
        case .home: target = bounds.lowerBound
        case .end: target = bounds.upperBound
        default: return false
        }
        try? view.setValue(target)
        control.emit(.valueChanged(LayoutNumbers.text((try? view.value()) ?? value)))
        return true
    }

    /// A DatePicker as fields (year, month, day, hour, minute, as it shows them): ←/→ move
    /// between fields, ↑/↓ (or +/−) change the field; the date stays within the picker's range.
    public static let dateFields = ControlKeyHandler { key, control in
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

    /// A ColorPicker: ←/→ (or Enter, Space) go round a palette of the standard colours.
    public static let colorCycling = ControlKeyHandler { key, control in
        guard let view = control.view else { return false }
        let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black, .white]
        let current = (MirrorValue.read(view.erasedValue, "_color") as? Binding<Color>)?.wrappedValue
        let index = palette.firstIndex { $0 == current }
        let next: Int
        switch key {
        case .right, .enter, .space: next = index.map { ($0 + 1) % palette.count } ?? 0
        case .left: next = index.map { ($0 + palette.count - 1) % palette.count } ?? 0
        default: return false
        }
        try? view.select(color: palette[next])
        control.emit(.valueChanged("\(palette[next])"))
        return true
    }

    /// A NavigationLink: Enter, Space or → show its destination; Esc comes back.
    public static let navigating = ControlKeyHandler { key, control in
        guard key == .enter || key == .space || key == .right, let view = control.view, !view.isDisabled() else { return false }
        control.push(view)
        control.emit(.pressed)
        return true
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
}

/// Numbers as the renderer writes them.
enum LayoutNumbers {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

/// Reads a stored property by label.
enum MirrorValue {
    static func read(_ value: Any, _ label: String) -> Any? {
        Mirror(reflecting: value).descendant(label)
    }
}
