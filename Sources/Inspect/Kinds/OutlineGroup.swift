import Builders

extension KindDescriptor {
    /// OutlineGroup: one item showing tree-shaped data; `leaf(_:)` makes an element's view and
    /// `sourceData(_:)` reads the root element or elements.
    static let outlineGroup = KindDescriptor(
        kind: .outlineGroup, typeNames: ["OutlineGroup"], listRole: .leaf, valuePaths: ["sourceData": ["base|forest", "base|tree"]])
}

/// One element of an outline group's tree, as the group shows it: its view, how deep it is, and
/// whether it heads a subgroup.
package struct OutlineRow {
    /// The element's identity.
    package let id: AnyHashable
    /// How many elements are above it: 0 for a root.
    package let depth: Int
    /// Whether the element has children (an empty collection counts: it heads an empty subgroup).
    package let hasChildren: Bool
    /// The view `leafContent` makes of the element.
    package let view: Any
}

/// An OutlineGroup seen without its generic types: its elements' views (Mirror cannot call its
/// content closure).
private protocol OutlineTree {
    /// The view of `element`; nil when it is not of the tree's element type.
    func leafView(for element: Any) -> Any?
    /// The type of the tree's elements.
    var elementType: Any.Type { get }
    /// Every element, depth first from the roots, at most `limit` of them and at most `maxDepth` deep.
    func rows(limit: Int, maxDepth: Int) -> [OutlineRow]
}

extension OutlineGroup: OutlineTree {
    fileprivate func leafView(for element: Any) -> Any? {
        (element as? Data.Element).map(leafContent)
    }

    fileprivate var elementType: Any.Type { Data.Element.self }

    fileprivate func rows(limit: Int, maxDepth: Int) -> [OutlineRow] {
        let roots: [Data.Element] = switch base {
        case .tree(let root): [root]
        case .forest(let data): Array(data)
        }
        // An explicit stack, so that a deep tree never exhausts the thread's.
        var pending = roots.reversed().map { (element: $0, depth: 0) }
        var rows: [OutlineRow] = []
        while rows.count < limit, let next = pending.popLast() {
            let (element, depth) = next
            let children = element[keyPath: self.children]
            rows.append(OutlineRow(id: AnyHashable(element[keyPath: id]), depth: depth, hasChildren: children != nil, view: leafContent(element)))
            if let children, depth < maxDepth {
                pending.append(contentsOf: children.reversed().map { (element: $0, depth: depth + 1) })
            }
        }
        return rows
    }
}

extension InspectableView {
    /// The OutlineGroup at `index`.
    public func outlineGroup(_ index: Int? = nil) throws -> InspectableView { try child(.outlineGroup, index) }

    /// The data a view shows, as a `T`, as ViewInspector's `sourceData(_:)`: an OutlineGroup's
    /// root element or collection of roots. Throws when it is not a `T`.
    public func sourceData<T>(_ type: T.Type) throws -> T {
        let paths = try valuePaths("sourceData", verb: "sourceData(_:)")
        guard let data = paths.lazy.compactMap({ MirrorReader.descendant(self.value, path: $0) }).first else {
            throw InspectionError.attributeNotFound("data at \(paths.joined(separator: " or "))", in: fullTypeName, path: place)
        }
        guard let typed = data as? T else {
            throw InspectionError.valueTypeMismatch(found: String(describing: Swift.type(of: data)), expected: String(describing: T.self))
        }
        return typed
    }

    /// The view an OutlineGroup makes of `dataElement`, one of its tree's elements, as
    /// ViewInspector's `leaf(_:)`. Throws when the element is not of the tree's element type.
    public func leaf(_ dataElement: Any) throws -> InspectableView {
        let tree = try outlineTree("leaf(_:)")
        guard let view = tree.leafView(for: dataElement) else {
            throw InspectionError.valueTypeMismatch(found: String(describing: Swift.type(of: dataElement)), expected: String(describing: tree.elementType))
        }
        return supplementaryView("leaf", view, index: nil)
    }

    /// The elements of an OutlineGroup's tree, depth first, each with its view: at most
    /// `limit` of them, and none deeper than `maxDepth` (a tree whose children are made as they
    /// are read may have no end).
    package func outlineRows(limit: Int = 100_000, maxDepth: Int = 256) throws -> [OutlineRow] {
        try outlineTree("outlineRows()").rows(limit: limit, maxDepth: maxDepth)
    }

    private func outlineTree(_ verb: String) throws -> any OutlineTree {
        try expect([.outlineGroup], verb)
        guard let tree = value as? any OutlineTree else {
            throw InspectionError.notSupported(
                "\(verb) on \(fullTypeName): its content closure can be called only on the package's own OutlineGroup", path: place)
        }
        return tree
    }
}
