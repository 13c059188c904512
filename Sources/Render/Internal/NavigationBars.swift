/// The lines SwiftUI puts around a navigation view's content on a compact screen: the navigation
/// bar (leading items, the principal item or an inline title in its middle, trailing items), the
/// large title under it, a search field under that, the content, and the bottom bar (its items
/// spread along it, the status item in its middle). Each modifier adds its part
/// (``LayoutBuilder/addBarPart(_:to:)``); the effect node's children are the lines made of them,
/// in order, with the content among them.
struct NavigationBars {
    var leading: [LayoutNode] = []
    var principal: [LayoutNode] = []
    var trailing: [LayoutNode] = []
    /// The title: a large one on its own line, or an inline one in the navigation bar.
    var title: (node: LayoutNode, isInline: Bool)? = nil
    /// Lines under the title (a search field).
    var below: [LayoutNode] = []
    var bottom: [LayoutNode] = []
    var status: [LayoutNode] = []
    /// The view the bars are around, as the last call of ``lines(around:)`` was given it.
    private(set) var content: LayoutNode? = nil

    /// A part of the bars, as a modifier adds it.
    enum Part {
        /// The navigation title; the innermost one wins, as in SwiftUI.
        case title(LayoutNode, isInline: Bool)
        /// Toolbar items at the leading end of the navigation bar, in its middle, at its trailing end.
        case leading([LayoutNode]), principal([LayoutNode]), trailing([LayoutNode])
        /// Items in the bottom bar, and its status item.
        case bottom([LayoutNode]), status([LayoutNode])
        /// A line under the title (a search field).
        case below(LayoutNode)
    }

    mutating func add(_ part: Part) {
        switch part {
        case let .title(node, isInline): if title == nil { title = (node, isInline) }
        case .leading(let nodes): leading += nodes
        case .principal(let nodes): principal += nodes
        case .trailing(let nodes): trailing += nodes
        case .bottom(let nodes): bottom += nodes
        case .status(let nodes): status += nodes
        case .below(let node): below.append(node)
        }
    }

    /// The lines, top to bottom, with `content` among them (kept as ``content``).
    mutating func lines(around content: LayoutNode) -> [LayoutNode] {
        self.content = content
        var lines: [LayoutNode] = []
        let inline = title?.isInline == true ? title?.node : nil
        let middle = principal.isEmpty ? inline.map { [$0] } ?? [] : principal
        if !leading.isEmpty || !middle.isEmpty || !trailing.isEmpty {
            lines.append(Self.bar(leading: leading, middle: middle, trailing: trailing))
        }
        if let title, !title.isInline { lines.append(title.node) }
        lines += below
        let hasBottomBar = !bottom.isEmpty || !status.isEmpty
        // Over a bottom bar, the content takes the height the bars leave, so that the bar sits at the bottom.
        lines.append(hasBottomBar ? LayoutNode(.flexFrame(minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: Int.max, .leading, .top), [content]) : content)
        if hasBottomBar {
            // The bottom bar's items spread along it, the status item in its middle.
            let half = (bottom.count + 1) / 2
            lines.append(Self.bar(leading: Array(bottom.prefix(half)), middle: status, trailing: Array(bottom.dropFirst(half))))
        }
        return lines
    }

    /// One bar: items at its ends and in its middle, a column apart, spaces between (none when an
    /// item takes the space itself: a group of items with a `Spacer` among them places them).
    private static func bar(leading: [LayoutNode], middle: [LayoutNode], trailing: [LayoutNode]) -> LayoutNode {
        if (leading + middle + trailing).contains(where: { $0.isFlexible(along: .horizontal) }) {
            return LayoutNode(.hStack(spacing: 1, alignment: .center), leading + middle + trailing)
        }
        let gap = { LayoutNode(.spacer(minLength: 0)) }
        let centre = middle.isEmpty ? [] : middle + [gap()]
        return LayoutNode(.hStack(spacing: 1, alignment: .center), leading + [gap()] + centre + trailing)
    }
}
