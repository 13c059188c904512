import Builders
import Inspect

// The stacks (`HStack`, `VStack`, `ZStack`): their items side by side, one above the other, or
// one over the other, with the stack's spacing (in cells) and alignment.

extension KindDrawing {
    /// `HStack`: its items in a row, a column apart unless its spacing says otherwise.
    static let hStack = KindDrawing { builder, view, depth in
        LayoutNode(
            .hStack(spacing: LayoutBuilder.stackSpacing(view, default: 1, axis: .horizontal), alignment: LayoutBuilder.verticalAlignment(view)),
            try builder.items(of: view, depth: depth))
    }

    /// `VStack`: its items in a column, no row apart unless its spacing says otherwise.
    static let vStack = KindDrawing { builder, view, depth in
        LayoutNode(
            .vStack(spacing: LayoutBuilder.stackSpacing(view, default: 0, axis: .vertical), alignment: LayoutBuilder.horizontalAlignment(view)),
            try builder.items(of: view, depth: depth))
    }

    /// `ZStack`: its items one over the other, placed by its alignment.
    static let zStack = KindDrawing { builder, view, depth in
        let (h, v) = builder.alignment(MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? Alignment)
        return LayoutNode(.zStack(h, v), try builder.items(of: view, depth: depth))
    }
}

/// A stack of this package hands its layout over without Mirror (reading `_tree.root` by label
/// costs a Mirror per level); stacks read by name (replicas) are still read by label.
protocol StackLayoutSource {
    /// The stack's layout: an `_HStackLayout`, `_VStackLayout` or `_ZStackLayout`.
    var stackLayout: Any { get }
}

extension HStack: StackLayoutSource {
    var stackLayout: Any { _tree.root }
}

extension VStack: StackLayoutSource {
    var stackLayout: Any { _tree.root }
}

extension ZStack: StackLayoutSource {
    var stackLayout: Any { _tree.root }
}

extension LayoutBuilder {
    fileprivate static func stackSpacing(_ view: InspectableView, default fallback: Int, axis: Axis) -> Int {
        let spacing: CGFloat?
        switch (view.erasedValue as? any StackLayoutSource)?.stackLayout {
        case let layout as _HStackLayout: spacing = layout.spacing
        case let layout as _VStackLayout: spacing = layout.spacing
        default: spacing = MirrorLabels.value(view.erasedValue, "_tree", "root", "spacing") as? CGFloat
        }
        guard let spacing else { return fallback }
        return axis == .horizontal ? Cells.columns(spacing) : Cells.rows(spacing)
    }

    fileprivate static func verticalAlignment(_ view: InspectableView) -> VerticalPlacement {
        let layout = (view.erasedValue as? any StackLayoutSource)?.stackLayout as? _HStackLayout
        let alignment: VerticalAlignment? = layout?.alignment ?? MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? VerticalAlignment
        return switch alignment {
        case .some(.top): .top
        case .some(.bottom): .bottom
        default: .center
        }
    }

    fileprivate static func horizontalAlignment(_ view: InspectableView) -> HorizontalPlacement {
        let layout = (view.erasedValue as? any StackLayoutSource)?.stackLayout as? _VStackLayout
        let alignment: HorizontalAlignment? = layout?.alignment ?? MirrorLabels.value(view.erasedValue, "_tree", "root", "alignment") as? HorizontalAlignment
        return switch alignment {
        case .some(.leading): .leading
        case .some(.trailing): .trailing
        default: .center
        }
    }
}
