import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// The three modifiers that add a gesture are found by their verbs (`gesture`, `highPriorityGesture`,
/// `simultaneousGesture`), counted apart, named with SwiftUI's methods in listings and dumps,
/// and leave the view's other modifiers readable.
@MainActor @Suite struct GestureModifierVerbTests {
    private func names(_ view: InspectableView) -> [String] { view.modifiers.map(\.name) }

    @Test func eachVerbFindsTheGestureItsMethodAdded() throws {
        let view = try EmptyView().gesture(DragGesture()).highPriorityGesture(TapGesture()).simultaneousGesture(LongPressGesture())
            .inspect().emptyView()
        expectThrows(Never.self) { try view.gesture(DragGesture.self) }
        expectThrows(Never.self) { try view.highPriorityGesture(TapGesture.self) }
        expectThrows(Never.self) { try view.simultaneousGesture(LongPressGesture.self) }
        expectThrows(InspectionError.modifierNotFound(parent: "EmptyView", modifier: "highPriorityGesture(DragGesture.self)", index: 0)) {
            try EmptyView().gesture(DragGesture()).inspect().emptyView().highPriorityGesture(DragGesture.self)
        }
        expectThrows(InspectionError.modifierNotFound(parent: "EmptyView", modifier: "simultaneousGesture(DragGesture.self)", index: 0)) {
            try EmptyView().highPriorityGesture(DragGesture()).inspect().emptyView().simultaneousGesture(DragGesture.self)
        }
    }

    @Test func anIndexCountsOnlyTheModifiersOfTheVerbsMethod() throws {
        let view = try EmptyView().gesture(DragGesture()).highPriorityGesture(TapGesture()).gesture(LongPressGesture())
            .simultaneousGesture(TapGesture(count: 2)).highPriorityGesture(DragGesture()).inspect().emptyView()
        expectThrows(Never.self) { try view.gesture(DragGesture.self, 0) }
        expectThrows(Never.self) { try view.gesture(LongPressGesture.self, 1) }
        expectEqual(try view.highPriorityGesture(DragGesture.self, 1).actualGesture().minimumDistance, 10)
        expectEqual(try view.simultaneousGesture(TapGesture.self).actualGesture().count, 2)
        let beyond = InspectionError.modifierNotFound(parent: "EmptyView", modifier: "gesture(DragGesture.self)", index: 2)
        expectThrows(beyond) { try view.gesture(DragGesture.self, 2) }
        expectEqual(beyond.localizedDescription, "EmptyView does not have 'gesture(DragGesture.self)' modifier at index 2")
    }

    @Test func aGestureOfAnotherTypeAtTheIndexThrowsViewInspectorsText() throws {
        let view = try EmptyView().gesture(DragGesture()).gesture(LongPressGesture()).highPriorityGesture(LongPressGesture())
            .inspect().emptyView()
        let error = InspectionError.valueTypeMismatch(found: "DragGesture", expected: "LongPressGesture")
        expectThrows(error) { try view.gesture(LongPressGesture.self, 0) }
        expectEqual(error.localizedDescription, "Type mismatch: DragGesture is not LongPressGesture")
        expectThrows(InspectionError.valueTypeMismatch(found: "LongPressGesture", expected: "DragGesture")) {
            try view.highPriorityGesture(DragGesture.self)
        }
    }

    @Test func aGesturesPathNamesTheVerbTheTypeAndAnIndexGiven() throws {
        let view = try EmptyView().padding(100).gesture(DragGesture()).gesture(LongPressGesture()).highPriorityGesture(TapGesture())
            .inspect().emptyView()
        expectEqual(try view.gesture(DragGesture.self).pathToRoot, "emptyView().gesture(DragGesture.self)")
        expectEqual(try view.gesture(LongPressGesture.self, 1).pathToRoot, "emptyView().gesture(LongPressGesture.self, 1)")
        expectEqual(try view.highPriorityGesture(TapGesture.self).pathToRoot, "emptyView().highPriorityGesture(TapGesture.self)")
        // The root's own gesture: the root's path names its kind, as every path here does.
        expectEqual(try EmptyView().gesture(DragGesture()).inspect().gesture(DragGesture.self).pathToRoot, "emptyView().gesture(DragGesture.self)")
    }

    @Test func theOtherModifiersOfTheViewStayReadable() throws {
        let view = try EmptyView().gesture(DragGesture()).padding(100).highPriorityGesture(DragGesture()).inspect().emptyView()
        expectEqual(try view.padding(.top), 100)
    }

