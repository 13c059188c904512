import Builders
import Inspect

/// Turns an inspected tree into a layout tree, reading each view's kind, its
/// values and its modifiers. Nesting is bounded: past ``depthLimit`` levels it throws.
struct LayoutBuilder {
    static let depthLimit = 256
    /// Called with every view built that has modifiers (how a running app finds lifecycle modifiers).
    var visitor: ((InspectableView, [InspectedModifier]) -> Void)?
    /// A running app's layouts of custom views kept from earlier frames (incremental frames).
    var cache: LayoutCache?
    // MARK: Lazy rows
    /// Where lazy rows made while drawing report (set by the renderer; nil draws every row).
    var lazyLog: LazyLog?

    func build(_ view: InspectableView) throws -> LayoutNode {
        try build(view, depth: 0)
    }

    /// `depth` counts layout levels, modifiers included (each wraps its view
    /// in one more level), so a long modifier chain is bounded too.
    func build(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        let modifiers = view.modifiers.filter { $0.typeName != "Text.Modifier" }
        let depth = depth + modifiers.count
        guard depth < Self.depthLimit else {
            throw RenderError.nestingTooDeep(limit: Self.depthLimit, path: view.pathToRoot)
        }
        if let visitor, !modifiers.isEmpty {
            visitor(view, modifiers)
            cache?.log(view, modifiers)
        }
        // A custom style's `configuration.label` (or a label style's title or icon),
        // replaced by the control's label (or the label's title or icon).
        if let mark = Self.styleMark(of: view) { return LayoutNode(.textEnvironment(mark)) }
        var node = try core(of: view, depth: depth)
        var layers = (overlays: 0, backgrounds: 0)
        Self.markSource(of: node, as: view)
        for (slot, modifier) in modifiers.enumerated() {
            node = try layered(node, by: modifier, of: view, counts: &layers, depth: depth)
                ?? customStyled(node, by: modifier, of: view, depth: depth) ?? wrap(node, in: modifier)
            // The views the modifier holds and shows: a title, a toolbar, a presentation.
            node = try wrapHeldViews(node, in: modifier, slot: slot, of: view, depth: depth)
        }
        return node
    }

    /// `node` with the view an `overlay(_:)` or `background(_:)` holds drawn over or behind it, in
    /// its frame; nil for any other modifier, and for a border or a colour background, which
    /// ``wrap(_:in:)`` draws. `counts` numbers the overlays and backgrounds met so far, innermost
    /// first, as the inspector's `overlay(_:)` and `background(_:)` do.
    private func layered(
        _ node: LayoutNode, by modifier: InspectedModifier, of view: InspectableView,
        counts: inout (overlays: Int, backgrounds: Int), depth: Int
    ) throws -> LayoutNode? {
        let layer: InspectableView
        let onTop: Bool
        switch modifier.typeName {
        case "_OverlayModifier":
            defer { counts.overlays += 1 }
            guard modifier.name == "overlay" else { return nil }
            layer = try view.overlay(counts.overlays)
            onTop = true
        case "_BackgroundModifier":
            defer { counts.backgrounds += 1 }
            guard !(modifier.value is _BackgroundModifier<Color>) else { return nil }
            layer = try view.background(counts.backgrounds)
            onTop = false
        default:
            return nil
        }
        let (h, v) = alignment(MirrorLabels.value(modifier.value, "alignment") as? Alignment)
        return LayoutNode(.layered(onTop: onTop, h, v), [node, try build(layer, depth: depth + 1)])
    }

    /// Records which view a control (or a picker's segments) was drawn from, for focus targets.
    private static func markSource(of node: LayoutNode, as view: InspectableView) {
        switch node.kind {
        case .control(var control) where control.source == nil:
            control.source = view
            node.kind = .control(control)
        case .segmentBar(var controls):
            for index in controls.indices where controls[index].source == nil {
                controls[index].source = view
                controls[index].segment = index
            }
            node.kind = .segmentBar(controls)
        default:
            break
        }
    }

