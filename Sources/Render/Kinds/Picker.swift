import Builders
import Inspect

// `Picker`, and the segmented picker of the Pickers module (a custom view drawn as one bar).
//
//     menu, automatic      Flavor: Vanilla ▾
//     inline, radio group  one row an option, (•) selected, ( ) not
//     wheel                Flavor ‹ Vanilla ›
//     navigation link      Flavor  Vanilla ›
//     segmented            the segment bar: one control a segment, the selected one marked

extension KindDrawing {
    /// `Picker`: the segment bar when its style is segmented, else its label and selected option
    /// (or its options, one a row) as its style draws them.
    static let picker = KindDrawing { builder, view, depth in
        let drawing = LayoutBuilder.pickerDrawing(of: view)
        if drawing == .segmented { return try builder.segmentBar(view, depth: depth) }
        return try builder.pickerNode(view, drawing: drawing, depth: depth)
    }
}

extension LayoutBuilder {
    /// Whether `view` is drawn as one bar of segments (a `Picker`, or a segmented picker of the
    /// Pickers module), so that a view list keeps it whole. Only views of these two kinds can be:
    /// the package's own pickers are the only sources of segments, and the other kinds are not
    /// asked for them.
    static func isSegmentBar(_ view: InspectableView) -> Bool {
        (view.kind == .custom || view.kind == .picker) && view.erasedValue is any SegmentBarSource
    }

    /// The segment bar of `view` when it is drawn as one (a segmented picker of the Pickers
    /// module, whatever its kind), else nil.
    func segmentBar(ifAny view: InspectableView, depth: Int) throws -> LayoutNode? {
        guard let source = view.erasedValue as? any SegmentBarSource else { return nil }
        return try segmentBar(view, source: source, depth: depth)
    }

    /// A segmented picker: one bar of its segments, read from the picker itself.
    fileprivate func segmentBar(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        guard let source = view.erasedValue as? any SegmentBarSource else { return LayoutNode(.empty) }
        return try segmentBar(view, source: source, depth: depth)
    }

    private func segmentBar(_ view: InspectableView, source: any SegmentBarSource, depth: Int) throws -> LayoutNode {
        var controls: [LayoutNode.Control] = []
        var labels: [LayoutNode] = []
        for (index, segment) in source.barSegments.enumerated() {
            controls.append(LayoutNode.Control(
                action: segment.choose, isDisabled: !segment.isSelectable,
                isSelected: segment.isSelected, isOn: nil))
            // A Text label (the usual segment) is drawn from the Text itself, without inspecting it.
            if let text = segment.label as? Text {
                labels.append(try textNode(text, view: view))
            } else {
                labels.append(try build(view.inspectSibling(segment.label, at: "option", index), depth: depth + 1))
            }
        }
        return LayoutNode(.segmentBar(controls), labels)
    }

    /// How a picker's style is drawn in a terminal.
    enum PickerDrawing {
        /// The segment bar.
        case segmented
        /// The label, the selected option and `▾` (the menu and automatic styles).
        case dropDown
        /// One row an option (the inline and radio group styles).
        case inline
        /// The selected option between `‹ ›`.
        case wheel
        /// The selected option and `›` (the navigation link style).
        case drillDown
    }

    /// The drawing of the picker's style: its own `pickerStyle(_:)` or an ancestor's; automatic (a menu) when none.
    static func pickerDrawing(of view: InspectableView) -> PickerDrawing {
        switch try? view.pickerStyle() {
        case is SegmentedPickerStyle: .segmented
        case is InlinePickerStyle, is RadioGroupPickerStyle: .inline
        case is WheelPickerStyle: .wheel
        case is NavigationLinkPickerStyle: .drillDown
        default: .dropDown
        }
    }

    /// A picker drawn in a style other than segmented: its label and selected option, or one row an option.
    fileprivate func pickerNode(_ view: InspectableView, drawing: PickerDrawing, depth: Int) throws -> LayoutNode {
        let segments = (view.erasedValue as? any SegmentBarSource)?.barSegments ?? []
        func option(_ index: Int) throws -> LayoutNode {
            try build(view.inspectSibling(segments[index].label, at: "option", index), depth: depth + 1)
        }
        let selected = try segments.firstIndex(where: \.isSelected).map(option) ?? LayoutNode(.empty)
        switch drawing {
        case .inline:
            let label = try stack([try view.labelView()], depth: depth)
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
            return Self.edited(view, try labelled(view, depth: depth, separator: " ", [Self.text("‹ "), selected, Self.text(" ›")]),
                               action: Self.chooseNext(segments))
        case .drillDown:
            return Self.edited(view, try labelled(view, depth: depth, separator: "  ", [selected, Self.text(" ›")]),
                               action: Self.chooseNext(segments))
        case .dropDown, .segmented:
            return Self.edited(view, try labelled(view, depth: depth, separator: ": ", [selected, Self.text(" ▾")]),
                               action: Self.chooseNext(segments))
        }
    }

    /// Chooses the option after the selected one, round to the first: how Enter cycles a menu picker.
    private static func chooseNext(_ segments: [BarSegment]) -> () -> Void {
        {
            let selectable = segments.indices.filter { segments[$0].isSelectable }
            guard !selectable.isEmpty else { return }
            let current = segments.firstIndex(where: \.isSelected) ?? -1
            let next = selectable.first { $0 > current } ?? selectable[0]
            segments[next].choose()
        }
    }
}
