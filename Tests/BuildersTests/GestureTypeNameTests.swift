import Builders
import Foundation
import Testing
import Expectations

/// Gestures have SwiftUI's types, generic shapes and stored labels: the three view methods'
/// modifiers, each gesture method's wrapper, the composed gestures and their values.
@MainActor @Suite struct GestureTypeNameTests {
    private let text = Text("x")

    @Test func theThreeViewMethodsMakeSwiftUIsModifiers() {
        expectEqual(typeName(text.gesture(DragGesture())), "ModifiedContent<Text, AddGestureModifier<DragGesture>>")
        expectEqual(typeName(text.highPriorityGesture(TapGesture())), "ModifiedContent<Text, HighPriorityGestureModifier<TapGesture>>")
        expectEqual(typeName(text.simultaneousGesture(LongPressGesture())), "ModifiedContent<Text, SimultaneousGestureModifier<LongPressGesture>>")
        for view in [text.gesture(TapGesture()) as Any, text.highPriorityGesture(TapGesture()), text.simultaneousGesture(TapGesture())] {
            expectEqual(descendant(view, "modifier").map(childLabels), ["gesture", "gestureMask"])
        }
    }

    @Test func theMaskIsAllUnlessOneIsGiven() {
        expectEqual(descendant(text.gesture(TapGesture()), "modifier", "gestureMask") as? GestureMask, .all)
        expectEqual(descendant(text.gesture(TapGesture(), including: .subviews), "modifier", "gestureMask") as? GestureMask, .subviews)
        expectEqual(descendant(text.highPriorityGesture(TapGesture(), including: .none), "modifier", "gestureMask") as? GestureMask, GestureMask.none)
        expectEqual(descendant(text.simultaneousGesture(TapGesture(), including: .gesture), "modifier", "gestureMask") as? GestureMask, .gesture)
    }

    @Test func aGestureMaskIsAnOptionSetOfTheGestureAndTheSubviews() {
        #expect(GestureMask.none.isEmpty)
        expectEqual(GestureMask.all, [.gesture, .subviews])
        expectEqual(GestureMask.gesture.rawValue, 1)
        expectEqual(GestureMask.subviews.rawValue, 2)
    }

    @Test func eachGestureMethodWrapsTheGestureAsSwiftUIDoes() {
        let drag = DragGesture()
        expectEqual(typeName(drag.onEnded { _ in }), "_EndedGesture<DragGesture>")
        expectEqual(typeName(drag.onChanged { _ in }), "_ChangedGesture<DragGesture>")
        expectEqual(typeName(drag.updating(GestureState(wrappedValue: CGSize.zero)) { _, _, _ in }), "GestureStateGesture<DragGesture, CGSize>")
        expectEqual(typeName(drag.map(\.location)), "_MapGesture<DragGesture, CGPoint>")
        expectEqual(typeName(TapGesture().modifiers(.shift)), "_ModifiersGesture<TapGesture>")
        expectEqual(typeName(TapGesture().onEnded {}.onEnded {}), "_EndedGesture<_EndedGesture<TapGesture>>")
    }

    @Test func callbacksAndTheGestureSitAtSwiftUIsLabels() {
        var log: [String] = []
        let ended = LongPressGesture(minimumDuration: 2).onEnded { log.append("ended \($0)") }
        (descendant(ended, "_body", "modifier", "callbacks", "ended") as? (Bool) -> Void)?(true)
        expectEqual((descendant(ended, "_body", "content") as? LongPressGesture)?.minimumDuration, 2)

        let changed = MagnificationGesture().onChanged { log.append("changed \($0)") }
        (descendant(changed, "_body", "modifier", "callbacks", "changed") as? (CGFloat) -> Void)?(2)
        #expect(descendant(changed, "_body", "content") is MagnificationGesture)

        let state = GestureState(wrappedValue: 0)
        let updating = RotationGesture().updating(state) { angle, value, _ in value = Int(angle.degrees.rounded()) }
        expectEqual(childLabels(updating), ["base", "state", "body"])
        var value = 0
        var transaction = Transaction()
        (descendant(updating, "body") as? (Angle, inout Int, inout Transaction) -> Void)?(.degrees(30), &value, &transaction)
        expectEqual(value, 30)

        let keys = TapGesture().modifiers([.shift, .command])
        expectEqual(descendant(keys, "_body", "modifier", "modifiers") as? EventModifiers, [.shift, .command])
        #expect(descendant(keys, "_body", "content") is TapGesture)

        let mapped = TapGesture().map { "tapped" }
        expectEqual((descendant(mapped, "_body", "modifier", "body") as? (()) -> String)?(()), "tapped")
        expectEqual(log, ["ended true", "changed 2.0"])
    }

