extension InspectableView {
    /// The tree below this view, one view per line, with its kind, text, tag, id and modifiers:
    ///
    ///     TupleView
    ///     ├─ Text "First"  tag: 0
    ///     ├─ Text "Second" tag: 1  .bold
    ///     └─ Text "Third"  tag: 2
    ///
    /// Siblings' attributes line up. Walks with an explicit stack.
    public func treeDump(typeNames: TypeNameStyle = .short) throws -> String {
        try treeDumpLines(typeNames: typeNames)
    }

    /// Labels longer than this are not padded to: their attributes follow one space after.
    static let alignmentLimit = 40

    private func treeDumpLines(typeNames: TypeNameStyle) throws -> String {
        var output = ""
        var stack: [(view: InspectableView, summary: NodeSummary, width: Int, linePrefix: String, childPrefix: String)] = []
        let root = NodeSummary(self, typeNames: typeNames)
        stack.append((self, root, 0, "", ""))
        while let (view, summary, width, linePrefix, childPrefix) = stack.popLast() {
            var line = linePrefix + summary.label
            let attributes = summary.attributes
            if !attributes.isEmpty {
                line += String(repeating: " ", count: Swift.max(0, width - summary.label.count)) + " " + attributes.joined(separator: "  ")
            }
            output += line + "\n"
            let below = try view.dumpChildren()
            let children = below.map(\.view)
            let summaries = below.map { NodeSummary($0.view, typeNames: typeNames, step: $0.step) }
            // Siblings line up to a bound, so one long label cannot pad every line.
            let widest = Swift.min(Self.alignmentLimit, summaries.map(\.label.count).max() ?? 0)
            for (index, child) in children.enumerated().reversed() {
                let isLast = index == children.count - 1
                stack.append((child, summaries[index], widest, childPrefix + (isLast ? "└─ " : "├─ "), childPrefix + (isLast ? "   " : "│  ")))
            }
        }
        return output
    }
}
