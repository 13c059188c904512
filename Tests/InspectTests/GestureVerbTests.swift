import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// A value of each kind of gesture, and each kind's checks.
enum GestureSamples {
    static let dragValue = DragGesture.Value(
        time: Date(timeIntervalSince1970: 5_000), location: CGPoint(x: 100, y: 100), startLocation: CGPoint(x: 50, y: 50),
        velocity: CGVector(dx: 8, dy: 8))
    static let magnified = MagnificationGesture.Value(magnifyBy: 10)
    static let turned = RotationGesture.Value(angle: .degrees(90))

    static let kinds: [any GestureChecking] = [
        GestureChecks(gesture: TapGesture(count: 2), value: (), matches: { _ in true }),
        GestureChecks(gesture: LongPressGesture(), value: LongPressGesture.Value(finished: false), matches: { $0 == false }),
        GestureChecks(gesture: DragGesture(), value: dragValue, matches: { $0 == dragValue }),
        GestureChecks(gesture: MagnificationGesture(), value: magnified, matches: { $0 == 10 }),
        GestureChecks(gesture: RotationGesture(), value: turned, matches: { $0 == .degrees(90) }),
        GestureChecks(gesture: SpatialTapGesture(), value: SpatialTapGesture.Value(location: CGPoint(x: 100, y: 100)),
                      matches: { $0.location == CGPoint(x: 100, y: 100) }),
        GestureChecks(gesture: MagnifyGesture(),
                      value: MagnifyGesture.Value(time: Date(timeIntervalSince1970: 0), magnification: 2, velocity: 1, startAnchor: .center,
                                                  startLocation: .zero),
                      matches: { $0.magnification == 2 }),
        GestureChecks(gesture: ExclusiveGesture(MagnificationGesture(), RotationGesture()),
                      value: .first(magnified), matches: { $0 == .first(10) }),
        GestureChecks(gesture: SequenceGesture(MagnificationGesture(), RotationGesture()),
                      value: .first(magnified), matches: { $0 == .first(10) }),
        GestureChecks(gesture: SimultaneousGesture(MagnificationGesture(), RotationGesture()),
                      value: .init(first: magnified, second: turned), matches: { $0 == .init(first: 10, second: .degrees(90)) }),
    ]
}

/// Every kind of gesture added with `gesture(_:)` is read back by its type, with its mask, its
/// own modifiers looked through, and its callbacks run with a value the test makes, as
/// ViewInspector's gesture verbs do.
@MainActor @Suite struct GestureVerbTests {
    @Test(arguments: GestureSamples.kinds) func theMaskGivenWithTheGestureIsRead(_ kind: any GestureChecking) throws {
        try kind.theMaskGivenIsRead()
    }

    @Test(arguments: GestureSamples.kinds) func theGestureIsReadThroughUpdatingOnEndedMapModifiersAndOptional(_ kind: any GestureChecking) throws {
        try kind.theGestureIsReadThroughItsModifiers()
    }

    @Test(arguments: GestureSamples.kinds) func updatingCallbacksRunFirstAppliedFirst(_ kind: any GestureChecking) throws {
        try kind.updatingCallbacksRun()
    }

    @Test(arguments: GestureSamples.kinds) func onEndedActionsRunFirstAppliedFirst(_ kind: any GestureChecking) throws {
        try kind.endedCallbacksRun()
    }

    @Test(arguments: GestureSamples.kinds) func onChangedActionsRunWhereTheValueIsEquatable(_ kind: any GestureChecking) throws {
        // A tap's value is `Void`, which is not Equatable: it has no onChanged.
        guard let kind = kind as? any ChangedGestureChecking else { return }
        try kind.changedCallbacksRun()
    }

    @Test(arguments: GestureSamples.kinds) func eventModifiersOfEveryModifiersCallAreReadTogether(_ kind: any GestureChecking) throws {
        try kind.eventModifiersAreReadTogether()
    }

    @Test(arguments: GestureSamples.kinds) func aViewWithoutTheGestureThrowsViewInspectorsText(_ kind: any GestureChecking) throws {
        try kind.aViewWithoutTheGestureSaysSo()
    }

