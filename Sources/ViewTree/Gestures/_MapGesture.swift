/// A gesture whose values are transformed, made by `map(_:)`.
///
/// The transform is at `_body|modifier|body`, the gesture at `_body|content`.
public struct _MapGesture<Content, Value> where Content: Gesture {
    /// The gesture and its transform.
    public var _body: ModifierGesture<MapGesture<Content.Value, Value>, Content>

    /// Creates a mapped gesture.
    public init(_ content: Content, transform: @escaping (Content.Value) -> Value) {
        _body = ModifierGesture(content: content, modifier: MapGesture(body: transform))
    }
}

extension _MapGesture: Gesture {}

/// The gesture modifier that transforms a gesture's values.
public struct MapGesture<From, To> {
    /// Makes the new value of one the gesture reports.
    public var body: (From) -> To

    /// Creates the modifier.
    public init(body: @escaping (From) -> To) {
        self.body = body
    }
}
