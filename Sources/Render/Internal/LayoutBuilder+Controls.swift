import Builders
import Foundation
import Inspect

// How the controls family is drawn: each control as the closest terminal equivalent,
// composed of the layout tree's own nodes (text, stacks, styles, borders), so the sizing and
// painting rules stay those of every other view.
//
//     TextField       Name: [Ada▁▁▁▁▁▁▁]      (the prompt dimmed while the text is empty)
//     SecureField     Password: [•••▁▁▁▁▁▁▁]
//     TextEditor      a box of its lines
//     Stepper         Count  − 3 +
//     Slider          Volume [━━━━●─────] 4
//     DatePicker      Due: 2026-11-22 14:30    (the time when the components include it)
//     ColorPicker     Tint ■                   (the square in the colour)
//     ProgressView    ⠋ Loading  |  Upload [████░░░░░░] 40%
//     Link            Help ↗                   (underlined)
//     Label           ☆ Favourites
//     LabeledContent  Size          2 MB       (the value at the right edge)
//     Picker          menu, automatic: Flavor: Vanilla ▾;  inline, radio group: one row an option,
//                     (•) selected, ( ) not;  wheel: Flavor ‹ Vanilla ›;  navigation link:
//                     Flavor  Vanilla ›;  segmented: the segment bar.

extension LayoutBuilder {
    /// Builds a view at a depth: the builder's own recursion, handed in by `core(of:)`.
    typealias Build = (InspectableView, Int) throws -> LayoutNode

    /// The least width of a text field's box, in columns.
    static let fieldWidth = 10
    /// The width of a slider's or a progress bar's track, in cells.
    static let trackWidth = 10

