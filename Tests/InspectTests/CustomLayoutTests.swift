import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// A layout an app might write: its views side by side, each as wide as the widest.
private struct EqualWidthRow: Layout {
    var gap: CGFloat = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count) + gap * CGFloat(max(0, subviews.count - 1)), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(offset) * (widest + gap), y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// A layout with a cache of its own.
private struct CountingLayout: Layout {
    func makeCache(subviews: Subviews) -> Int { subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

private struct Scoreboard: View {
    var body: some View {
        VStack {
            Text("Scores")
            EqualWidthRow {
                Text("Ann")
                Text("Bo")
            }
        }
    }
}

@MainActor @Suite struct CustomLayoutTests {
    @Test func aLayoutCalledWithViewsMakesSwiftUIsTree() {
        let row = EqualWidthRow(gap: 3) { Text("a"); Text("b") }
        expectEqual(String(describing: type(of: row)), "Tree<_LayoutRoot<EqualWidthRow>, TupleView<(Text, Text)>>")
        expectEqual(row.root.layout.gap, 3)
    }

    @Test func aLayoutsViewsAreReadAsItsParentsAsViewInspectorReadsThem() throws {
        let board = try Scoreboard().inspect()
        expectEqual(try board.find(text: "Bo").pathToRoot, "view(Scoreboard.self).vStack().text(2)")
        expectEqual(try board.vStack().map { try $0.text().string() }, ["Scores", "Ann", "Bo"])
    }

    @Test func aLayoutMeasuresAndPlacesThroughItsProxies() {
        let placed = LockedPoints()
        let subviews = LayoutSubviews((0..<3).map { index in
            LayoutSubview(
                measure: { _ in CGSize(width: CGFloat(index + 1), height: 1) },
                place: { point, _, _ in placed.append(point) })
        })
        var cache: Void = ()
        let row = EqualWidthRow(gap: 2)
        // The widest view is 3 wide: three of them and two gaps of 2.
        expectEqual(row.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache), CGSize(width: 13, height: 1))
        row.placeSubviews(in: CGRect(x: 1, y: 0, width: 13, height: 1), proposal: .unspecified, subviews: subviews, cache: &cache)
        expectEqual(placed.points.map(\.x), [1, 6, 11])
        var count = CountingLayout().makeCache(subviews: subviews)
        expectEqual(count, 3)
        CountingLayout().updateCache(&count, subviews: LayoutSubviews([]))
        expectEqual(count, 0)
    }

    @Test func spacingPrefersAColumnBesideAViewAndNoRowAbove() {
        expectEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 1)
        expectEqual(ViewSpacing().distance(to: ViewSpacing(), along: .vertical), 0)
        expectEqual(ViewSpacing.zero.distance(to: .zero, along: .horizontal), 0)
        expectEqual(ViewSpacing.zero.union(ViewSpacing(), edges: .leading).distance(to: .zero, along: .horizontal), 0)
        expectEqual(ViewSpacing.zero.distance(to: ViewSpacing.zero.union(ViewSpacing(), edges: .leading), along: .horizontal), 1)
    }

    @Test func anUnspecifiedProposalIsReplacedDimensionByDimension() {
        expectEqual(ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions(), CGSize(width: 4, height: 10))
        expectEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)), CGSize(width: 1, height: 2))
        expectEqual(ProposedViewSize(CGSize(width: 3, height: 5)), ProposedViewSize(width: 3, height: 5))
    }
}

/// Points a test's placement closure records.
private final class LockedPoints: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CGPoint] = []
    func append(_ point: CGPoint) { lock.withLock { stored.append(point) } }
    var points: [CGPoint] { lock.withLock { stored } }
}
