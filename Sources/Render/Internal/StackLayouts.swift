import Builders

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