    @Test func theModifiersAreNamedWithSwiftUIsMethods() throws {
        let view = try Text("a").gesture(DragGesture()).highPriorityGesture(TapGesture().onEnded {}).simultaneousGesture(LongPressGesture())
            .onTapGesture {}.onLongPressGesture {}.gesture(TapGesture().onEnded {}.onEnded {}).gesture(LongPressGesture().onEnded { _ in })
            .inspect().text()
        expectEqual(names(view), ["gesture", "highPriorityGesture", "simultaneousGesture", "onTapGesture", "onLongPressGesture", "gesture", "gesture"])
        #expect(view.modifiers.map(\.typeName) == ["AddGestureModifier", "HighPriorityGestureModifier", "SimultaneousGestureModifier",
                                                   "AddGestureModifier", "AddGestureModifier", "AddGestureModifier", "AddGestureModifier"])
    }

    @Test func theTreeDumpListsTheGestureModifiersByMethod() throws {
        let view = VStack { Text("a").gesture(DragGesture()).highPriorityGesture(TapGesture()).simultaneousGesture(RotationGesture()) }
        #expect(try view.inspect().treeDump() == """
            VStack
            └─ Text "a" .gesture .highPriorityGesture .simultaneousGesture

            """)
    }

    @Test func readingByLabelsAloneGivesTheSameAnswers() throws {
        let log = CallLog()
        let view = EmptyView().gesture(DragGesture(minimumDistance: 3).onEnded { _ in log.entries.append("ended") }, including: .gesture)
        for root in [try view.inspect(), try view.inspectWithMirrorOnly()] {
            let drag = try root.emptyView().gesture(DragGesture.self)
            expectEqual(try drag.actualGesture().minimumDistance, 3)
            expectEqual(try drag.gestureMask(), .gesture)
            try drag.callOnEnded(value: GestureSamples.dragValue)
            expectEqual(names(try root.emptyView()), ["gesture"])
        }
        expectEqual(log.entries, ["ended", "ended"])
    }

    @Test func aGestureInACustomViewsBodyIsFoundOnItsView() throws {
        struct Card: View {
            let log: CallLog
            var body: some View {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .gesture(TapGesture().onEnded { log.entries.append("tapped") }, including: .gesture)
            }
        }
        let log = CallLog()
        let tap = try Card(log: log).inspect().shape().gesture(TapGesture.self)
        expectEqual(try tap.gestureMask(), .gesture)
        try tap.callOnEnded(value: ())
        expectEqual(log.entries, ["tapped"])
    }

    @Test func onTapGestureIsAGestureTooAndItsActionRuns() throws {
        let log = CallLog()
        let view = try EmptyView().onTapGesture(count: 2) { log.entries.append("tap") }.onLongPressGesture { log.entries.append("press") }
            .inspect().emptyView()
        try view.callOnTapGesture()
        try view.callOnLongPressGesture()
        let tap = try view.gesture(TapGesture.self)
        expectEqual(try tap.actualGesture().count, 2)
        try tap.callOnEnded(value: ())
        expectEqual(try view.gesture(LongPressGesture.self, 1).actualGesture().minimumDuration, 0.5)
        expectEqual(log.entries, ["tap", "press", "tap"])
        let error = InspectionError.modifierNotFound(parent: "EmptyView", modifier: "onTapGesture", index: 0)
        expectThrows(error) { try EmptyView().onLongPressGesture {}.inspect().emptyView().callOnTapGesture() }
        expectEqual(error.localizedDescription, "EmptyView does not have 'onTapGesture' modifier")
    }

    @Test func anUpdatingCallbackSetsTheStateTheTestGives() throws {
        struct Press: View {
            @GestureState var isPressing = false
            var body: some View {
                Circle().gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { current, state, _ in state = current })
            }
        }
        let press = Press()
        var state = false
        var transaction = Transaction()
        try press.inspect().shape().gesture(LongPressGesture.self)
            .callUpdating(value: LongPressGesture.Value(finished: true), state: &state, transaction: &transaction)
        #expect(state)
        // No gesture runs in a terminal: the view's own state keeps its initial value.
        #expect(!press.isPressing)
    }

    @Test func anOptionalGestureIsFoundByTheGestureItHolds() throws {
        let log = CallLog()
        let press = LongPressGesture(minimumDuration: 1).onEnded { _ in log.entries.append("done") }
        for done in [false, true] {
            let view = Circle().gesture(done ? nil : press)
            let gesture = try view.inspect().shape().gesture(LongPressGesture.self)
            if done {
                expectThrows(InspectionError.self) { try gesture.callOnEnded(value: true) }
            } else {
                try gesture.callOnEnded(value: true)
            }
        }
        expectEqual(log.entries, ["done"])
    }

    @Test func aGestureMappedToAFunctionOrATupleIsFoundByTheGestureItMaps() throws {
        let mapped = DragGesture(minimumDistance: 4).map { value in { (scale: Int) in Int(value.location.x) * scale } }
        let view = try EmptyView().gesture(mapped).gesture(DragGesture().simultaneously(with: TapGesture().map { (1, 2) }))
            .inspect().emptyView()
        expectEqual(try view.gesture(DragGesture.self).actualGesture().minimumDistance, 4)
        let composed = try view.gesture(SimultaneousGesture<DragGesture, TapGesture>.self, 1)
        expectThrows(Never.self) { try composed.second(TapGesture.self) }
    }
}
