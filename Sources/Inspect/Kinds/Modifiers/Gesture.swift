import Builders

extension ModifierDescriptor {
    /// `gesture(_:including:)`; `onTapGesture(count:perform:)` and `onLongPressGesture` add their
    /// gestures with the same modifier, and are named by the shapes they give it.
    static let gesture = ModifierDescriptor(
        typeNames: ["AddGestureModifier"],
        naming: .perType { modifier, types in
            let name = types.fullName(of: Swift.type(of: modifier))
            if name == "AddGestureModifier<_EndedGesture<TapGesture>>" { return "onTapGesture" }
            if name.hasPrefix("AddGestureModifier<ModifierGesture<CallbacksGesture<PressableGestureCallbacks") { return "onLongPressGesture" }
            return "gesture"
        })

    /// `highPriorityGesture(_:including:)`.
    static let highPriorityGesture = ModifierDescriptor(typeNames: ["HighPriorityGestureModifier"], method: "highPriorityGesture")

    /// `simultaneousGesture(_:including:)`.
    static let simultaneousGesture = ModifierDescriptor(typeNames: ["SimultaneousGestureModifier"], method: "simultaneousGesture")
}

extension InspectableView {
    /// The gesture `gesture(_:including:)` added, as ViewInspector's `gesture(_:_:)`: the
    /// `index`th such modifier of the view (counting those of `onTapGesture` and
    /// `onLongPressGesture`), whose gesture must be a `T` (its own modifiers looked through).
    public func gesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try gesture(type, index, modifier: "AddGestureModifier", call: "gesture")
    }

    /// The gesture `highPriorityGesture(_:including:)` added, as ViewInspector's `highPriorityGesture(_:_:)`.
    public func highPriorityGesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try gesture(type, index, modifier: "HighPriorityGestureModifier", call: "highPriorityGesture")
    }

    /// The gesture `simultaneousGesture(_:including:)` added, as ViewInspector's `simultaneousGesture(_:_:)`.
    public func simultaneousGesture<T: Gesture>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableGesture<T> {
        try gesture(type, index, modifier: "SimultaneousGestureModifier", call: "simultaneousGesture")
    }

    /// The `index`th modifier of the view named `modifier`, checked to hold a `T` at `gesture`.
    private func gesture<T: Gesture>(_ type: T.Type, _ index: Int?, modifier: String, call: String) throws -> InspectableGesture<T> {
        let asked = String(describing: T.self)
        let holders = modifierValues.filter { context.types.baseName(of: Swift.type(of: $0)) == modifier }
        let position = index ?? 0
        guard holders.indices.contains(position) else {
            throw InspectionError.modifierNotFound(parent: fullTypeName, modifier: "\(call)(\(asked).self)", index: position)
        }
        let holder = holders[position]
        guard let gesture = MirrorReader.child(holder, "gesture") else {
            throw InspectionError.attributeNotFound("a gesture", in: context.types.fullName(of: Swift.type(of: holder)), path: place)
        }
        let found = GestureReader.name(of: gesture, types: context.types)
        let expected = GestureReader.name(ofTypeNamed: asked)
        guard found == expected else { throw InspectionError.valueTypeMismatch(found: found, expected: expected) }
        let step = index.map { "\(call)(\(asked).self, \($0))" } ?? "\(call)(\(asked).self)"
        return InspectableGesture(holder: holder, content: gesture, types: context.types, pathToRoot: "\(place).\(step)")
    }
}
