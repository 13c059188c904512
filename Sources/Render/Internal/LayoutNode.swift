import Inspect
import Synchronization

/// One node of the tree the renderer lays out: a view, or a modifier around one.
final class LayoutNode {
    enum Kind {
        /// Lines of text in a style: a `Text` view's paragraphs, which wrap as `wrapping` says, or
        /// a label the renderer makes (nil), cut with "…" where it does not fit.
        case text([String], CellStyle, wrapping: TextWrapping? = nil)
        case glyph(String)
        case spacer(minLength: Int)
        case divider
        /// Cells filled with a colour (nil: the terminal's own background), or, for a shape filled
        /// with no colour it knows (`inForeground`), with the foreground colour, as SwiftUI fills
        /// a shape with its foreground style: the style's colour, else the terminal's (inverse cells).
        case fill(TerminalColor?, inForeground: Bool = false)
        case empty
        case hStack(spacing: Int, alignment: VerticalPlacement)
        case vStack(spacing: Int, alignment: HorizontalPlacement)
        case zStack(HorizontalPlacement, VerticalPlacement)
        /// A control the user can choose: a button, a toggle or a segment.
        case control(Control)
        /// A segmented picker's bar of segments (its children are the segments' labels).
        case segmentBar([Control])
        case padding(top: Int, leading: Int, bottom: Int, trailing: Int)
        case frame(width: Int?, height: Int?, HorizontalPlacement, VerticalPlacement)
        case flexFrame(minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?, HorizontalPlacement, VerticalPlacement)
        case border(CellStyle)
        case background(TerminalColor?)
        case style((inout CellStyle) -> Void)
        /// A view with another drawn over it (`overlay`) or behind it (`background`), in the
        /// first child's frame: children are the view, then the layer.
        case layered(onTop: Bool, HorizontalPlacement, VerticalPlacement)
        // MARK: Shapes, text, containers and effects
        /// A stroked shape: a box outline over all the space offered, with rounded or square corners.
        case outline(CellStyle, rounded: Bool)
        /// A text environment write (`lineLimit`…) already applied to the texts below; the key's name.
        case textEnvironment(String)
        /// A container of the containers family: a scroll view, a grid, a box, a choice of views (LayoutBuilder+Containers.swift).
        case containers(ContainerLayout)
        /// A modifier's effect on its views (LayoutNode+Modifiers.swift).
        case effect(ModifierEffect)
    }

    /// What choosing a control does, and how it is marked.
    struct Control {
        var action: (() -> Void)?
        var isDisabled: Bool
        var isSelected: Bool
        /// For a toggle: its state, drawn as `[x]` or `[ ]`.
        var isOn: Bool?
        /// The view drawn as this control (set by `LayoutBuilder.build` for every control).
        var source: InspectableView? = nil
        /// For a segment of a picker: its position in the bar.
        var segment: Int? = nil
        /// The look a button or toggle style gives it, nil when none is set.
        var look: ControlLook? = nil
        // Controls edited from the keyboard.
        /// Whether the control is drawn with its focus marks around it (` label `, `>label<`);
        /// an edited control (a text field, a stepper…) is drawn as itself, inverse when focused.
        var framed = true
        /// The text node where an edited control's text starts: its position becomes the focus
        /// target's ``FocusTarget/textOrigin``.
        var fieldText: LayoutNode? = nil
        /// For a control drawn for a list row (edit mode's, or a row with actions): what it stands for.
        var rowControl: RowControl? = nil
    }

    var kind: Kind {
        didSet { forgetSizes(); revision &+= 1; readTraits(); noteChange() }
    }
    /// What the kind says about sizing, kept so that a stack's plan reads it
    /// without copying the kind (and the closures and views a control's kind holds).
    private(set) var traits = Traits()

