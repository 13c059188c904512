import Builders

extension InspectableView {
    /// The label of a control (a Button, Toggle, Picker…), as ViewInspector's `labelView()`:
    /// the label's one view, or a block of its views.
    ///
    ///     try view.inspect().find(button: "Save").labelView().text().string()
    public func labelView() throws -> InspectableView {
        try supplementary("labelView")
    }

    /// The supplementary view reached by the step `name`: one the view holds at a label path
    /// (`KnownTypes.supplementaryPaths`), or one a modifier of the view holds
    /// (`KnownTypes.modifierSupplementaryPaths`), the `index`th of those, innermost first.
    func supplementary(_ name: String, _ index: Int? = nil) throws -> InspectableView {
        // A step straight from the root `inspect()` gave starts the path (`alert()`), as in ViewInspector.
        if isUnnamedRoot { return try unnamedStepBase.supplementary(name, index) }
        let view = try reachSupplementary(name, index)
        // The one view below the step's node stands at the step until a step names it.
        return view.with(standsAtStep: view.pathNode.stepName == nil && view.pathNode.parent?.stepName == name)
    }

    private func reachSupplementary(_ name: String, _ index: Int?) throws -> InspectableView {
        // A parent that is this step's view (`overlay().hStack().parent()`) is named by the step.
        if isParent, index == nil, pathNode.stepName == name, pathNode.kind == .unknown { return entered }
        // A view the value makes for the step comes before the label paths (a share link's default
        // label, whose title is its label view).
        if let computed = (value as? any ComputedSupplementaryViews)?.computedSupplementaryViews.first(where: { $0.step == name }) {
            return supplementaryView(name, computed.content, index: nil)
        }
        let paths = KnownTypes.supplementaryPaths(of: kind).filter { $0.step == name }.map(\.path)
        if let path = paths.first {
            if let reason = kind.descriptor.withholdsSupplementaryView?(value, name) {
                throw InspectionError.attributeNotFound("a \(name) (\(reason))", in: typeName, path: place)
            }
            // A step may have several paths (an Image's label under its own modifiers): the first that holds a view.
            guard let content = paths.lazy.compactMap({ MirrorReader.descendant(self.value, path: $0) }).first
                ?? kind.descriptor.madeSupplementaryView?(value, name) else {
                throw InspectionError.attributeNotFound("a view at \(path)", in: fullTypeName, path: place)
            }
            return supplementaryView(name, content, index: nil)
        }
        let held = numbered(modifierHeldViewsInOrder().filter { $0.step == name })
        guard !held.isEmpty else {
            if hasUnpresentedModifier(named: name) {
                throw InspectionError.attributeNotFound("a presented \(name) (its isPresented is false)", in: typeName, path: place)
            }
            throw InspectionError.attributeNotFound("a view for \(name)()", in: typeName, path: place)
        }
        let position = index ?? 0
        guard held.indices.contains(position) else {
            throw InspectionError.indexOutOfRange(index: position, count: held.count, path: place)
        }
        return supplementaryView(name, held[position].content, index: index, holder: held[position].holder)
    }

    /// What a dump shows below this view: its children, then its supplementary views with their steps.
    func dumpChildren() throws -> [(view: InspectableView, step: String?)] {
        try children().filter { !$0.isAbsent }.map { ($0, nil) }
            // A supplementary view a node holds empty (a section without a footer) is left out.
            + supplementaryViews().filter { $0.kind != .emptyView }.map { ($0, $0.supplementaryStep) }
    }

    /// The step that reaches this view when it is a supplementary view (`labelView`), else nil.
    var supplementaryStep: String? {
        pathNode.stepName ?? pathNode.parent?.stepName
    }

    /// The modifier holding this view when a step named `step` reached it and no step named it
    /// since (`background()`, not `background().text()`): the values its verbs read.
    func holdingModifier(reachedBy steps: Set<String>) -> Any? {
        guard !isEntered else { return nil }
        let node = pathNode.stepName != nil ? pathNode : pathNode.parent
        guard let node, let step = node.stepName, steps.contains(step) else { return nil }
        return node.holder
    }

