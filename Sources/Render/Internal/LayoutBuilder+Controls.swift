import Builders
import Inspect

// How the controls family is drawn: each control as the closest terminal equivalent,
// composed of the layout tree's own nodes (text, stacks, styles, borders), so the sizing and
// painting rules stay those of every other view. Each control's drawing is in its kind's file
// (`Render/Kinds`); these are the parts they share.

extension LayoutBuilder {
    /// The least width of a text field's box, in columns.
    static let fieldWidth = 10
    /// The width of a slider's or a progress bar's track, in cells.
    static let trackWidth = 10

    /// `node` as a control edited from the keyboard: a focus target drawn as itself,
    /// inverse when focused; `fieldText` is where its text starts, for the cursor.
    static func edited(_ view: InspectableView, _ node: LayoutNode, action: @escaping () -> Void = {}, fieldText: LayoutNode? = nil) -> LayoutNode {
        var control = LayoutNode.Control(action: action, isDisabled: view.isDisabled(), isSelected: false, isOn: nil)
        control.framed = false
        control.fieldText = fieldText
        return LayoutNode(.control(control), [node])
    }

    /// One row: the control's label (when it shows anything), `separator`, then `parts`.
    func labelled(_ view: InspectableView, depth: Int, separator: String, _ parts: [LayoutNode]) throws -> LayoutNode {
        let label = try stack([try view.labelView()], depth: depth)
        let row = Self.isBlank(label) ? parts : [label] + (separator.isEmpty ? [] : [Self.text(separator)]) + parts
        return LayoutNode(.hStack(spacing: 0, alignment: .center), row)
    }

    /// Views one above the other, each flattened as SwiftUI's view list is (a segment bar kept whole).
    func stack(_ views: [InspectableView], depth: Int) throws -> LayoutNode {
        var flat: [InspectableView] = []
        for view in views {
            flat.append(contentsOf: Self.isSegmentBar(view) ? [view] : try view.viewList(keepingWhole: Self.isSegmentBar))
        }
        if flat.count == 1 { return try build(flat[0], depth: depth + 1) }
        if flat.isEmpty { return LayoutNode(.empty) }
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), try flat.map { try build($0, depth: depth + 1) })
    }

    /// Whether a node draws nothing: an empty view or empty text (a label `""` or `EmptyView()`).
    static func isBlank(_ node: LayoutNode) -> Bool {
        switch node.kind {
        case .empty: true
        case .text(let lines, _, _): lines.allSatisfy(\.isEmpty)
        default: false
        }
    }

    /// A line of plain text.
    static func text(_ string: String) -> LayoutNode {
        LayoutNode(.text([string], CellStyle()))
    }
}
