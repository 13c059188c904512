/// Views of tree-shaped data, as SwiftUI's `OutlineGroup`: its `base` (one root element, `tree`,
/// or a collection of roots, `forest`), the key path of each element's `children` (nil for a
/// leaf), the key path of its `id`, and `leafContent`, which makes an element's view. `Parent`
/// and `Subgroup` are SwiftUI's generic parameters: the view of an element with children, and the
/// group it heads.
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data: RandomAccessCollection, ID: Hashable {
    /// Where the tree starts.
    public enum Base {
        /// One root element.
        case tree(Data.Element)
        /// Several root elements.
        case forest(Data)
    }

    /// The root element or elements.
    package var base: Base
    /// An element's children; nil for a leaf.
    package var children: KeyPath<Data.Element, Data?>
    /// An element's identity.
    package var id: KeyPath<Data.Element, ID>
    /// Makes the view of one element.
    package var leafContent: (Data.Element) -> Leaf

    /// An outline group from its parts.
    package init(base: Base, children: KeyPath<Data.Element, Data?>, id: KeyPath<Data.Element, ID>, leafContent: @escaping (Data.Element) -> Leaf) {
        self.base = base
        self.children = children
        self.id = id
        self.leafContent = leafContent
    }
}

/// The children of an element of an outline group, shown in the group that element heads, as
/// SwiftUI's `OutlineSubgroupChildren`, whose contents it keeps to itself.
public struct OutlineSubgroupChildren {
    /// The children, kept to the group.
    package init() {}
}