    /// The node of a control of the controls family.
    func controlNode(_ view: InspectableView, depth: Int, build: Build) throws -> LayoutNode {
        switch view.kind {
        case .textField, .secureField:
            return try textFieldNode(view, depth: depth, build: build)
        case .textEditor:
            let lines = (try view.input()).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let width = max(Self.fieldWidth, lines.map(DisplayWidth.of).max() ?? 0)
            let padded = lines.map { $0 + String(repeating: " ", count: max(0, width - DisplayWidth.of($0))) }
            let text = LayoutNode(.text(padded, CellStyle()))
            return Self.edited(view, LayoutNode(.border(CellStyle()), [text]), fieldText: text)
        case .stepper:
            // Read as the configuration, typed: a closure returning a String, cast out of `Any`, is
            // called at the wrong abstraction.
            let value = (MirrorLabels.value(view.erasedValue, "configuration") as? _StepperConfiguration)?.currentValue
            let buttons = value.map { "− \($0()) +" } ?? "− +"
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: "  ", [Self.text(buttons)]))
        case .slider:
            return Self.edited(view, try sliderNode(view, depth: depth, build: build))
        case .datePicker:
            let date = Self.text(Self.dateText(of: view))
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: ": ", [date]), fieldText: date)
        case .colorPicker:
            var swatch = CellStyle()
            swatch.foreground = ColorMapping.terminalColor((MirrorLabels.value(view.erasedValue, "_color") as? Binding<Color>)?.wrappedValue)
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: " ", [LayoutNode(.text(["■"], swatch))]))
        case .progressView:
            return try progressNode(view, depth: depth, build: build)
        case .link:
            let row = try labelled(view, depth: depth, build: build, separator: "", [Self.text(" ↗")])
            return Self.edited(view, LayoutNode(.style({ $0.underline = true }), [row]))
        case .label:
            return try labelNode(view, depth: depth, build: build)
        case .labeledContent:
            let content = try stack(try view.children(), depth: depth, build: build)
            let label = try stack([try view.labelView()], depth: depth, build: build)
            return LayoutNode(.hStack(spacing: 0, alignment: .top), [label, LayoutNode(.spacer(minLength: 4)), content])
        default:
            return LayoutNode(.text(["[\(view.typeName)]"], CellStyle()))
        }
    }

    /// `node` as a control edited from the keyboard: a focus target drawn as itself,
    /// inverse when focused; `fieldText` is where its text starts, for the cursor.
    static func edited(_ view: InspectableView, _ node: LayoutNode, action: @escaping () -> Void = {}, fieldText: LayoutNode? = nil) -> LayoutNode {
        var control = LayoutNode.Control(action: action, isDisabled: view.isDisabled(), isSelected: false, isOn: nil)
        control.framed = false
        control.fieldText = fieldText
        return LayoutNode(.control(control), [node])
    }

    /// A button drawn in its role's colour: a destructive button in red.
    static func roleStyled(_ view: InspectableView, _ node: LayoutNode) -> LayoutNode {
        guard (try? view.role()) == .destructive else { return node }
        return LayoutNode(.style({ $0.foreground = .basic(1) }), [node])
    }

    // MARK: Text fields

    private func textFieldNode(_ view: InspectableView, depth: Int, build: Build) throws -> LayoutNode {
        let text = try view.input()
        var field: [LayoutNode] = [Self.text("[")]
        let shown: String
        let textNode: LayoutNode
        if text.isEmpty, let prompt = try? view.prompt().string() {
            shown = prompt
            textNode = Self.text(prompt)
            field.append(LayoutNode(.style({ $0.dim = true }), [textNode]))
        } else {
            shown = view.kind == .secureField ? String(repeating: "•", count: text.count) : text
            textNode = Self.text(shown)
            field.append(textNode)
        }
        field.append(Self.text(String(repeating: "▁", count: max(0, Self.fieldWidth - DisplayWidth.of(shown))) + "]"))
        return Self.edited(view, try labelled(view, depth: depth, build: build, separator: ": ", field), fieldText: textNode)
    }

    // MARK: Slider

    private func sliderNode(_ view: InspectableView, depth: Int, build: Build) throws -> LayoutNode {
        let value = try view.value()
        let bounds = MirrorLabels.value(view.erasedValue, "bounds") as? ClosedRange<Double> ?? 0...1
        let span = bounds.upperBound - bounds.lowerBound
        // Over a range with an infinite end (or wider than the largest Double) a value has no
        // finite position: the knob stays at the start, as for a value that is not finite.
        let position = (value - bounds.lowerBound) / span
        let fraction = span > 0 && position.isFinite ? min(max(position, 0), 1) : 0
        let knob = Int((fraction * Double(Self.trackWidth - 1)).rounded())
        let track = (0..<Self.trackWidth).map { $0 < knob ? "━" : $0 == knob ? "●" : "─" }.joined()
        var parts: [LayoutNode] = []
        if let minimum = MirrorLabels.value(view.erasedValue, "minimumValueLabel") {
            let node = try stack([view.inspectSibling(minimum, at: "minimumValueLabel")], depth: depth, build: build)
            if !Self.isBlank(node) { parts += [node, Self.text(" ")] }
        }
        parts.append(Self.text("[\(track)]"))
        if let maximum = MirrorLabels.value(view.erasedValue, "maximumValueLabel") {
            let node = try stack([view.inspectSibling(maximum, at: "maximumValueLabel")], depth: depth, build: build)
            if !Self.isBlank(node) { parts += [Self.text(" "), node] }
        }
        parts.append(Self.text(" " + Self.number(value)))
        return try labelled(view, depth: depth, build: build, separator: " ", parts)
    }

    /// A number as a person writes it: `4`, `0.35` (at most two decimals).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    // MARK: DatePicker

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

    // MARK: ProgressView

    private func progressNode(_ view: InspectableView, depth: Int, build: Build) throws -> LayoutNode {
        let label = try (try? view.labelView()).map { try stack([$0], depth: depth, build: build) } ?? LayoutNode(.empty)
        guard let fraction = try view.fractionCompleted() else {
            var row = [Self.text("⠋")]
            if !Self.isBlank(label) { row += [Self.text(" "), label] }
            return LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        }
        let filled = Int((fraction * Double(Self.trackWidth)).rounded())
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: Self.trackWidth - filled) + "]"
        var row: [LayoutNode] = []
        if !Self.isBlank(label) { row += [label, Self.text(" ")] }
        row.append(Self.text("\(bar) \(Int((fraction * 100).rounded()))%"))
        let line = LayoutNode(.hStack(spacing: 0, alignment: .center), row)
        guard let current = try? view.currentValueLabelView() else { return line }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [line, try stack([current], depth: depth, build: build)])
    }

    // MARK: Picker

    /// How a picker's style is drawn in a terminal.
    enum PickerDrawing {
        case segmented, menu, inline, wheel, navigationLink
    }

    /// The drawing of the picker's style: its own `pickerStyle(_:)` or an ancestor's; automatic (a menu) when none.
    static func pickerDrawing(of view: InspectableView) -> PickerDrawing {
        switch try? view.pickerStyle() {
        case is SegmentedPickerStyle: .segmented
        case is InlinePickerStyle, is RadioGroupPickerStyle: .inline
        case is WheelPickerStyle: .wheel
        case is NavigationLinkPickerStyle: .navigationLink
        default: .menu
        }
    }

    /// A picker drawn in a style other than segmented: its label and selected option, or one row an option.
    func pickerNode(_ view: InspectableView, depth: Int, build: Build) throws -> LayoutNode {
        let segments = (view.erasedValue as? any SegmentBarSource)?.barSegments ?? []
        func option(_ index: Int) throws -> LayoutNode {
            try build(view.inspectSibling(segments[index].label, at: "option", index), depth + 1)
        }
        let selected = try segments.firstIndex(where: \.isSelected).map(option) ?? LayoutNode(.empty)
        switch Self.pickerDrawing(of: view) {
        case .inline:
            let label = try stack([try view.labelView()], depth: depth, build: build)
            let disabled = view.isDisabled()
            var rows: [LayoutNode] = Self.isBlank(label) ? [] : [label]
            for (index, segment) in segments.enumerated() {
                let control = LayoutNode.Control(
                    action: segment.choose, isDisabled: disabled || !segment.isSelectable, isSelected: segment.isSelected, isOn: nil)
                let row = LayoutNode(.hStack(spacing: 0, alignment: .center), [Self.text(segment.isSelected ? "(•) " : "( ) "), try option(index)])
                rows.append(LayoutNode(.control(control), [row]))
            }
            return LayoutNode(.vStack(spacing: 0, alignment: .leading), rows)
        case .wheel:
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: " ", [Self.text("‹ "), selected, Self.text(" ›")]),
                               action: Self.chooseNext(segments))
        case .navigationLink:
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: "  ", [selected, Self.text(" ›")]),
                               action: Self.chooseNext(segments))
        case .menu, .segmented:
            return Self.edited(view, try labelled(view, depth: depth, build: build, separator: ": ", [selected, Self.text(" ▾")]),
                               action: Self.chooseNext(segments))
        }
    }

    /// Chooses the option after the selected one, round to the first: how Enter cycles a menu picker.
    static func chooseNext(_ segments: [BarSegment]) -> () -> Void {
        {
            let selectable = segments.indices.filter { segments[$0].isSelectable }
            guard !selectable.isEmpty else { return }
            let current = segments.firstIndex(where: \.isSelected) ?? -1
            let next = selectable.first { $0 > current } ?? selectable[0]
            segments[next].choose()
        }
    }

    // MARK: Helpers

    /// One row: the control's label (when it shows anything), `separator`, then `parts`.
    private func labelled(_ view: InspectableView, depth: Int, build: Build, separator: String, _ parts: [LayoutNode]) throws -> LayoutNode {
        let label = try stack([try view.labelView()], depth: depth, build: build)
        let row = Self.isBlank(label) ? parts : [label] + (separator.isEmpty ? [] : [Self.text(separator)]) + parts
        return LayoutNode(.hStack(spacing: 0, alignment: .center), row)
    }

    /// Views one above the other, each flattened as SwiftUI's view list is (a picker kept whole).
    func stack(_ views: [InspectableView], depth: Int, build: Build) throws -> LayoutNode {
        var flat: [InspectableView] = []
        for view in views {
            flat.append(contentsOf: Self.isPicker(view) ? [view] : try view.viewList(keepingWhole: Self.isPicker))
        }
        if flat.count == 1 { return try build(flat[0], depth + 1) }
        if flat.isEmpty { return LayoutNode(.empty) }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), try flat.map { try build($0, depth + 1) })
    }

    /// Whether a node draws nothing: an empty view or empty text (a label `""` or `EmptyView()`).
    static func isBlank(_ node: LayoutNode) -> Bool {
        switch node.kind {
        case .empty: true
        case .text(let lines, _): lines.allSatisfy(\.isEmpty)
        default: false
        }
    }

    /// A line of plain text.
    static func text(_ string: String) -> LayoutNode {
        LayoutNode(.text([string], CellStyle()))
    }
}
