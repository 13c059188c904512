extension OutlineGroup: View, _PrimitiveView where Parent: View, Leaf: View, Subgroup: View {}

extension OutlineSubgroupChildren: View, _PrimitiveView {}

extension OutlineGroup
where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline of the tree under `root`, each element's `children` below it, as
    /// `OutlineGroup(folder, children: \.children) { Text($0.name) }`.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(base: .tree(root), children: children, id: \.id, leafContent: content)
    }

    /// Creates an outline of the trees under the elements of `data`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(base: .forest(data), children: children, id: \.id, leafContent: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline of the tree under `root`, its elements identified by their values at `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(base: .tree(root), children: children, id: id, leafContent: content)
    }

    /// Creates an outline of the trees under the elements of `data`, identified by their values at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(base: .forest(data), children: children, id: id, leafContent: content)
    }
}
