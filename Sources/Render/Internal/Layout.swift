/// Sizes and draws a layout tree, much as SwiftUI does: a parent proposes a
/// size, the child answers with its own, and stacks share their space out,
/// fixed children first and flexible ones (spacers, colours, `maxWidth:
/// .infinity` frames) taking what is left. Recursion is bounded by the
/// builder's depth limit.
struct Layout {
    struct Proposal {
        var width: Int?
        var height: Int?
    }

    struct Size: Equatable {
        var width: Int
        var height: Int
    }

    /// The control to draw as focused, counted in drawing order.
    let focusIndex: Int?

    init(focusIndex: Int?) {
        self.focusIndex = focusIndex
    }

    // MARK: Sizing

    func size(_ node: LayoutNode, _ proposal: Proposal, axis: Axis? = nil) -> Size {
        // These leaves' sizes cost less to compute than to look up (a text's width is remembered).
        if node.traits.isSizedAnew { return computeSize(node, proposal, axis: axis) }
        // Sizes already computed are kept on the node, by proposal and axis: a stack sizes each
        // child more than once (ideal, then offered), so without this nested stacks would cost
        // exponential time in their depth; and a subtree a running app reuses keeps its sizes.
        let key = LayoutNode.SizeKey(width: proposal.width, height: proposal.height, axis: axis)
        if let size = node.memoizedSize(key) { return size }
        let size = computeSize(node, proposal, axis: axis)
        node.memoize(size, for: key)
        return size
    }

