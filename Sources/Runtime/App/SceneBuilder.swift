/// Builds an app's scenes, as SwiftUI's: one scene, or several (the terminal shows the first
/// window group among them).
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene declared under a condition that holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }
}

/// Several scenes of an app's body, as SwiftUI's `_TupleScene`.
public struct _TupleScene<each Content: Scene> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The scenes.
    public let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

extension _TupleScene: SceneContainer {
    var containedScenes: [any Scene] {
        var scenes: [any Scene] = []
        for scene in repeat each value { scenes.append(scene) }
        return scenes
    }
}

/// A scene declared under a condition (`if`), present when it holds.
public struct _OptionalScene<Content: Scene> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The scene, when the condition held.
    public let content: Content?
}

extension _OptionalScene: SceneContainer {
    var containedScenes: [any Scene] { content.map { [$0] } ?? [] }
}

// The scenes' conformances are declared apart from their types, so that the types are not isolated
// to the main actor as `Scene` is: the runtime reads them from code that is not isolated.
extension _TupleScene: Scene {}
extension _OptionalScene: Scene {}
