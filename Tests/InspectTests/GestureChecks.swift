import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The callbacks a test's gestures ran, in order.
final class CallLog: @unchecked Sendable {
    var entries: [String] = []
}

/// What every kind of gesture answers, checked for one gesture and one value of it: the mask it
/// was added with, the gesture read through its own modifiers, its callbacks run (the only one,
/// one applied after another modifier, several), and the errors when there is none.
protocol GestureChecking: Sendable, CustomTestStringConvertible {
    @MainActor func theMaskGivenIsRead() throws
    @MainActor func theGestureIsReadThroughItsModifiers() throws
    @MainActor func updatingCallbacksRun() throws
    @MainActor func endedCallbacksRun() throws
    @MainActor func eventModifiersAreReadTogether() throws
    @MainActor func aViewWithoutTheGestureSaysSo() throws
}

/// The checks of gestures whose value is `Equatable`, which have `onChanged(_:)`.
protocol ChangedGestureChecking: GestureChecking {
    @MainActor func changedCallbacksRun() throws
}

/// The checks for a gesture of type `G`, named `name` as SwiftUI's type prints.
struct GestureChecks<G: Gesture & Sendable>: GestureChecking where G.Value: Sendable {
    let gesture: G
    let value: G.Value
    let matches: @Sendable (G.Value) -> Bool
    var testDescription: String { String(describing: G.self) }

    private var name: String { String(describing: G.self) }

    /// The gesture read back from `view`'s first `gesture(_:)` modifier.
    @MainActor private func read<V: View>(_ view: V) throws -> InspectableGesture<G> {
        try view.inspect().emptyView().gesture(G.self)
    }

    /// Records each call with `label` and whether it came with the value given.
    private func record(_ log: CallLog, _ label: String) -> @Sendable (G.Value) -> Void {
        let matches = matches
        return { log.entries.append(label + (matches($0) ? "" : " with another value")) }
    }

    @MainActor func theMaskGivenIsRead() throws {
        expectEqual(try read(EmptyView().gesture(gesture, including: .subviews)).gestureMask(), .subviews)
        expectEqual(try read(EmptyView().gesture(gesture)).gestureMask(), .all)
    }

    @MainActor func theGestureIsReadThroughItsModifiers() throws {
        let state = GestureState(wrappedValue: CGSize.zero)
        let expected = String(describing: gesture)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture)).actualGesture()), expected)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture.updating(state) { _, _, _ in })).actualGesture()), expected)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture.onEnded { _ in })).actualGesture()), expected)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture.modifiers(.shift))).actualGesture()), expected)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture.map { _ in 1 })).actualGesture()), expected)
        expectEqual(try String(describing: read(EmptyView().gesture(Optional(gesture.onEnded { _ in }))).actualGesture()), expected)
    }

    @MainActor func updatingCallbacksRun() throws {
        let state = GestureState(wrappedValue: CGSize.zero)
        let log = CallLog()
        func updating(_ label: String) -> (G.Value, inout CGSize, inout Transaction) -> Void {
            let record = record(log, label)
            return { value, size, _ in record(value); size.width += 1 }
        }
        var size = CGSize.zero
        var transaction = Transaction()
        try read(EmptyView().gesture(gesture.updating(state, body: updating("only"))))
            .callUpdating(value: value, state: &size, transaction: &transaction)
        try read(EmptyView().gesture(gesture.onEnded { _ in log.entries.append("ended") }.updating(state, body: updating("after onEnded"))))
            .callUpdating(value: value, state: &size, transaction: &transaction)
        try read(EmptyView().gesture(gesture.updating(state, body: updating("first")).updating(state, body: updating("second"))))
            .callUpdating(value: value, state: &size, transaction: &transaction)
        expectEqual(log.entries, ["only", "after onEnded", "first", "second"])
        expectEqual(size.width, 4)
        expectThrows(InspectionError.callbackNotFound(parent: "AddGestureModifier<\(name)>", callback: "updating")) {
            try read(EmptyView().gesture(gesture)).callUpdating(value: value, state: &size, transaction: &transaction)
        }
    }

    @MainActor func endedCallbacksRun() throws {
        let state = GestureState(wrappedValue: CGSize.zero)
        let log = CallLog()
        try read(EmptyView().gesture(gesture.onEnded(record(log, "only")))).callOnEnded(value: value)
        try read(EmptyView().gesture(gesture.updating(state) { _, _, _ in log.entries.append("updating") }.onEnded(record(log, "after updating"))))
            .callOnEnded(value: value)
        try read(EmptyView().gesture(gesture.onEnded(record(log, "first")).onEnded(record(log, "second")))).callOnEnded(value: value)
        expectEqual(log.entries, ["only", "after updating", "first", "second"])
        expectThrows(InspectionError.callbackNotFound(parent: "AddGestureModifier<\(name)>", callback: "onEnded")) {
            try read(EmptyView().gesture(gesture)).callOnEnded(value: value)
        }
    }

    @MainActor func eventModifiersAreReadTogether() throws {
        expectEqual(try read(EmptyView().gesture(gesture.modifiers(.shift))).gestureModifiers(), .shift)
        expectEqual(try read(EmptyView().gesture(gesture.onEnded { _ in }.modifiers(.shift))).gestureModifiers(), .shift)
        expectEqual(try read(EmptyView().gesture(gesture.modifiers(.shift).modifiers(.control))).gestureModifiers(), [.shift, .control])
        expectEqual(try read(EmptyView().gesture(gesture)).gestureModifiers(), [])
    }

    @MainActor func aViewWithoutTheGestureSaysSo() throws {
        let error = InspectionError.modifierNotFound(parent: "EmptyView", modifier: "gesture(\(name).self)", index: 0)
        expectThrows(error) { try read(EmptyView()) }
        expectEqual(error.localizedDescription, "EmptyView does not have 'gesture(\(name).self)' modifier")
    }
}

extension GestureChecks: ChangedGestureChecking where G.Value: Equatable {
    @MainActor func changedCallbacksRun() throws {
        let log = CallLog()
        let expected = String(describing: gesture)
        expectEqual(try String(describing: read(EmptyView().gesture(gesture.onChanged { _ in })).actualGesture()), expected)
        try read(EmptyView().gesture(gesture.onChanged(record(log, "only")))).callOnChanged(value: value)
        try read(EmptyView().gesture(gesture.onEnded { _ in log.entries.append("ended") }.onChanged(record(log, "after onEnded"))))
            .callOnChanged(value: value)
        try read(EmptyView().gesture(gesture.onChanged(record(log, "first")).onChanged(record(log, "second")))).callOnChanged(value: value)
        expectEqual(log.entries, ["only", "after onEnded", "first", "second"])
        expectThrows(InspectionError.callbackNotFound(parent: "AddGestureModifier<\(name)>", callback: "onChanged")) {
            try read(EmptyView().gesture(gesture)).callOnChanged(value: value)
        }
    }
}