    /// The node of the view itself, without its view modifiers.
    private func core(of view: InspectableView, depth: Int) throws -> LayoutNode {
        switch view.kind {
        case .text:
            if let text = view.erasedValue as? Text {
                return try textNode(text, view: view)
            }
            var style = CellStyle()
            for modifier in view.modifiers where modifier.typeName == "Text.Modifier" {
                TextStyling.apply(modifier, to: &style)
            }
            return LayoutNode(.text(Self.lines(try view.string()), style))
        case .image:
            return LayoutNode(.glyph(Glyphs.symbol(for: view)))
        case .spacer:
            let minLength = (try? view.actualView(Spacer.self).minLength).flatMap { $0 }.map(Cells.columns) ?? 0
            return LayoutNode(.spacer(minLength: minLength))
        case .divider:
            return LayoutNode(.divider)
        case .color:
            return LayoutNode(.fill(ColorMapping.terminalColor(try? view.actualView(Color.self))))
        case .shape:
            return shapeNode(view)
        case .emptyView, .unknown, .absent:
            return LayoutNode(.empty)
        case .hStack:
            return LayoutNode(.hStack(spacing: stackSpacing(view, default: 1, axis: .horizontal), alignment: verticalAlignment(view)), try items(of: view, depth: depth))
        case .vStack:
            return LayoutNode(.vStack(spacing: stackSpacing(view, default: 0, axis: .vertical), alignment: horizontalAlignment(view)), try items(of: view, depth: depth))
        case .zStack:
            let (h, v) = alignment(MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? Alignment)
            return LayoutNode(.zStack(h, v), try items(of: view, depth: depth))
        case .button:
            let label = try stacked([try view.labelView()], depth: depth)
            let control = LayoutNode.Control(
                action: { try? view.tap() }, isDisabled: view.isDisabled(),
                isSelected: isSelectedSegment(view), isOn: nil)
            return Self.roleStyled(view, LayoutNode(.control(control), [label]))
        case .toggle:
            let binding = MirrorLabels.value(view.erasedValue, "_isOn") as? Binding<Bool>
            let label = try stacked([try view.labelView()], depth: depth)
            let control = LayoutNode.Control(
                action: binding.map { binding in { binding.wrappedValue.toggle() } },
                isDisabled: view.isDisabled(), isSelected: false, isOn: binding?.wrappedValue ?? false)
            return LayoutNode(.control(control), [label])
        case .picker:
            if Self.pickerDrawing(of: view) == .segmented { return try segmentBar(view, depth: depth) }
            return try pickerNode(view, depth: depth) { try build($0, depth: $1) }
        // MARK: Containers
        case .list, .form, .section, .scrollView, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid, .grid, .gridRow,
             .tabView, .navigationView, .navigationStack, .navigationLink, .groupBox, .disclosureGroup, .menu,
             .controlGroup, .viewThatFits:
            return try container(view, depth: depth) { try build($0, depth: depth + 1) }
        // MARK: Controls
        case .textField, .secureField, .textEditor, .stepper, .slider, .datePicker, .colorPicker, .progressView, .link, .label, .labeledContent:
            return try controlNode(view, depth: depth) { try build($0, depth: $1) }
        // MARK: Toolbars and presentations
        case .toolbarItem, .toolbarItemGroup, .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog:
            return try heldViewCore(of: view, depth: depth)
        case .actionSheet:
            return try heldViewCore(of: view, depth: depth)
        // MARK: Gradients
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient:
            // A gradient fills its frame with its first colour: a cell holds one colour.
            return LayoutNode(.fill(ColorMapping.terminalColor((view.erasedValue as? any _SingleColorStyle)?._standInColor)))
        case .tupleView, .group, .forEach, .anyView, .custom:
            if Self.isPicker(view) {
                return try segmentBar(view, depth: depth)
            }
            if view.kind == .custom, let cache {
                // Its items as `viewList()` gives them, custom views inside kept for the cache.
                let keepWhole: (InspectableView) -> Bool = { $0.kind == .custom && !Self.isPicker($0) }
                return stacked(nodes: try cachedItems(of: view, cache: cache, depth: depth, keepingWhole: keepWhole))
            }
            return try stacked(try view.viewList(), depth: depth)
        }
    }

    /// The children of a stack, flattened as SwiftUI's view list is.
    func items(of view: InspectableView, depth: Int) throws -> [LayoutNode] {
        // A running app lists a stack's views again only when they may differ.
        try built(try cache?.list(of: view, keepingWhole: keepsWhole) ?? view.viewList(keepingWhole: keepsWhole), depth: depth + 1)
    }

    /// One view of several: a single one as itself, several in a VStack.
    func stacked(_ views: [InspectableView], depth: Int) throws -> LayoutNode {
        var flat: [InspectableView] = []
        for view in views {
            flat.append(contentsOf: try view.listItems(keepingWhole: keepsWhole))
        }
        return stacked(nodes: try built(flat, depth: depth + 1))
    }

