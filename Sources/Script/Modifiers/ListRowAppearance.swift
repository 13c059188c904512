import Builders
import ScriptSyntax

// How a list row sits in its list: its insets and the tint of its separators.

extension ModifierEntry {
    /// `.listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))`, `.listRowInsets(nil)`.
    static let listRowInsets = ModifierEntry(name: "listRowInsets", unlabelled: 1) { call in
        let insets: EdgeInsets? = try call.first { value, location in
            if case .null = value { return nil }
            return try Convert.swiftValue(EdgeInsets.self, "insets such as EdgeInsets(top: 2)")(value, location)
        }
        return call.modified { $0.listRowInsets(insets) }
    }

    /// `.listRowSeparatorTint(.red)`, `.listRowSeparatorTint(.red, edges: .top)`.
    static let listRowSeparatorTint = ModifierEntry(name: "listRowSeparatorTint", labels: ["edges"], unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        let edges = try call.named("edges", Convert.member(["all": VerticalEdge.Set.all, "top": .top, "bottom": .bottom], "edges such as .all or .top")) ?? .all
        return call.modified { $0.listRowSeparatorTint(color, edges: edges) }
    }
}
