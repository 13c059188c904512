import Builders

// The values of the gestures whose `Value` is a plain type, made as ViewInspector's tests make
// them to run a gesture's callbacks with (`LongPressGesture.Value(finished: true)`). The gestures
// whose value is a struct of their own take the same arguments in their own initialisers
// (`DragGesture.Value(time:location:startLocation:velocity:)`, `SpatialTapGesture.Value(location:)`,
// `SimultaneousGesture.Value(first:second:)`).

extension LongPressGesture.Value {
    /// A long press's value: whether it has been held long enough.
    public init(finished: Bool) {
        self = finished
    }
}

extension MagnificationGesture.Value {
    /// A pinch's value: the scale it reached.
    public init(magnifyBy: CGFloat) {
        self = magnifyBy
    }
}

extension RotationGesture.Value {
    /// A rotation's value: the angle turned.
    public init(angle: Angle) {
        self = angle
    }
}
