import Builders

/// A gesture a view's gesture modifier holds, found by its type: read it, its mask and event
/// modifiers, run its callbacks, and reach the two gestures of a composed one.
///
///     let drag = try view.inspect().emptyView().gesture(DragGesture.self)
///     try drag.actualGesture().minimumDistance            // 10
///     try drag.callOnEnded(value: value)                   // runs the onEnded action
///
/// It is a type of its own rather than an ``InspectableView``, because a gesture is no view: it
/// has no children, modifiers or kind, and its verbs are typed by the gesture asked for, as
/// ViewInspector's `InspectableView<ViewType.Gesture<T>>` is (``actualGesture()`` is a `G`).
public struct InspectableGesture<G: Gesture> {
    /// What holds the gesture: the view's gesture modifier, or the gesture itself (with its own
    /// modifiers) inside a composed gesture.
    let holder: Any
    /// The gesture with its own modifiers.
    let content: Any
    let types: TypeCache
    /// Where this gesture is: the calls that reach it from the root, such as
    /// `emptyView().gesture(DragGesture.self)` or `…gesture(SimultaneousGesture<…>.self).first(MagnificationGesture.self)`.
    public let pathToRoot: String

    init(holder: Any, content: Any, types: TypeCache, pathToRoot: String) {
        self.holder = holder
        self.content = content
        self.types = types
        self.pathToRoot = pathToRoot
    }

    /// The full name of the holder's type, as ViewInspector names it in its errors:
    /// `AddGestureModifier<DragGesture>`, or the gesture's own inside a composed gesture.
    var holderName: String { types.fullName(of: type(of: holder)) }

    /// The gesture itself, with its callbacks and the modifier holding it looked through.
    public func actualGesture() throws -> G {
        let (_, gesture) = GestureReader.peel(content, types: types)
        guard let gesture else {
            throw InspectionError.attributeNotFound("a gesture", in: holderName, path: pathToRoot)
        }
        guard let typed = gesture as? G else {
            throw InspectionError.valueTypeMismatch(found: types.fullName(of: type(of: gesture)), expected: String(describing: G.self))
        }
        return typed
    }

    /// Which gestures the modifier leaves on (`including:`): the one it adds, those of the views inside, or both.
    public func gestureMask() throws -> GestureMask {
        guard let mask = MirrorReader.child(holder, "gestureMask") as? GestureMask else {
            throw InspectionError.attributeNotFound("gestureMask", in: holderName, path: pathToRoot)
        }
        return mask
    }

    /// Runs the gesture's `updating(_:body:)` callbacks, the first applied first, with `value`,
    /// the test's own `state` and `transaction`.
    public func callUpdating<Value, State>(value: Value, state: inout State, transaction: inout Transaction) throws {
        typealias Callback = (Value, inout State, inout Transaction) -> Void
        for callback in try callbacks(Callback.self, in: "GestureStateGesture", at: ["body"], call: "updating") {
            callback(value, &state, &transaction)
        }
    }

    /// Runs the gesture's `onChanged(_:)` actions, the first applied first, with `value`.
    public func callOnChanged<Value>(value: Value) throws {
        for action in try callbacks(((Value) -> Void).self, in: "_ChangedGesture", at: ["_body", "modifier", "callbacks", "changed"], call: "onChanged") {
            action(value)
        }
    }

    /// Runs the gesture's `onEnded(_:)` actions, the first applied first, with `value`.
    public func callOnEnded<Value>(value: Value) throws {
        for action in try callbacks(((Value) -> Void).self, in: "_EndedGesture", at: ["_body", "modifier", "callbacks", "ended"], call: "onEnded") {
            action(value)
        }
    }

    /// The modifier keys the gesture needs (`modifiers(_:)`, all of them together); none when it needs none.
    public func gestureModifiers() throws -> EventModifiers {
        var keys = EventModifiers()
        for layer in GestureReader.peel(content, types: types).layers where layer.name == "_ModifiersGesture" {
            guard let raw = MirrorReader.descendant(layer.value, "_body", "modifier", "modifiers", "rawValue") as? Int else {
                throw InspectionError.attributeNotFound("modifiers", in: types.fullName(of: type(of: layer.value)), path: pathToRoot)
            }
            keys.formUnion(EventModifiers(rawValue: raw))
        }
        return keys
    }

    /// The first gesture of a composed one (`ExclusiveGesture`, `SequenceGesture`, `SimultaneousGesture`), if it is an `F`.
    public func first<F: Gesture>(_ type: F.Type) throws -> InspectableGesture<F> {
        try part(type, "first")
    }

    /// The second gesture of a composed one, if it is an `F`.
    public func second<F: Gesture>(_ type: F.Type) throws -> InspectableGesture<F> {
        try part(type, "second")
    }

    // MARK: Reading

    /// The callbacks at `path` of the wrappers named `wrapper`, the first applied first.
    private func callbacks<Callback>(_ type: Callback.Type, in wrapper: String, at path: [String], call: String) throws -> [Callback] {
        var found: [Callback] = []
        for layer in GestureReader.peel(content, types: types).layers where layer.name == wrapper {
            var callback: Any? = layer.value
            for label in path { callback = callback.flatMap { MirrorReader.child($0, label) } }
            guard let callback else { continue }
            guard let typed = callback as? Callback else {
                throw InspectionError.valueTypeMismatch(found: types.fullName(of: Swift.type(of: callback)), expected: String(describing: Callback.self))
            }
            found.append(typed)
        }
        guard !found.isEmpty else { throw InspectionError.callbackNotFound(parent: holderName, callback: call) }
        // The outermost wrapper was applied last.
        return found.reversed()
    }

    /// The gesture at `label` of the composed gesture this one is.
    private func part<F: Gesture>(_ type: F.Type, _ label: String) throws -> InspectableGesture<F> {
        let (_, gesture) = GestureReader.peel(content, types: types)
        guard let gesture, GestureReader.composed.contains(types.baseName(of: Swift.type(of: gesture))) else {
            throw InspectionError.valueTypeMismatch(
                found: GestureReader.name(of: content, types: types), expected: "ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
        }
        let asked = String(describing: F.self)
        guard let part = MirrorReader.child(gesture, label) else {
            throw InspectionError.attributeNotFound(label, in: types.fullName(of: Swift.type(of: gesture)), path: pathToRoot)
        }
        let found = GestureReader.name(of: part, types: types)
        guard found == GestureReader.name(ofTypeNamed: asked) else {
            throw InspectionError.valueTypeMismatch(found: found, expected: GestureReader.name(ofTypeNamed: asked))
        }
        return InspectableGesture<F>(holder: part, content: part, types: types, pathToRoot: pathToRoot + ".\(label)(\(asked).self)")
    }
}

extension InspectableView {
    /// Which of a composed gesture's two gestures (``InspectableGesture/first(_:)`` or
    /// ``InspectableGesture/second(_:)``), as ViewInspector's tests name it:
    /// `InspectableView.GestureOrder.first`.
    public enum GestureOrder: Sendable, Hashable, CaseIterable {
        /// The gesture given first (`a` in `a.exclusively(before: b)`).
        case first
        /// The gesture given second.
        case second
    }
}

extension InspectableGesture {
    /// Which of a composed gesture's two gestures, as ``InspectableView/GestureOrder``: the name
    /// ViewInspector's `InspectableView<ViewType.Gesture<T>>.GestureOrder` reads as on the
    /// gesture's own cursor, whose `G: Gesture` a generic helper's signature then requires.
    public typealias GestureOrder = InspectableView.GestureOrder
}