    @Test func composedGesturesHoldTheirTwoGesturesAtFirstAndSecond() {
        let tap = TapGesture(count: 2)
        let press = LongPressGesture(minimumDuration: 3)
        expectEqual(typeName(tap.exclusively(before: press)), "ExclusiveGesture<TapGesture, LongPressGesture>")
        expectEqual(typeName(tap.sequenced(before: press)), "SequenceGesture<TapGesture, LongPressGesture>")
        expectEqual(typeName(tap.simultaneously(with: press)), "SimultaneousGesture<TapGesture, LongPressGesture>")
        for composed in [tap.exclusively(before: press) as Any, tap.sequenced(before: press), tap.simultaneously(with: press)] {
            expectEqual(childLabels(composed), ["first", "second"])
            expectEqual((descendant(composed, "first") as? TapGesture)?.count, 2)
            expectEqual((descendant(composed, "second") as? LongPressGesture)?.minimumDuration, 3)
        }
    }

    @Test func composedValuesCompareByTheirGesturesValues() {
        typealias Exclusive = ExclusiveGesture<MagnificationGesture, RotationGesture>
        expectEqual(Exclusive.Value.first(2), .first(2))
        #expect(Exclusive.Value.first(2) != .second(.degrees(2)))
        typealias Sequence = SequenceGesture<LongPressGesture, DragGesture>
        expectEqual(Sequence.Value.second(true, nil), .second(true, nil))
        #expect(Sequence.Value.first(true) != .second(true, nil))
        typealias Simultaneous = SimultaneousGesture<MagnificationGesture, RotationGesture>
        let both = Simultaneous.Value(first: 2, second: .degrees(90))
        expectEqual(both.first, 2)
        expectEqual(both.second, .degrees(90))
        expectEqual(both, Simultaneous.Value(first: 2, second: .degrees(90)))
        #expect(both != Simultaneous.Value(first: 2, second: nil))
    }

    @Test func aDragValuePredictsItsEndAQuarterSecondOfVelocityAhead() {
        let time = Date(timeIntervalSince1970: 1_000)
        let value = DragGesture.Value(time: time, location: CGPoint(x: 100, y: 40), startLocation: CGPoint(x: 60, y: 50),
                                      velocity: CGVector(dx: 8, dy: -20))
        expectEqual(value.time, time)
        expectEqual(value.translation, CGSize(width: 40, height: -10))
        expectEqual(value.velocity, CGSize(width: 8, height: -20))
        expectEqual(value.predictedEndLocation, CGPoint(x: 102, y: 35))
        expectEqual(value.predictedEndTranslation, CGSize(width: 42, height: -15))
        expectEqual(childLabels(value), ["time", "location", "startLocation", "velocity"])
    }

    @Test func gesturesKeepTheirSettings() {
        let drag = DragGesture(minimumDistance: 1, coordinateSpace: .global)
        expectEqual(drag.minimumDistance, 1)
        expectEqual(drag.coordinateSpace, .global)
        expectEqual(DragGesture().minimumDistance, 10)
        #expect(DragGesture().coordinateSpace.isLocal)
        let spatial = SpatialTapGesture(count: 2, coordinateSpace: .named("card"))
        expectEqual(spatial.count, 2)
        expectEqual(spatial.coordinateSpace, .named("card"))
        #expect(!spatial.coordinateSpace.isGlobal)
        expectEqual(SpatialTapGesture.Value(location: CGPoint(x: 1, y: 2)).location, CGPoint(x: 1, y: 2))
        expectEqual(MagnificationGesture().minimumScaleDelta, 0.01)
        expectEqual(MagnifyGesture(minimumScaleDelta: 0.5).minimumScaleDelta, 0.5)
        expectEqual(RotationGesture().minimumAngleDelta, .degrees(1))
        expectEqual(RotateGesture(minimumAngleDelta: .degrees(4)).minimumAngleDelta, .degrees(4))
        expectEqual(TapGesture().count, 1)
        expectEqual(LongPressGesture().minimumDuration, 0.5)
    }

    @Test func aGestureStateReadsItsInitialValue() {
        let offset = GestureState(wrappedValue: CGSize(width: 3, height: 4))
        expectEqual(offset.wrappedValue, CGSize(width: 3, height: 4))
        expectEqual(offset.projectedValue.wrappedValue, CGSize(width: 3, height: 4))
        expectEqual(GestureState(initialValue: 5).wrappedValue, 5)
        let empty = GestureState<Int?>()
        expectEqual(empty.wrappedValue, nil)
    }

    @Test func aGestureStateKeepsHowItResets() {
        var transaction = Transaction()
        GestureState(wrappedValue: 0, resetTransaction: Transaction(animation: .default)).reset(0, &transaction)
        expectEqual(transaction.animation, .default)
        var seen: [Int] = []
        var other = Transaction()
        GestureState(initialValue: 7) { value, transaction in seen.append(value); transaction.disablesAnimations = true }.reset(7, &other)
        expectEqual(seen, [7])
        #expect(other.disablesAnimations)
    }
}
