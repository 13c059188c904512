import Inspect
import Render

/// Which control a focus target is, across frames: its view's position, its segment, and the
/// row control it is (a list row's delete or move control is not the row's own).
struct FocusIdentity: Equatable {
    let key: StructuralKey?
    let segment: Int?
    let rowControl: RowControl?

    init(_ target: FocusTarget) {
        key = target.source?.structuralKeys.own
        segment = target.segment
        rowControl = target.rowControl
    }
}
