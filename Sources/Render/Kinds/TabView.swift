import Builders
import Inspect

// `TabView`: the selected tab above a bar of its tabs' `tabItem` labels (`Tab 1`… for a tab
// without one; the selected one bracketed, each a segment the user can choose), at the bottom of
// the space offered, as on a compact screen. In the page style
// (`tabViewStyle(.page)` on it or a view around it), the selected tab above a bar of dots, one a
// page (`●` the selected one), unless the style hides the index.

extension KindDrawing {
    /// `TabView`: the selected tab above the tab bar.
    static let tabView = KindDrawing { builder, view, depth in
        let tabs = try view.viewList(keepingWhole: LayoutBuilder.isSegmentBar)
        guard !tabs.isEmpty else { return LayoutNode(.empty) }
        let source = view.erasedValue as? any TabSelectionSource
        let tags = tabs.map { try? $0.tag() }
        let selected: Int? = source?.selectedTag.map { tag in tags.firstIndex { $0 == tag } } ?? 0
        let page = LayoutBuilder.pageStyle(of: view)
        var controls: [LayoutNode.Control] = []
        var labels: [LayoutNode] = []
        for (index, tab) in tabs.enumerated() {
            let action: (() -> Void)? = source.flatMap { source in tags[index].map { tag in { _ = source.selectTag(tag) } } }
            controls.append(LayoutNode.Control(
                action: action, isDisabled: tab.isDisabled(), isSelected: index == selected, isOn: nil, source: view, segment: index))
            if page != nil {
                labels.append(LayoutNode(.text([index == selected ? "●" : "○"], CellStyle())))
            } else if let item = try? tab.tabItem() {
                let parts = item.kind == .tupleView ? try item.viewList(keepingWhole: LayoutBuilder.isSegmentBar) : [item]
                labels.append(parts.count == 1
                    ? try builder.build(parts[0], depth: depth + 1)
                    : LayoutNode(.hStack(spacing: 1, alignment: .center), try parts.map { try builder.build($0, depth: depth + 1) }))
            } else {
                labels.append(LayoutNode(.text(["Tab \(index + 1)"], CellStyle())))
            }
        }
        let bar = LayoutNode(.segmentBar(controls), labels)
        if let page {
            let shown = try selected.map { try builder.build(tabs[$0], depth: depth + 1) } ?? LayoutNode(.empty)
            guard page.indexDisplayMode.showsIndex(of: tabs.count) else { return shown }
            return LayoutNode(.vStack(spacing: 0, alignment: .center), [shown, bar])
        }
        guard let selected else { return bar }
        // The tab takes the height the bar leaves, so that the bar sits at the bottom.
        let shown = LayoutNode(.flexFrame(minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: Int.max, .leading, .top),
                               [try builder.build(tabs[selected], depth: depth + 1)])
        return LayoutNode(.vStack(spacing: 0, alignment: .leading), [shown, bar])
    }
}

/// A `tabViewStyle(_:)` modifier, whatever its style's type.
protocol TabViewStyleWriting {
    /// The style it sets.
    var tabViewStyleValue: any TabViewStyle { get }
}

extension _TabViewStyleWriter: TabViewStyleWriting where Style: TabViewStyle {
    var tabViewStyleValue: any TabViewStyle { style }
}

extension LayoutBuilder {
    /// The page style the nearest `tabViewStyle(_:)` sets for `view` (on it or a view around it);
    /// nil for any other style, or none.
    static func pageStyle(of view: InspectableView) -> PageTabViewStyle? {
        for step in view.ancestry {
            for modifier in step.modifiers {
                if let writing = modifier as? any TabViewStyleWriting { return writing.tabViewStyleValue as? PageTabViewStyle }
            }
        }
        return nil
    }
}
