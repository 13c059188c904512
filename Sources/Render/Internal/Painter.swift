/// Draws a sized layout tree into a canvas and collects the controls the
/// user can choose, in drawing order.
struct Painter {
    let layout: Layout
    var canvas: Canvas
    var targets: [FocusTarget] = []
    /// How many focus targets of kept nodes were counted before the end of
    /// ``targets`` but not collected into it (a find pass, whose targets are thrown away): a
    /// target's number in drawing order is its index plus this.
    var uncollectedTargets = 0
    /// The text node of the control being drawn whose text position is recorded.
    var fieldText: ObjectIdentifier? = nil
    /// The styles controls are drawn with (the style sheet).
    var styleSheet = StyleSheet.standard

    /// The pass of a running app's frame being painted, if any.
    var reuse: PaintPass? = nil
    /// When set, drawing stops at the first control squeezed to no rows or
    /// reaching past this row (``Renderer/certainlySqueezes``), and ``foundSqueezed`` is set.
    var squeezeLimit: Int? = nil
    private(set) var foundSqueezed = false

    typealias Size = Layout.Size

    /// Draws `node`; a node a running app's frames may meet again goes through ``reuse``.
    mutating func draw(_ node: LayoutNode, x: Int, y: Int, size: Size, style: CellStyle, axis: Axis? = nil) {
        guard !foundSqueezed else { return }
        if let reuse, node.isReusable, fieldText == nil {
            drawReusing(reuse, node, x: x, y: y, size: size, style: style, axis: axis)
        } else {
            paintNode(node, x: x, y: y, size: size, style: style, axis: axis)
        }
    }