    /// What a node's kind says about its size: whether it is sized anew each time (a leaf that
    /// costs less to size than to look up), and along which axes it takes all the space offered
    /// (or whether its first child says).
    struct Traits {
        var isSizedAnew = false
        var fillsWidth = false
        var fillsHeight = false
        var flexibleAsChild = false
    }
    var children: [LayoutNode] {
        didSet { forgetSizes(); revision &+= 1; noteChange() }
    }
    /// How many times the node was changed after it was made, so
    /// that the cells painted from it are reused only while it and its subtree stay as they were.
    private(set) var revision = 0
    /// Whether the node may be met again in a later frame (a running
    /// app's layout cache keeps it), so that what it paints is worth remembering.
    var isReusable = false
    /// Whether the node is a row group: a list's rows from one custom view, laid out
    /// as the list's own rows (RowGroup.swift).
    var isRowGroup = false
    /// Whether the node is a section's rows (a divider sets it off from the rows beside it in a list).
    var isSection = false
    /// For a row group, whether one of its rows (or of a group among them) takes the
    /// height offered (set when made).
    var hasFlexibleRow = false
    /// Whether a paint record stamped the node (``PaintPass/signature(of:)``), so
    /// that a change to it counts in ``stampedChanges``.
    var isStamped = false
    /// How many times a stamped node changed, in any layout tree of the process.
    /// While it stays the same, every paint record's stamps still hold, and a frame keeps nodes
    /// without reading their subtrees' revisions (a read of each node of 1,000 rows).
    static let stampedChanges = Atomic<Int>(0)

    /// A proposal and axis a size was computed for.
    struct SizeKey: Equatable {
        var width: Int?
        var height: Int?
        var axis: Axis?
    }

    /// The sizes computed so far, by proposal (a node is asked a few times at most, so a short list).
    private var sizes: [(key: SizeKey, size: Layout.Size)] = []
    /// A segment bar's label widths, for the width they were shared out in.
    var segmentWidths: (width: Int?, widths: [Int])?
    /// A wrapping text's lines as last drawn, for the size they were drawn at.
    var wrappedLines: (width: Int, height: Int, lines: [String])?

    func memoizedSize(_ key: SizeKey) -> Layout.Size? {
        for entry in sizes where entry.key == key { return entry.size }
        return nil
    }

    func memoize(_ size: Layout.Size, for key: SizeKey) {
        sizes.append((key, size))
    }

    /// A stack's plan for the size it was last painted at (see `Layout.paintPlan`).
    var paintPlan: (size: Layout.Size, plan: Layout.Plan)?

    private func noteChange() {
        if isStamped { Self.stampedChanges.add(1, ordering: .relaxed) }
    }

    private func forgetSizes() {
        sizes.removeAll()
        segmentWidths = nil
        wrappedLines = nil
        paintPlan = nil
    }

    init(_ kind: Kind, _ children: [LayoutNode] = []) {
        self.kind = kind
        self.children = children
        readTraits()
    }

    private func readTraits() {
        var traits = Traits()
        switch kind {
        case .spacer, .fill:
            traits = Traits(isSizedAnew: true, fillsWidth: true, fillsHeight: true)
        case .divider, .empty:
            traits.isSizedAnew = true
        case .outline:
            traits = Traits(fillsWidth: true, fillsHeight: true)
        case .flexFrame(_, let maxWidth, _, let maxHeight, _, _):
            traits = Traits(fillsWidth: maxWidth == Int.max, fillsHeight: maxHeight == Int.max)
        case .padding, .border, .background, .style, .frame, .textEnvironment, .control:
            traits.flexibleAsChild = true
        default:
            break
        }
        self.traits = traits
    }

    /// Whether the node takes all the space offered along `axis`. A row takes the width offered
    /// when a view in it does (a Spacer between a label and a value), as SwiftUI's HStack does.
    func isFlexible(along axis: Axis) -> Bool {
        if traits.flexibleAsChild { return children.first?.isFlexible(along: axis) ?? false }
        if axis == .horizontal, case .hStack = kind { return children.contains { $0.isFlexible(along: .horizontal) } }
        return axis == .horizontal ? traits.fillsWidth : traits.fillsHeight
    }
}

enum Axis { case horizontal, vertical }

enum HorizontalPlacement { case leading, center, trailing }
enum VerticalPlacement { case top, center, bottom }

extension HorizontalPlacement {
    func offset(_ free: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, free) / 2
        case .trailing: max(0, free)
        }
    }
}

extension VerticalPlacement {
    func offset(_ free: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, free) / 2
        case .bottom: max(0, free)
        }
    }
}