    private func stacked(nodes: [LayoutNode]) -> LayoutNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return LayoutNode(.empty) }
        return LayoutNode(.vStack(spacing: 0, alignment: .center), nodes)
    }

    /// Which views a view list keeps as one item: a picker (drawn as one bar), and, in a running
    /// app, a custom view, whose items ``built(_:depth:)`` takes from the cache when it did not change.
    var keepsWhole: (InspectableView) -> Bool {
        guard cache != nil else { return Self.isPicker }
        return { view in Self.isPicker(view) || view.kind == .custom }
    }

    /// The nodes of the items of a view list made with ``keepsWhole``: a custom view kept whole
    /// gives the nodes of its own items, as SwiftUI's view list would have opened it.
    func built(_ items: [InspectableView], depth: Int, expandingWith keepWhole: ((InspectableView) -> Bool)? = nil) throws -> [LayoutNode] {
        let keepWhole = keepWhole ?? keepsWhole
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(items.count)
        for item in items {
            guard let cache, item.kind == .custom, !Self.isPicker(item) else {
                nodes.append(try build(item, depth: depth))
                continue
            }
            nodes.append(contentsOf: try cachedItems(of: item, cache: cache, depth: depth, keepingWhole: keepWhole))
        }
        return nodes
    }

    /// The nodes of the custom view `view`'s items (its views listed with `keepWhole`), from the
    /// layout cache while it did not change; `shape` makes what the cache keeps of them.
    func cachedItems(
        of view: InspectableView, cache: LayoutCache, depth: Int, keepingWhole keepWhole: @escaping (InspectableView) -> Bool,
        shape: ([LayoutNode]) -> [LayoutNode] = { $0 }
    ) throws -> [LayoutNode] {
        try cache.items(of: view, visitor: visitor) {
            shape(try built(try cache.list(of: view, keepingWhole: keepWhole), depth: depth, expandingWith: keepWhole))
        }
    }

    /// A segmented picker: one bar of its segments, read from the picker itself.
    private func segmentBar(_ view: InspectableView, depth: Int) throws -> LayoutNode {
        guard let source = view.erasedValue as? any SegmentBarSource else { return LayoutNode(.empty) }
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

    /// A Text's lines in its own style.
    func textNode(_ text: Text, view: InspectableView) throws -> LayoutNode {
        guard let string = text.inspectionString() else {
            return LayoutNode(.text(Self.lines(try view.inspectSibling(text, at: "text").string()), TextStyling.style(of: text)))
        }
        return LayoutNode(.text(Self.lines(string), TextStyling.style(of: text)))
    }

    private static func lines(_ string: String) -> [String] {
        // Most labels are one line: no split, no copies.
        guard string.utf8.contains(UInt8(ascii: "\n")) else { return [string] }
        return string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A picker is drawn as one bar, so view lists keep it whole.
    static func isPicker(_ view: InspectableView) -> Bool {
        view.erasedValue is any SegmentBarSource
    }

    private func isSelectedSegment(_ view: InspectableView) -> Bool {
        view.modifiers.contains { ($0.value as? SelectedSegmentMarker)?.isSelected == true }
    }

    private func stackSpacing(_ view: InspectableView, default fallback: Int, axis: Axis) -> Int {
        let spacing: CGFloat?
        switch (view.erasedValue as? any StackLayoutSource)?.stackLayout {
        case let layout as _HStackLayout: spacing = layout.spacing
        case let layout as _VStackLayout: spacing = layout.spacing
        default: spacing = MirrorLabels.value(view.erasedValue, "_tree", "root", "spacing") as? CGFloat
        }
        guard let spacing else { return fallback }
        return axis == .horizontal ? Cells.columns(spacing) : Cells.rows(spacing)
    }

    private func verticalAlignment(_ view: InspectableView) -> VerticalPlacement {
        let layout = (view.erasedValue as? any StackLayoutSource)?.stackLayout as? _HStackLayout
        let alignment: VerticalAlignment? = layout?.alignment ?? MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? VerticalAlignment
        return switch alignment {
        case .some(.top): .top
        case .some(.bottom): .bottom
        default: .center
        }
    }

    private func horizontalAlignment(_ view: InspectableView) -> HorizontalPlacement {
        let layout = (view.erasedValue as? any StackLayoutSource)?.stackLayout as? _VStackLayout
        let alignment: HorizontalAlignment? = layout?.alignment ?? MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? HorizontalAlignment
        return switch alignment {
        case .some(.leading): .leading
        case .some(.trailing): .trailing
        default: .center
        }
    }

    private func alignment(_ alignment: Alignment?) -> (HorizontalPlacement, VerticalPlacement) {
        let alignment = alignment ?? .center
        let h: HorizontalPlacement = alignment.horizontal == .leading ? .leading : alignment.horizontal == .trailing ? .trailing : .center
        let v: VerticalPlacement = alignment.vertical == .top ? .top : alignment.vertical == .bottom ? .bottom : .center
        return (h, v)
    }

    /// Wraps `node` in the layout or style node of one view modifier.
    private func wrap(_ node: LayoutNode, in modifier: InspectedModifier) -> LayoutNode {
        switch modifier.value {
        case let padding as _PaddingLayout:
            // The default padding is one column on the sides and none above and below.
            let insets = padding.insets ?? EdgeInsets(
                leading: padding.edges.contains(.leading) ? 8 : 0,
                trailing: padding.edges.contains(.trailing) ? 8 : 0)
            return LayoutNode(.padding(
                top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
                bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)), [node])
        case let frame as _FrameLayout:
            let (h, v) = alignment(frame.alignment)
            return LayoutNode(.frame(width: frame.width.map(Cells.columns), height: frame.height.map(Cells.rows), h, v), [node])
        case let frame as _FlexFrameLayout:
            let (h, v) = alignment(frame.alignment)
            return LayoutNode(.flexFrame(
                minWidth: frame.minWidth.map(Cells.columns), maxWidth: frame.maxWidth.map { Cells.maximum($0, columns: true) },
                minHeight: frame.minHeight.map(Cells.rows), maxHeight: frame.maxHeight.map { Cells.maximum($0, columns: false) }, h, v), [node])
        case let overlay as _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>>:
            var style = CellStyle()
            style.foreground = ColorMapping.terminalColor(overlay.overlay.style)
            return LayoutNode(.border(style), [node])
        case let background as _BackgroundModifier<Color>:
            return LayoutNode(.background(ColorMapping.terminalColor(background.background)), [node])
        case let environment as _EnvironmentKeyWritingModifier<Color?>:
            let color = ColorMapping.terminalColor(environment.value)
            return LayoutNode(.style({ if color != nil { $0.foreground = color } }), [node])
        case let environment as _EnvironmentKeyWritingModifier<Font?>:
            let bold = environment.value.map(TextStyling.isBold) ?? false
            return LayoutNode(.style({ if bold { $0.bold = true } }), [node])
        case let opacity as _OpacityEffect where opacity.opacity < 0.75:
            return LayoutNode(.style({ $0.dim = true }), [node])
        // MARK: Text changes (line limit, alignment, case)
        case let value where Self.textChange(of: value) != nil:
            return applyingTextChange(of: value, to: node)
        // MARK: Effects and foreground colours
        case is _HiddenModifier:
            return LayoutNode(.effect(.hidden), [node])
        case let offset as _OffsetEffect:
            return LayoutNode(.effect(.offset(x: Cells.signedColumns(offset.offset.width), y: Cells.signedRows(offset.offset.height))), [node])
        case let position as _PositionLayout:
            return LayoutNode(.effect(.position(x: Cells.signedColumns(position.position.x), y: Cells.signedRows(position.position.y))), [node])
        case let style as _ForegroundStyleModifier<Color>:
            let color = ColorMapping.terminalColor(style.style)
            return LayoutNode(.style({ if color != nil { $0.foreground = color } }), [node])
        // MARK: Shape and control styles — a gradient (or other style) draws as its stand-in colour.
        case _ where modifier.typeName == "_ForegroundStyleModifier":
            let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
            let color = ColorMapping.terminalColor(style?._standInColor)
            return LayoutNode(.style({ if color != nil { $0.foreground = color } }), [node])
        case _ where modifier.typeName == "_BackgroundStyleModifier":
            let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
            return LayoutNode(.background(ColorMapping.terminalColor(style?._standInColor)), [node])
        case is ToggleStyleModifier<SwitchToggleStyle>:
            return Self.setLook(.switchToggle, of: node, toggles: true)
        case is ToggleStyleModifier<ButtonToggleStyle>:
            return Self.setLook(.buttonToggle, of: node, toggles: true)
        case is ToggleStyleModifier<CheckboxToggleStyle>, is ToggleStyleModifier<DefaultToggleStyle>:
            return Self.setLook(.standard, of: node, toggles: true)
        case is ButtonStyleContainerModifier<BorderedProminentButtonStyle>:
            return Self.setLook(.prominent, of: node, toggles: false)
        case _ where modifier.typeName == "ButtonStyleContainerModifier" || modifier.typeName == "ButtonStyleModifier":
            return Self.setLook(.standard, of: node, toggles: false)
        default:
            return node
        }
    }
}

/// Reads stored properties by label, for values whose generic type the renderer cannot name.
enum MirrorLabels {
    static func value(_ value: Any, _ labels: String...) -> Any? {
        var current = value
        for label in labels {
            guard let next = Mirror(reflecting: current).descendant(label) else { return nil }
            current = next
        }
        return current
    }
}
