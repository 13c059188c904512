// BuildersTests covers two modules: ViewTree (the node types, their generic parameters and
// stored-property layout) and Builders (View, @ViewBuilder, initialisers, modifiers), since
// ViewTree's types are only built through Builders' API.

import Builders

/// The type name as SwiftUI's layout contract writes it.
func typeName(_ value: Any) -> String {
    String(describing: type(of: value))
}

/// `Mirror(reflecting: value).descendant(path...)`, the contract's `a|b|c`.
func descendant(_ value: Any, _ path: MirrorPath...) -> Any? {
    var current: Any = value
    for step in path {
        guard let next = Mirror(reflecting: current).descendant(step) else { return nil }
        current = next
    }
    return current
}

/// The labels of a value's Mirror children, in order.
func childLabels(_ value: Any) -> [String?] {
    Mirror(reflecting: value).children.map(\.label)
}
