import Inspect
import Render

/// Which control a focus target is, across frames: its view's position, and its segment.
struct FocusIdentity: Equatable {
    let key: StructuralKey?
    let segment: Int?

    init(_ target: FocusTarget) {
        key = target.source?.structuralKeys.own
        segment = target.segment
    }
}
