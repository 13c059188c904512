import Builders

// The layout values that several kinds share, named as ViewInspector names them; each kind's
// descriptor gives the label paths they read (`spacing`, `alignment`, `pinnedViews`).

extension InspectableView {
    /// The spacing of a stack, lazy stack or lazy grid, as ViewInspector's `spacing()`: nil for the default.
    /// The view a `safeAreaInset(edge:spacing:…)` puts at an edge gives the inset's spacing.
    public func spacing() throws -> CGFloat? {
        if let inset = holdingModifier(reachedBy: ["safeAreaInset"]) {
            return try safeAreaInsetProperties(of: inset).spacing
        }
        let paths = try valuePaths("spacing", expected: "a stack or a lazy grid")
        return try optionalValue(at: paths[0], as: CGFloat.self)
    }

    /// The alignment of a stack, lazy stack, grid or grid row, as ViewInspector's `alignment()`,
    /// as an `Alignment` whose other axis is centred: an HStack aligned `.top` answers `.top`, a
    /// VStack aligned `.leading` answers `.leading`. A grid row that takes its grid's alignment
    /// answers its grid's vertical one (`.center` for a row inspected without its grid), as SwiftUI
    /// places the row's cells. The view an overlay or a background draws (`overlay()`,
    /// `background()`, not yet named by a step of its own kind) gives the modifier's alignment; a
    /// style's is `.center`.
    public func alignment() throws -> Alignment {
        if let layer = holdingModifier(reachedBy: Self.layerSteps) {
            return MirrorReader.descendant(layer, "alignment") as? Alignment ?? .center
        }
        let path = try valuePaths("alignment", expected: "a stack or a grid")[0]
        guard let raw = MirrorReader.descendant(value, path: path) else {
            throw InspectionError.attributeNotFound("an alignment at \(path)", in: fullTypeName, path: place)
        }
        switch raw {
        case let alignment as Alignment: return alignment
        case let vertical as VerticalAlignment: return Alignment(horizontal: .center, vertical: vertical)
        case let horizontal as HorizontalAlignment: return Alignment(horizontal: horizontal, vertical: .center)
        default:
            if Self.isNone(raw) { return inheritedRowAlignment() }
            throw InspectionError.attributeNotFound("an alignment at \(path)", in: fullTypeName, path: place)
        }
    }

    private func inheritedRowAlignment() -> Alignment {
        guard let grid = try? parent(), grid.kind == .grid, let alignment = try? grid.alignment() else { return .center }
        return Alignment(horizontal: .center, vertical: alignment.vertical)
    }

    /// The views a lazy stack or grid pins while scrolling, as ViewInspector's `pinnedViews()`.
    public func pinnedViews() throws -> PinnedScrollableViews {
        let paths = try valuePaths("pinnedViews", expected: "a lazy stack or a lazy grid")
        return try storedValue(at: paths[0], as: PinnedScrollableViews.self)
    }
}
