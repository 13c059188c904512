import Builders
import Inspect

// The lazy stacks (`LazyVStack`, `LazyHStack`): their items as a stack's, with their spacing and
// alignment. A vertical one of one ForEach makes only the rows it draws (LazyRows.swift), also
// as the only content of a vertical scroll view.

extension KindDrawing {
    /// `LazyVStack`: its items in a column (no row apart by default), made as drawn when it holds one ForEach.
    static let lazyVStack = KindDrawing(lazyRowsInScrollView: { builder, view, depth in
        let (spacing, alignment) = LayoutBuilder.lazyColumnLayout(of: view)
        return try builder.lazyRows(of: view, spacing: spacing, alignment: alignment, asListRows: false, depth: depth)
    }) { builder, view, depth in
        let (spacing, alignment) = LayoutBuilder.lazyColumnLayout(of: view)
        if let lazy = try builder.lazyRows(of: view, spacing: spacing, alignment: alignment, asListRows: false, depth: depth) {
            return lazy
        }
        return LayoutNode(.vStack(spacing: spacing, alignment: alignment), try builder.listedItems(of: view, depth: depth))
    }

    /// `LazyHStack`: its items in a row, a column apart by default.
    static let lazyHStack = KindDrawing { builder, view, depth in
        let spacing = (try? view.spacing()).flatMap { $0 }.map(Cells.columns) ?? 1
        let alignment: VerticalPlacement = switch (try? view.alignment())?.vertical {
        case .some(.top): .top
        case .some(.bottom): .bottom
        default: .center
        }
        return LayoutNode(.hStack(spacing: spacing, alignment: alignment), try builder.listedItems(of: view, depth: depth))
    }
}

extension LayoutBuilder {
    /// A vertical lazy stack's spacing between rows and the placement of a row narrower than it.
    fileprivate static func lazyColumnLayout(of view: InspectableView) -> (spacing: Int, alignment: HorizontalPlacement) {
        let spacing = (try? view.spacing()).flatMap { $0 }.map(Cells.rows) ?? 0
        let alignment: HorizontalPlacement = switch (try? view.alignment())?.horizontal {
        case .some(.leading): .leading
        case .some(.trailing): .trailing
        default: .center
        }
        return (spacing, alignment)
    }
}
