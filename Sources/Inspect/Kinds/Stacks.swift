import Builders

// The three stacks share one shape: their views at `_tree|content`, their layout at `_tree|root`.

extension KindDescriptor {
    /// HStack: one item laying out its views in a row.
    static let hStack = KindDescriptor(
        kind: .hStack, typeNames: ["HStack"], listRole: .stack, contentPath: "_tree|content",
        valuePaths: ["spacing": ["_tree|root|spacing"], "alignment": ["_tree|root|alignment"]])

    /// VStack: one item laying out its views in a column.
    static let vStack = KindDescriptor(
        kind: .vStack, typeNames: ["VStack"], listRole: .stack, contentPath: "_tree|content",
        valuePaths: ["spacing": ["_tree|root|spacing"], "alignment": ["_tree|root|alignment"]])

    /// ZStack: one item laying out its views over each other.
    static let zStack = KindDescriptor(
        kind: .zStack, typeNames: ["ZStack"], listRole: .stack, contentPath: "_tree|content",
        valuePaths: ["alignment": ["_tree|root|alignment"]])
}

extension HStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension VStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension ZStack: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension InspectableView {
    /// The HStack at `index`.
    public func hStack(_ index: Int? = nil) throws -> InspectableView { try child(.hStack, index) }
    /// The VStack at `index`.
    public func vStack(_ index: Int? = nil) throws -> InspectableView { try child(.vStack, index) }
    /// The ZStack at `index`.
    public func zStack(_ index: Int? = nil) throws -> InspectableView { try child(.zStack, index) }
}