    /// Every supplementary view this view holds: those it makes, then those at its own label paths
    /// (one a step: the first found, as ``supplementary(_:_:)`` finds it), then those its
    /// modifiers hold (searches visit them after the children). Several of one step are numbered
    /// from the second.
    func supplementaryViews() -> [InspectableView] {
        let parts = supplementaryViewsByPlace()
        return parts.own + parts.held
    }

    /// The supplementary views, those the view holds itself (a label, a header) apart from those
    /// its modifiers hold (an overlay, a sheet), each in ``supplementaryViews()``'s order.
    func supplementaryViewsByPlace() -> (own: [InspectableView], held: [InspectableView]) {
        var views: [InspectableView] = []
        var found: Set<String> = []
        for (step, content) in (value as? any ComputedSupplementaryViews)?.computedSupplementaryViews ?? [] {
            views.append(supplementaryView(step, content, index: nil))
            found.insert(step)
        }
        let withholds = kind.descriptor.withholdsSupplementaryView
        for (step, path) in KnownTypes.supplementaryPaths(of: kind) where !found.contains(step) && withholds?(value, step) == nil {
            guard let content = MirrorReader.descendant(value, path: path) else { continue }
            views.append(supplementaryView(step, content, index: nil))
            found.insert(step)
        }
        let own = views
        views = []
        let allHeld = modifierHeldViewsInOrder()
        var steps: [String] = []
        for (step, _, _) in allHeld where !steps.contains(step) {
            steps.append(step)
        }
        for step in steps {
            let held = numbered(allHeld.filter { $0.step == step })
            for (position, entry) in held.enumerated() {
                // The first is reached without an index (`sheet()`), as ViewInspector's paths name it.
                views.append(supplementaryView(step, entry.content, index: position == 0 ? nil : position, holder: entry.holder))
            }
        }
        return (own, views)
    }

    /// The views one step reaches, as the step numbers them: those set apart among several
    /// (``KnownTypes/setApartAmongSeveral``) left out when there are several.
    private func numbered(_ held: [(step: String, content: Any, holder: Any)]) -> [(step: String, content: Any, holder: Any)] {
        held.filter { isNumbered($0.content, step: $0.step, among: held.count) }
    }

    /// Whether the step's numbering counts a view holding `content` among `count` the step reaches.
    private func isNumbered(_ content: Any, step: String, among count: Int) -> Bool {
        guard count > 1, let isSetApart = KnownTypes.setApartAmongSeveral[step] else { return true }
        return !isSetApart(content, context.types)
    }

    /// The view the modifier at `slot` (its place among this view's modifiers, innermost first)
    /// holds for `step`, for a renderer drawing a view modifier by modifier: indexed as the step
    /// numbers it (`overlay(1)`), or without an index when the numbering sets it apart (a border
    /// among overlays). Nil when the modifier holds no view for the step now.
    package func heldView(_ step: String, ofModifierAt slot: Int) -> InspectableView? {
        var held: [(slot: Int, content: Any, holder: Any)] = []
        for (position, modifier) in modifierValues.enumerated() {
            for entry in context.types.heldViews(of: type(of: modifier)) where entry.step == step {
                if let view = heldView(of: modifier, by: entry) { held.append((position, view.content, modifier)) }
            }
        }
        guard let own = held.first(where: { $0.slot == slot }) else { return nil }
        let counted = held.filter { isNumbered($0.content, step: step, among: held.count) }
        return supplementaryView(step, own.content, index: counted.firstIndex { $0.slot == slot }, holder: own.holder)
    }