    private func computeSize(_ node: LayoutNode, _ proposal: Proposal, axis: Axis?) -> Size {
        switch node.kind {
        case .text(let paragraphs, _, let wrapping?):
            let size = wrapping.size(of: paragraphs, width: proposal.width, height: proposal.height)
            return Size(width: size.width, height: size.height)
        case .text(let lines, _, nil):
            let ideal = lines.map(DisplayWidth.of).max() ?? 0
            return Size(width: clamp(ideal, proposal.width), height: clamp(lines.count, proposal.height))
        case .glyph(let glyph):
            return Size(width: clamp(DisplayWidth.of(glyph), proposal.width), height: clamp(1, proposal.height))
        case .spacer(let minLength):
            return axis == .vertical ? Size(width: 0, height: minLength) : Size(width: minLength, height: 0)
        case .divider:
            return axis == .horizontal
                ? Size(width: 1, height: proposal.height ?? 1)
                : Size(width: proposal.width ?? 1, height: 1)
        case .fill:
            return Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
        case .empty:
            return Size(width: 0, height: 0)
        case .hStack(let spacing, _):
            let plan = horizontalPlan(node.children, spacing: spacing, proposal)
            return Size(width: plan.total, height: plan.sizes.map(\.height).max() ?? 0)
        case .vStack(let spacing, _):
            let plan = verticalPlan(node.children, spacing: spacing, proposal)
            // Offered no height, each child takes its ideal height, as it does
            // offered the plan's total: this is the plan that paints the stack at that height
            // (``paintPlan(of:spacing:size:vertical:)``), which a tall screen's window is.
            if proposal.height == nil, let width = proposal.width { node.paintPlan = (Size(width: width, height: plan.total), plan) }
            return Size(width: plan.sizes.map(\.width).max() ?? 0, height: plan.total)
        case .zStack:
            let sizes = node.children.map { size($0, proposal) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .control(let control) where !control.framed:
            return size(child(node), proposal, axis: axis)
        case .control(let control):
            let prefix = control.prefixWidth
            let label = size(child(node), inset(proposal, width: 2 + prefix, height: 0))
            return Size(width: label.width + 2 + prefix, height: max(1, label.height))
        case .segmentBar:
            let widths = segmentWidths(node, proposal.width)
            // A segment's label is one line, cut with "…" as a segmented control's is.
            return Size(width: widths.reduce(1) { $0 + $1 + 3 }, height: 1)
        case let .padding(top, leading, bottom, trailing):
            let inner = size(child(node), inset(proposal, width: leading + trailing, height: top + bottom), axis: axis)
            return Size(width: inner.width + leading + trailing, height: inner.height + top + bottom)
        case let .frame(width, height, _, _):
            let inner = size(child(node), Proposal(width: width ?? proposal.width, height: height ?? proposal.height), axis: axis)
            return Size(width: width ?? inner.width, height: height ?? inner.height)
        case let .flexFrame(minWidth, maxWidth, minHeight, maxHeight, _, _):
            let inner = size(child(node), proposal, axis: axis)
            return Size(
                width: flex(inner.width, proposed: proposal.width, min: minWidth, max: maxWidth),
                height: flex(inner.height, proposed: proposal.height, min: minHeight, max: maxHeight))
        case .border:
            let inner = size(child(node), inset(proposal, width: 2, height: 2), axis: axis)
            return Size(width: inner.width + 2, height: inner.height + 2)
        case .background, .style, .layered:
            return size(child(node), proposal, axis: axis)
        // MARK: Shapes and text environments
        case .outline:
            return Size(width: proposal.width ?? 2, height: proposal.height ?? 2)
        case .textEnvironment:
            return size(child(node), proposal, axis: axis)
        // Containers.
        case .containers(let container):
            return containerSize(node, container, proposal)
        // Modifiers' effects.
        case .effect(let effect):
            return effectSize(node, effect, proposal, axis: axis)
        }
    }

    private func child(_ node: LayoutNode) -> LayoutNode {
        node.children.first ?? LayoutNode(.empty)
    }

    private func clamp(_ value: Int, _ limit: Int?) -> Int {
        limit.map { min(value, max(0, $0)) } ?? value
    }

    private func inset(_ proposal: Proposal, width: Int, height: Int) -> Proposal {
        Proposal(width: proposal.width.map { max(0, $0 - width) }, height: proposal.height.map { max(0, $0 - height) })
    }

    private func flex(_ ideal: Int, proposed: Int?, min lower: Int?, max upper: Int?) -> Int {
        var value = ideal
        if let upper, upper == Int.max, let proposed { value = max(value, proposed) }
        if let upper, upper != Int.max { value = min(value, upper) }
        if let lower { value = max(value, lower) }
        return value
    }

    /// How a stack shares its length out along its axis.
    struct Plan {
        var lengths: [Int]
        var sizes: [Size]
        var total: Int
        /// The plans of the row groups whose rows are shared out as the stack's own
        /// (RowGroup.swift), by the group's index.
        var groupRows: [Int: Plan] = [:]
    }

    func horizontalPlan(_ children: [LayoutNode], spacing: Int, _ proposal: Proposal) -> Plan {
        let ideal = children.map { size($0, Proposal(width: nil, height: proposal.height), axis: .horizontal).width }
        let flexible = children.map { $0.isFlexible(along: .horizontal) }
        let lengths = share(ideal: ideal, flexible: flexible, spacing: spacing, available: proposal.width)
        let sizes = children.enumerated().map { index, child in
            let answer = size(child, Proposal(width: lengths[index], height: proposal.height), axis: .horizontal)
            return Size(width: lengths[index], height: answer.height)
        }
        return Plan(lengths: lengths, sizes: sizes, total: lengths.reduce(0, +) + spacing * max(0, children.count - 1))
    }

    func verticalPlan(_ children: [LayoutNode], spacing: Int, _ proposal: Proposal) -> Plan {
        // Row groups offered a height share it out as their rows would (RowGroup.swift).
        if proposal.height != nil, spacing == 0, children.contains(where: \.isRowGroup), let plan = rowGroupPlan(children, proposal) {
            return plan
        }
        let ideal = children.map { size($0, Proposal(width: proposal.width, height: nil), axis: .vertical).height }
        let flexible = children.map { $0.isFlexible(along: .vertical) }
        let lengths = share(ideal: ideal, flexible: flexible, spacing: spacing, available: proposal.height)
        let sizes = children.enumerated().map { index, child in
            let answer = size(child, Proposal(width: proposal.width, height: lengths[index]), axis: .vertical)
            return Size(width: answer.width, height: lengths[index])
        }
        return Plan(lengths: lengths, sizes: sizes, total: lengths.reduce(0, +) + spacing * max(0, children.count - 1))
    }

    /// Fixed children get their ideal length (shrunk evenly, smallest first,
    /// when they do not fit); flexible ones share what is left.
    private func share(ideal: [Int], flexible: [Bool], spacing: Int, available: Int?) -> [Int] {
        guard let available else { return ideal }
        var lengths = ideal
        var room = max(0, available - spacing * max(0, ideal.count - 1))
        let flexIndices = ideal.indices.filter { flexible[$0] }
        room -= flexIndices.reduce(0) { $0 + ideal[$1] }
        let fixed = ideal.indices.filter { !flexible[$0] }.sorted { ideal[$0] < ideal[$1] }
        var left = fixed.count
        var fixedRoom = max(0, room)
        for index in fixed {
            let share = fixedRoom / max(1, left)
            lengths[index] = min(ideal[index], share)
            fixedRoom -= lengths[index]
            left -= 1
        }
        let used = fixed.reduce(0) { $0 + lengths[$1] }
        var extra = max(0, room - used)
        for (position, index) in flexIndices.enumerated() {
            let share = extra / (flexIndices.count - position)
            lengths[index] += share
            extra -= share
        }
        return lengths
    }

    /// The label widths of a segment bar, shrunk evenly when the bar does not fit.
    func segmentWidths(_ node: LayoutNode, _ width: Int?) -> [Int] {
        // Asked once when the bar is sized and again when it is drawn.
        if let memo = node.segmentWidths, memo.width == width { return memo.widths }
        let widths = computeSegmentWidths(node, width)
        node.segmentWidths = (width, widths)
        return widths
    }

    private func computeSegmentWidths(_ node: LayoutNode, _ width: Int?) -> [Int] {
        let ideal = node.children.map { size($0, Proposal(width: nil, height: nil)).width }
        guard let width else { return ideal }
        let room = max(0, width - 1 - 3 * node.children.count)
        return share(ideal: ideal, flexible: ideal.map { _ in false }, spacing: 0, available: room)
    }
}
