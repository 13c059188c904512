// Painted-cell reuse: how the painter draws a node a running app's frames may meet
// again (see ``PaintCache`` for the two passes and why a kept row is right).
extension Painter {
    mutating func drawReusing(_ pass: PaintPass, _ node: LayoutNode, x: Int, y: Int, size: Size, style: CellStyle, axis: Axis?) {
        let id = ObjectIdentifier(node)
        switch pass.mode {
        case .repaint:
            if let record = pass.slot.records[id], record.skippedIn == pass.frame, !record.rows.intersects(pass.dirty) {
                targets.append(contentsOf: record.targets)
                pass.kept += 1
                return
            }
            paintNode(node, x: x, y: y, size: size, style: style, axis: axis)
            return
        case .find:
            if let record = pass.slot.records[id], record.seen != pass.frame,
               record.matches(x: x, y: y, size: size, style: style, axis: axis),
               let signature = record.signature,
               focusOffset(from: targets.count + uncollectedTargets, count: record.targets.count) == record.focus,
               pass.stampsHold || pass.matches(node, signature) {
                // Kept: it must come after the nodes kept before it, as it did in the last frame.
                if record.order <= pass.lastSkippedOrder || !pass.keep(record) { pass.failed = true }
                pass.lastSkippedOrder = record.order
                record.skippedIn = pass.frame
                pass.innerRows.formUnion(record.rows)
                pass.inner.append(id)
                // This pass's targets are thrown away; only a record made
                // around it needs them.
                if pass.collectingTargets > 0 {
                    targets.append(contentsOf: record.targets)
                } else {
                    uncollectedTargets += record.targets.count
                }
                return
            }
        case .whole:
            break
        }
        let old = pass.slot.records[id]
        if old?.seen == pass.frame { pass.failed = true }
        // The rows it wrote before change, as do those it writes now.
        old?.ownRows.mark(in: &pass.dirty)
        let savedWritten = canvas.writtenRows, savedInnerRows = pass.innerRows, savedInner = pass.inner
        canvas.writtenRows = RowSpan()
        pass.innerRows = RowSpan()
        pass.inner = []
        let order = pass.order
        pass.order += 1
        // A node first met in a frame painted over the last is remembered without what it takes
        // to reuse it (most such nodes are made again every frame), unless it is met again.
        let full = pass.mode == .whole || old != nil
        let before = targets.count, first = targets.count + uncollectedTargets
        if full { pass.collectingTargets += 1 }
        paintNode(node, x: x, y: y, size: size, style: style, axis: axis)
        if full { pass.collectingTargets -= 1 }
        let own = canvas.writtenRows
        var rows = pass.innerRows
        rows.formUnion(own)
        own.mark(in: &pass.dirty)
        let drawn = full ? Array(targets[before...]) : []
        pass.slot.records[id] = PaintCache.Record(
            node: node, signature: full ? PaintPass.signature(of: node) : nil, x: x, y: y, size: size, style: style, axis: axis,
            focus: focusOffset(from: first, count: targets.count + uncollectedTargets - first), targets: drawn, rows: rows, ownRows: own,
            inner: pass.inner, order: order, seen: pass.frame)
        canvas.writtenRows = savedWritten
        pass.innerRows = savedInnerRows
        pass.innerRows.formUnion(rows)
        pass.inner = savedInner
        pass.inner.append(id)
    }

    /// Which of `count` focus targets numbered from `first` is the focused one, if any.
    private func focusOffset(from first: Int, count: Int) -> Int? {
        guard let focus = layout.focusIndex, focus >= first, focus < first + count else { return nil }
        return focus - first
    }
}