    /// The views this view's modifiers hold, with their steps and the modifiers holding them,
    /// innermost modifier first. A presentation (sheet, alert…) holds its view only while it is presented.
    func modifierHeldViewsInOrder() -> [(step: String, content: Any, holder: Any)] {
        modifierValues.flatMap { modifier -> [(step: String, content: Any, holder: Any)] in
            // A modifier may hold several views, each by its own step (a context menu's items and preview).
            context.types.heldViews(of: type(of: modifier)).compactMap { entry in
                heldView(of: modifier, by: entry).map { ($0.step, $0.content, modifier) }
            }
        }
    }

    /// The view `modifier` holds for `entry`'s step, with the step; nil when it holds none now.
    private func heldView(of modifier: Any, by entry: KnownTypes.HeldView) -> (step: String, content: Any)? {
        var holder = modifier
        if KnownTypes.presentationSteps.contains(entry.step) {
            if let item = modifier as? any _ItemPresentation {
                guard let presentation = item._presentation else { return nil }
                holder = presentation
            } else if PresentationPlace.isPresentedBinding(of: modifier)?.wrappedValue != true {
                return nil
            }
        }
        if let computed = holder as? any ComputedSupplementaryViews {
            // A modifier that makes its view (a preference reader's) rather than stores it.
            return computed.computedSupplementaryViews.first { $0.step == entry.step }.map { (entry.step, $0.content) }
        }
        guard let content = MirrorReader.descendant(holder, path: entry.path) else { return nil }
        return (entry.step, content)
    }

    /// Whether a modifier of this view would hold a view for the step `name` if it were presented.
    private func hasUnpresentedModifier(named name: String) -> Bool {
        modifierValues.contains { modifier in
            context.types.heldViews(of: type(of: modifier)).contains { $0.step == name }
        }
    }

    /// Whether the step `name` on this view reaches the one view it holds by itself, as
    /// ViewInspector's paths name it: a modifier's step (`help()`), a step of this view's kind (an
    /// alert's `title()`), or the label of an alert's or action sheet's button of the first API.
    private func stepReachesHeldView(_ name: String) -> Bool {
        KnownTypes.heldViewSteps.contains(name) || kind.descriptor.heldViewSteps.contains(name) || (name == "labelView" && value is Alert.Button)
    }

    /// `content` as the view reached by the step `name`: its one view, whose own step follows
    /// (`labelView().text()`, as in ViewInspector), or a block of its views, reached by the step alone.
    /// `holder` is the modifier that holds the view, whose values the view's verbs may read
    /// (an overlay's alignment, an inset's edge).
    func supplementaryView(_ name: String, _ content: Any, index: Int?, holder: Any? = nil) -> InspectableView {
        let step = PathNode(parent: pathNode, kind: .unknown, index: index, type: Never.self, modifiers: [], stepName: name, holder: holder)
        var seeds: [Seed] = []
        context.flatten(Seed(value: content), into: &seeds, parent: step)
        if seeds.count == 1, seeds[0].kind.rawValue == name || stepReachesHeldView(name) {
            // A step that reaches a node of its own kind (`sheet()`, `toolbar()`), or the one view
            // a modifier or this kind holds by itself (`help()`, an alert's `title()`), is that node:
            // the next step goes below a node of the step's kind, and names a held view itself
            // (`safeAreaInset().text()` is the inset's Text).
            let node = PathNode(
                parent: pathNode, kind: seeds[0].kind, index: index, type: type(of: seeds[0].value), modifiers: [], stepName: name,
                presenter: PresentationPlace.presents(seeds[0].kind) ? seeds[0].value : nil, holder: holder)
            let view = InspectableView(seed: seeds[0], index: index, parent: pathNode, context: context)
            return view.with(pathNode: node, isEntered: seeds[0].kind.rawValue == name)
        }
        if seeds.count == 1 {
            return InspectableView(seed: seeds[0], index: nil, parent: step, context: context)
        }
        return InspectableView(
            value: content, kind: .tupleView, modifierValues: [], ids: [], implicitTag: nil, pathNode: step, context: context)
    }
}