    /// Draws `node` itself (its children through ``draw(_:x:y:size:style:axis:)``).
    mutating func paintNode(_ node: LayoutNode, x: Int, y: Int, size: Size, style: CellStyle, axis: Axis?) {
        if let fieldText, fieldText == ObjectIdentifier(node), !targets.isEmpty {
            targets[targets.count - 1].textOrigin = (y, x)
            self.fieldText = nil
        }
        guard size.width > 0, size.height > 0 else {
            addSqueezedTargets(node, x: x, y: y, size: size)
            return
        }
        switch node.kind {
        case let .text(paragraphs, own, wrapping?):
            let merged = merge(style, own)
            let lines: [String]
            if let memo = node.wrappedLines, memo.width == size.width, memo.height == size.height {
                lines = memo.lines
            } else {
                lines = wrapping.lines(of: paragraphs, width: size.width, height: size.height)
                node.wrappedLines = (size.width, size.height, lines)
            }
            for (row, line) in lines.enumerated() where y + row >= 0 && y + row < canvas.height {
                canvas.draw(line, row: y + row, column: x, limit: x + size.width, style: merged)
            }
        case let .text(lines, own, nil):
            let merged = merge(style, own)
            // Only the lines on the canvas are cut to width and drawn (a tall screen's window).
            for (row, line) in lines.prefix(size.height).enumerated() where y + row >= 0 && y + row < canvas.height {
                canvas.draw(truncated(line, to: size.width), row: y + row, column: x, limit: x + size.width, style: merged)
            }
        case .glyph(let glyph):
            canvas.draw(glyph, row: y, column: x, limit: x + size.width, style: style)
        case .spacer, .empty:
            break
        case .divider:
            if axis == .horizontal {
                for row in Self.visible(y, size.height, within: canvas.height) { canvas.draw("│", row: row, column: x, limit: x + 1, style: style) }
            } else {
                for column in Self.visible(x, size.width, within: canvas.width) { canvas.set(row: y, column: column, Cell("─", style: style)) }
            }
        case .fill:
            fill(x: x, y: y, size: size, style: Self.fillStyle(of: node, in: style) ?? style)
        case let .hStack(spacing, alignment):
            let plan = layout.paintPlan(of: node, spacing: spacing, size: size, vertical: false)
            var column = x
            for (index, child) in node.children.enumerated() {
                let childSize = plan.sizes[index]
                draw(child, x: column, y: y + alignment.offset(size.height - childSize.height), size: childSize, style: style, axis: .horizontal)
                column += plan.lengths[index] + spacing
            }
        case let .vStack(spacing, alignment):
            let plan = layout.paintPlan(of: node, spacing: spacing, size: size, vertical: true)
            drawColumn(node.children, plan: plan, x: x, y: y, size: size, spacing: spacing, alignment: alignment, style: style)
        case let .zStack(horizontal, vertical):
            for child in node.children {
                let childSize = layout.size(child, .init(width: size.width, height: size.height))
                draw(child, x: x + horizontal.offset(size.width - childSize.width), y: y + vertical.offset(size.height - childSize.height),
                     size: Size(width: min(childSize.width, size.width), height: min(childSize.height, size.height)), style: style)
            }
        case .control(let control):
            drawControl(node, control, x: x, y: y, size: size, style: style)
        case .segmentBar(let controls):
            drawBar(node, controls, x: x, y: y, size: size, style: style)
        case let .padding(top, leading, bottom, trailing):
            drawChild(node, x: x + leading, y: y + top,
                      size: Size(width: size.width - leading - trailing, height: size.height - top - bottom), style: style, axis: axis)
        case let .frame(_, _, horizontal, vertical), let .flexFrame(_, _, _, _, horizontal, vertical):
            guard let child = node.children.first else { return }
            let inner = layout.size(child, .init(width: size.width, height: size.height), axis: axis)
            let fitted = Size(width: min(inner.width, size.width), height: min(inner.height, size.height))
            draw(child, x: x + horizontal.offset(size.width - fitted.width), y: y + vertical.offset(size.height - fitted.height),
                 size: fitted, style: style, axis: axis)
        case let .layered(onTop, horizontal, vertical):
            guard node.children.count == 2 else { return }
            let content = node.children[0], layer = node.children[1]
            let layerSize = layout.size(layer, .init(width: size.width, height: size.height))
            let fitted = Size(width: min(layerSize.width, size.width), height: min(layerSize.height, size.height))
            let layerX = x + horizontal.offset(size.width - fitted.width), layerY = y + vertical.offset(size.height - fitted.height)
            if !onTop { draw(layer, x: layerX, y: layerY, size: fitted, style: style) }
            // A view on a filled background is drawn on its colour, as a view on `background(Color)` is.
            let contentStyle = onTop ? style : Self.fillStyle(of: layer, in: style) ?? style
            draw(content, x: x, y: y, size: size, style: contentStyle, axis: axis)
            if onTop { draw(layer, x: layerX, y: layerY, size: fitted, style: style) }
        case .border(let borderStyle):
            let lineStyle = merge(style, borderStyle)
            drawBox(x: x, y: y, size: size, style: lineStyle)
            drawChild(node, x: x + 1, y: y + 1, size: Size(width: size.width - 2, height: size.height - 2), style: style, axis: axis)
        case .background(let color):
            let filled = with(style) { if let color { $0.background = color } }
            fill(x: x, y: y, size: size, style: filled)
            drawChild(node, x: x, y: y, size: size, style: filled, axis: axis)
        case .style(let change):
            drawChild(node, x: x, y: y, size: size, style: with(style, change), axis: axis)
        // MARK: Shapes and text environments
        case let .outline(own, rounded):
            drawBox(x: x, y: y, size: size, style: merge(style, own), corners: rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘"))
        case .textEnvironment:
            drawChild(node, x: x, y: y, size: size, style: style, axis: axis)
        // Containers.
        case .containers(let container):
            drawContainer(node, container, x: x, y: y, size: size, style: style)
        // Modifiers' effects.
        case .effect(let effect):
            drawEffect(node, effect, x: x, y: y, size: size, style: style, axis: axis)
        }
    }

    private mutating func drawChild(_ node: LayoutNode, x: Int, y: Int, size: Size, style: CellStyle, axis: Axis?) {
        guard let child = node.children.first else { return }
        draw(child, x: x, y: y, size: Size(width: max(0, size.width), height: max(0, size.height)), style: style, axis: axis)
    }

    /// A button is drawn ` label `, `>label<` when focused; a toggle `[x] label`.
    private mutating func drawControl(_ node: LayoutNode, _ control: LayoutNode.Control, x: Int, y: Int, size: Size, style: CellStyle) {
        let before = targets.count
        let focused = addTarget(node, x: x, y: y, size: size)
        var own = style
        let look = styleSheet.lookup(control.source?.kind ?? .button)
        own.foreground = (focused ? look.focusedForeground : nil) ?? look.foreground ?? own.foreground
        own.background = (focused ? look.focusedBackground : nil) ?? look.background ?? own.background
        if look.bold { own.bold = true }
        if control.isDisabled { own.dim = true }
        if (focused && look.focusInverse) || control.isInverse { own.inverse = true }
        guard control.framed else {
            fieldText = targets.count > before ? control.fieldText.map(ObjectIdentifier.init) : nil
            drawChild(node, x: x, y: y, size: size, style: own, axis: nil)
            fieldText = nil
            return
        }
        var labelX = x + 1
        if let prefix = control.prefix {
            canvas.draw(prefix, row: y, column: x + 1, limit: x + size.width, style: own)
            labelX += control.prefixWidth
        }
        canvas.draw(focused ? String(look.focusOpen) : " ", row: y, column: x, limit: x + size.width, style: own)
        canvas.draw(focused ? String(look.focusClose) : " ", row: y, column: x + size.width - 1, limit: x + size.width, style: own)
        drawChild(node, x: labelX, y: y, size: Size(width: size.width - (labelX - x) - 1, height: size.height), style: own, axis: nil)
    }

    /// A segmented picker: `│ First │[Second]│ Third │`; the selected segment
    /// in brackets and inverse, the focused one `>label<` and underlined.
    private mutating func drawBar(_ node: LayoutNode, _ controls: [LayoutNode.Control], x: Int, y: Int, size: Size, style: CellStyle) {
        let widths = layout.segmentWidths(node, size.width)
        var column = x
        canvas.draw("│", row: y, column: column, limit: x + size.width, style: style)
        column += 1
        for (index, label) in node.children.enumerated() {
            let control = controls[index]
            let segmentSize = Size(width: widths[index] + 2, height: size.height)
            let focused = addTarget(control, x: column, y: y, size: segmentSize)
            // Past the bar's end only the focus targets remain to record (a long bar is cut there).
            guard column < x + size.width else {
                column += widths[index] + 3
                continue
            }
            var own = style
            if control.isDisabled { own.dim = true }
            if control.isSelected { own.inverse = true }
            if focused { own.underline = true }
            let (open, close) = control.isSelected ? ("[", "]") : focused ? (">", "<") : (" ", " ")
            canvas.draw(open, row: y, column: column, limit: x + size.width, style: own)
            draw(label, x: column + 1, y: y, size: Size(width: widths[index], height: min(1, size.height)), style: own)
            canvas.draw(close, row: y, column: column + 1 + widths[index], limit: x + size.width, style: own)
            column += widths[index] + 2
            canvas.draw("│", row: y, column: column, limit: x + size.width, style: style)
            column += 1
        }
    }

    /// Records the controls of a subtree squeezed to no cells (a row of a screen taller than the
    /// terminal), in drawing order, each with no size: the runtime sees them and scrolls instead.
    private mutating func addSqueezedTargets(_ node: LayoutNode, x: Int, y: Int, size: Size) {
        var stack = [node]
        while let next = stack.popLast() {
            if case .control = next.kind {
                addTarget(next, x: x, y: y, size: next === node ? size : Size(width: 0, height: 0))
            } else {
                stack.append(contentsOf: next.children.reversed())
            }
        }
    }

    /// Records a choosable control; returns whether it is the focused one.
    @discardableResult
    private mutating func addTarget(_ node: LayoutNode, x: Int, y: Int, size: Size) -> Bool {
        guard case .control(let control) = node.kind else { return false }
        return addTarget(control, x: x, y: y, size: size)
    }

    /// Records a choosable control; returns whether it is the focused one.
    private mutating func addTarget(_ control: LayoutNode.Control, x: Int, y: Int, size: Size) -> Bool {
        guard !control.isDisabled, let action = control.action else { return false }
        let index = targets.count + uncollectedTargets
        targets.append(FocusTarget(
            row: y, column: x, width: size.width, height: size.height, isSelected: control.isSelected, action: action,
            source: control.source, segment: control.segment, rowControl: control.rowControl))
        if let squeezeLimit, size.height == 0 || y + size.height > squeezeLimit { foundSqueezed = true }
        return index == layout.focusIndex
    }

    private mutating func fill(x: Int, y: Int, size: Size, style: CellStyle) {
        for row in Self.visible(y, size.height, within: canvas.height) {
            for column in Self.visible(x, size.width, within: canvas.width) {
                canvas.set(row: row, column: column, Cell(" ", style: style))
            }
        }
    }

    /// The part of `start..<start + length` inside `0..<limit`. Layout sizes can far exceed the
    /// canvas (a padding of 234 000 points is 58 500 columns), so loops over cells run over this,
    /// never over the whole size: the work stays bounded by the canvas. Never traps on a negative
    /// length or on overflow.
    static func visible(_ start: Int, _ length: Int, within limit: Int) -> Range<Int> {
        let (end, overflow) = start.addingReportingOverflow(max(0, length))
        let lower = max(0, start)
        let upper = min(overflow ? Int.max : end, limit)
        return lower < upper ? lower..<upper : 0..<0
    }

    private mutating func drawBox(x: Int, y: Int, size: Size, style: CellStyle, corners: (String, String, String, String) = ("┌", "┐", "└", "┘")) {
        guard size.width >= 2, size.height >= 2 else { return }
        let right = x + size.width - 1
        let bottom = y + size.height - 1
        let limit = x + size.width
        for column in Self.visible(x, size.width, within: canvas.width) {
            let part = column == x ? 0 : column == right ? 2 : 1
            canvas.set(row: y, column: column, Cell([corners.0, "─", corners.1][part], style: style))
            canvas.set(row: bottom, column: column, Cell([corners.2, "─", corners.3][part], style: style))
        }
        for row in Self.visible(y + 1, size.height - 2, within: canvas.height) {
            canvas.draw("│", row: row, column: x, limit: limit, style: style)
            canvas.draw("│", row: row, column: right, limit: limit, style: style)
        }
    }

    /// The style of the cells a layer fills (a colour or shape filled, perhaps in a style), or nil
    /// when it draws something else.
    private static func fillStyle(of layer: LayoutNode, in outer: CellStyle) -> CellStyle? {
        var node = layer
        var style = outer
        while true {
            switch node.kind {
            case let .fill(color, inForeground):
                if let color {
                    style.background = color
                } else if inForeground {
                    if let foreground = style.foreground { style.background = foreground } else { style.inverse = true }
                } else {
                    return nil
                }
                // The content's text keeps its own colour.
                style.foreground = outer.foreground
                return style
            case .style(let change):
                change(&style)
            case .textEnvironment, .padding:
                break
            default:
                return nil
            }
            guard let child = node.children.first else { return nil }
            node = child
        }
    }

    private func truncated(_ line: String, to width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in line {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    private func merge(_ outer: CellStyle, _ own: CellStyle) -> CellStyle {
        var style = outer
        style.bold = style.bold || own.bold
        style.italic = style.italic || own.italic
        style.underline = style.underline || own.underline
        style.strikethrough = style.strikethrough || own.strikethrough
        if let color = own.foreground { style.foreground = color }
        if let color = own.background { style.background = color }
        return style
    }

    private func with(_ style: CellStyle, _ change: (inout CellStyle) -> Void) -> CellStyle {
        var copy = style
        change(&copy)
        return copy
    }
}