    @Test func everyKindButTapHasOnChanged() {
        expectEqual(GestureSamples.kinds.filter { $0 is any ChangedGestureChecking }.count, GestureSamples.kinds.count - 1)
    }

    // MARK: Each kind's own settings

    @Test func eachGesturesSettingsAreReadFromTheGestureItself() throws {
        let drag = try EmptyView().gesture(DragGesture(minimumDistance: 1, coordinateSpace: .global)).inspect().emptyView()
            .gesture(DragGesture.self).actualGesture()
        expectEqual(drag.minimumDistance, 1)
        expectEqual(drag.coordinateSpace, .global)
        let press = try EmptyView().gesture(LongPressGesture(minimumDuration: 5, maximumDistance: 1)).inspect().emptyView()
            .gesture(LongPressGesture.self).actualGesture()
        expectEqual(press.minimumDuration, 5)
        expectEqual(press.maximumDistance, 1)
        expectEqual(try EmptyView().gesture(TapGesture(count: 2)).inspect().emptyView().gesture(TapGesture.self).actualGesture().count, 2)
        let spatial = try EmptyView().gesture(SpatialTapGesture(count: 3, coordinateSpace: .global)).inspect().emptyView()
            .gesture(SpatialTapGesture.self).actualGesture()
        expectEqual(spatial.count, 3)
        expectEqual(spatial.coordinateSpace, .global)
        #expect(try EmptyView().gesture(MagnificationGesture(minimumScaleDelta: 1.5)).inspect().emptyView()
            .gesture(MagnificationGesture.self).actualGesture().minimumScaleDelta == 1.5)
        #expect(try EmptyView().gesture(RotationGesture(minimumAngleDelta: .degrees(5))).inspect().emptyView()
            .gesture(RotationGesture.self).actualGesture().minimumAngleDelta == .degrees(5))
    }

    @Test func theValuesTestsMakeHoldWhatTheyWereMadeWith() {
        expectEqual(LongPressGesture.Value(finished: true), true)
        expectEqual(MagnificationGesture.Value(magnifyBy: 3), 3)
        expectEqual(RotationGesture.Value(angle: .degrees(45)), .degrees(45))
        let tap: TapGesture.Value = TapGesture.Value()
        #expect(tap == ())
        let drag = DragGesture.Value(time: Date(timeIntervalSince1970: 53_513_627), location: CGPoint(x: 0.5, y: 145),
                                     startLocation: CGPoint(x: 7_325, y: -76.3), velocity: CGVector(dx: 10, dy: 0))
        expectEqual(drag.location, CGPoint(x: 0.5, y: 145))
        expectEqual(drag.startLocation, CGPoint(x: 7_325, y: -76.3))
        expectEqual(drag.predictedEndLocation, CGPoint(x: 3, y: 145))
        expectEqual(GestureSamples.dragValue.translation, CGSize(width: 50, height: 50))
        expectEqual(GestureSamples.dragValue.predictedEndLocation, CGPoint(x: 102, y: 102))
        expectEqual(GestureSamples.dragValue.predictedEndTranslation, CGSize(width: 52, height: 52))
    }

    @Test func aValueOfAnotherTypeThanTheCallbacksIsRefused() throws {
        let view = EmptyView().gesture(DragGesture().onEnded { _ in })
        expectThrows(InspectionError.valueTypeMismatch(found: "(Value) -> ()", expected: "(Int) -> ()")) {
            try view.inspect().emptyView().gesture(DragGesture.self).callOnEnded(value: 1)
        }
    }

    @Test func anOptionalGestureThatIsNilHasNoGestureToRead() throws {
        let none: DragGesture? = nil
        let gesture = try EmptyView().gesture(none).inspect().emptyView().gesture(DragGesture.self)
        #expect(throws: InspectionError.attributeNotFound("a gesture", in: "AddGestureModifier<Optional<DragGesture>>",
                                                          path: "emptyView().gesture(DragGesture.self)")) {
            try gesture.actualGesture()
        }
    }
}
