extension InspectableView {
    /// The label of a control (a Button, Toggle, Picker…), as ViewInspector's `labelView()`:
    /// the label's one view, or a block of its views.
    ///
    ///     try view.inspect().find(button: "Save").labelView().text().string()
    public func labelView() throws -> InspectableView {
        try supplementary("labelView")
    }

    /// The supplementary view reached by the step `name` (see `KnownTypes.supplementaryPaths`).
    func supplementary(_ name: String) throws -> InspectableView {
        guard let path = KnownTypes.supplementaryPaths(of: kind).first(where: { $0.step == name })?.path else {
            throw InspectionError.notSupported("\(name)() on \(typeName): it has no such view", path: pathToRoot)
        }
        guard let content = MirrorReader.descendant(value, path: path) else {
            throw InspectionError.attributeNotFound("a view at \(path)", in: fullTypeName, path: pathToRoot)
        }
        return supplementaryView(name, content)
    }

    /// What a dump shows below this view: its children, then its supplementary views.
    func dumpChildren() throws -> [InspectableView] {
        try children().filter { !$0.isAbsent } + supplementaryViews()
    }

    /// Every supplementary view this view holds, in the order of its steps (searches visit them
    /// after the children).
    func supplementaryViews() -> [InspectableView] {
        KnownTypes.supplementaryPaths(of: kind).compactMap { step, path in
            MirrorReader.descendant(value, path: path).map { supplementaryView(step, $0) }
        }
    }

    /// `content` as the view reached by the step `name`: its one view, or a block of its views.
    private func supplementaryView(_ name: String, _ content: Any) -> InspectableView {
        var seeds: [Seed] = []
        context.flatten(Seed(value: content), into: &seeds)
        var seed = seeds.count == 1 ? seeds[0] : Seed(value: content, kind: .tupleView)
        if seeds.count != 1 { seed.kind = .tupleView }
        return InspectableView(seed: seed, index: nil, parent: pathNode, context: context, stepName: name)
    }
}
