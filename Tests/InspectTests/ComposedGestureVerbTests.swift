import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The two gestures of an exclusive, sequenced or simultaneous gesture are reached with
/// `first(_:)` and `second(_:)`, each read and its callbacks run as a gesture added alone is.
@MainActor @Suite struct ComposedGestureVerbTests {
    /// How a test composes a magnification (first) and a rotation (second), each with its own modifiers.
    enum Composition: String, CaseIterable, Sendable {
        case exclusive = "ExclusiveGesture"
        case sequence = "SequenceGesture"
        case simultaneous = "SimultaneousGesture"

        /// `first` and `second` composed, added to an empty view.
        func view<F: Gesture, S: Gesture>(_ first: F, _ second: S) -> some View {
            switch self {
            case .exclusive: AnyView(EmptyView().gesture(first.exclusively(before: second)))
            case .sequence: AnyView(EmptyView().gesture(first.sequenced(before: second)))
            case .simultaneous: AnyView(EmptyView().gesture(first.simultaneously(with: second)))
            }
        }

        /// The first and second gestures of the composed gesture in `view`.
        @MainActor func parts(of view: some View) throws -> (first: InspectableGesture<MagnificationGesture>, second: InspectableGesture<RotationGesture>) {
            let empty = try view.inspect().anyView().emptyView()
            switch self {
            case .exclusive:
                let composed = try empty.gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self)
                return try (composed.first(MagnificationGesture.self), composed.second(RotationGesture.self))
            case .sequence:
                let composed = try empty.gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self)
                return try (composed.first(MagnificationGesture.self), composed.second(RotationGesture.self))
            case .simultaneous:
                let composed = try empty.gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
                return try (composed.first(MagnificationGesture.self), composed.second(RotationGesture.self))
            }
        }
    }

    private let magnification = MagnificationGesture(minimumScaleDelta: 1.5)
    private let rotation = RotationGesture(minimumAngleDelta: .degrees(5))
    private let scale = MagnificationGesture.Value(magnifyBy: 10)
    private let angle = RotationGesture.Value(angle: .degrees(90))

    @Test(arguments: Composition.allCases) func eachPartIsReadByItsType(_ composition: Composition) throws {
        let (first, second) = try composition.parts(of: composition.view(magnification, rotation))
        expectEqual(try first.actualGesture().minimumScaleDelta, 1.5)
        expectEqual(try second.actualGesture().minimumAngleDelta, .degrees(5))
    }

    @Test(arguments: Composition.allCases) func aPartsPathNamesTheComposedGestureAndThePart(_ composition: Composition) throws {
        let (first, second) = try composition.parts(of: composition.view(magnification, rotation))
        let composed = "\(composition.rawValue)<MagnificationGesture, RotationGesture>"
        expectEqual(first.pathToRoot, "anyView().emptyView().gesture(\(composed).self).first(MagnificationGesture.self)")
        expectEqual(second.pathToRoot, "anyView().emptyView().gesture(\(composed).self).second(RotationGesture.self)")
    }

    @Test func aPartOfAnotherTypeThrowsViewInspectorsText() throws {
        let composed = try EmptyView().gesture(ExclusiveGesture(magnification, rotation)).inspect().emptyView()
            .gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self)
        let first = InspectionError.valueTypeMismatch(found: "MagnificationGesture", expected: "TapGesture")
        expectThrows(first) { try composed.first(TapGesture.self) }
        expectEqual(first.localizedDescription, "Type mismatch: MagnificationGesture is not TapGesture")
        expectThrows(InspectionError.valueTypeMismatch(found: "RotationGesture", expected: "TapGesture")) {
            try composed.second(TapGesture.self)
        }
    }

    @Test func aGestureThatIsNotComposedHasNoParts() throws {
        let tap = try Rectangle().gesture(TapGesture().onEnded {}).inspect().shape().gesture(TapGesture.self)
        let error = InspectionError.valueTypeMismatch(found: "TapGesture", expected: "ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
        expectThrows(error) { try tap.first(MagnificationGesture.self) }
        expectEqual(error.localizedDescription, "Type mismatch: TapGesture is not ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
    }

    @Test(arguments: Composition.allCases) func eachPartsUpdatingCallbacksRun(_ composition: Composition) throws {
        let state = GestureState(wrappedValue: CGSize.zero)
        let log = CallLog()
        let scale = scale
        let angle = angle
        var size = CGSize.zero
        var transaction = Transaction()
        let view = composition.view(
            magnification.updating(state) { value, _, _ in log.entries.append("scale \(value == scale)") }
                .updating(state) { value, _, _ in log.entries.append("scale again \(value == scale)") },
            rotation.onEnded { _ in }.updating(state) { value, _, _ in log.entries.append("angle \(value == angle)") })
        let (first, second) = try composition.parts(of: view)
        try first.callUpdating(value: scale, state: &size, transaction: &transaction)
        try second.callUpdating(value: angle, state: &size, transaction: &transaction)
        expectEqual(log.entries, ["scale true", "scale again true", "angle true"])

        let (plainFirst, plainSecond) = try composition.parts(of: composition.view(magnification, rotation))
        let firstError = InspectionError.callbackNotFound(parent: "MagnificationGesture", callback: "updating")
        expectThrows(firstError) { try plainFirst.callUpdating(value: scale, state: &size, transaction: &transaction) }
        expectEqual(firstError.localizedDescription, "MagnificationGesture does not have 'updating' callback")
        expectThrows(InspectionError.callbackNotFound(parent: "RotationGesture", callback: "updating")) {
            try plainSecond.callUpdating(value: angle, state: &size, transaction: &transaction)
        }
    }

    @Test(arguments: Composition.allCases) func eachPartsOnChangedAndOnEndedActionsRun(_ composition: Composition) throws {
        let log = CallLog()
        let view = composition.view(
            magnification.onEnded { log.entries.append("scale ended \($0)") }.onChanged { log.entries.append("scale \($0)") },
            rotation.onChanged { log.entries.append("angle \($0.degrees)") }.onChanged { log.entries.append("angle again \($0.degrees)") }
                .onEnded { log.entries.append("angle ended \($0.degrees)") })
        let (first, second) = try composition.parts(of: view)
        try first.callOnChanged(value: scale)
        try second.callOnChanged(value: angle)
        try first.callOnEnded(value: scale)
        try second.callOnEnded(value: angle)
        expectEqual(log.entries, ["scale 10.0", "angle 90.0", "angle again 90.0", "scale ended 10.0", "angle ended 90.0"])

        let (plainFirst, plainSecond) = try composition.parts(of: composition.view(magnification, rotation))
        expectThrows(InspectionError.callbackNotFound(parent: "MagnificationGesture", callback: "onChanged")) {
            try plainFirst.callOnChanged(value: scale)
        }
        expectThrows(InspectionError.callbackNotFound(parent: "RotationGesture", callback: "onEnded")) {
            try plainSecond.callOnEnded(value: angle)
        }
    }

    @Test(arguments: Composition.allCases) func eachPartsEventModifiersAreRead(_ composition: Composition) throws {
        let view = composition.view(magnification.onEnded { _ in }.modifiers(.shift), rotation.modifiers(.shift).modifiers(.control))
        let (first, second) = try composition.parts(of: view)
        expectEqual(try first.gestureModifiers(), .shift)
        expectEqual(try second.gestureModifiers(), [.shift, .control])
        let (plainFirst, _) = try composition.parts(of: composition.view(magnification, rotation))
        expectEqual(try plainFirst.gestureModifiers(), [])
    }

    @Test func aComposedGestureIsAskedForWithoutItsPartsModifiers() throws {
        let view = EmptyView().gesture(ExclusiveGesture(magnification.onChanged { _ in }, rotation.onEnded { _ in }))
        let composed = try view.inspect().emptyView().gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self)
        // The gesture itself is of the modified type, so it is not the plain one asked for.
        expectThrows(InspectionError.self) { try composed.actualGesture() }
        expectEqual(try composed.first(MagnificationGesture.self).actualGesture().minimumScaleDelta, 1.5)
    }

    @Test func compositionsNestAndTheirPartsAreReachedStepByStep() throws {
        let view = VStack {
            Image(systemName: "star").gesture(SimultaneousGesture(SimultaneousGesture(MagnificationGesture(), RotationGesture()), DragGesture()))
        }
        let outer = try view.inspect().vStack().image(0)
            .gesture(SimultaneousGesture<SimultaneousGesture<MagnificationGesture, RotationGesture>, DragGesture>.self)
        let inner = try outer.first(SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
        expectThrows(Never.self) { try inner.first(MagnificationGesture.self) }
        expectThrows(Never.self) { try outer.second(DragGesture.self) }
        #expect(try inner.second(RotationGesture.self).pathToRoot == "vStack().image(0).gesture(SimultaneousGesture<SimultaneousGesture<MagnificationGesture, "
            + "RotationGesture>, DragGesture>.self).first(SimultaneousGesture<MagnificationGesture, RotationGesture>.self).second(RotationGesture.self)")
    }

    @Test func aComposedGesturesOwnSettingsAreReadWhole() throws {
        let composed = try EmptyView().gesture(SequenceGesture(magnification, rotation)).inspect().emptyView()
            .gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self).actualGesture()
        expectEqual(composed.first.minimumScaleDelta, 1.5)
        expectEqual(composed.second.minimumAngleDelta, .degrees(5))
    }
}
