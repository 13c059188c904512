import Builders
import Inspect
import Testing
import Expectations

@MainActor @Suite struct ActionTests {
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test func tapRunsAButtonsAction() throws {
        let counter = Counter()
        try Screen(showFooter: false) { counter.count += 1 }.inspect().find(button: "Save").tap()
        expectEqual(counter.count, 1)
    }

    @Test func tapRunsAnOnTapGestureAction() throws {
        let counter = Counter()
        try Text("tap me").onTapGesture { counter.count += 2 }.padding().inspect().tap()
        expectEqual(counter.count, 2)
    }

    @Test func tapOnADisabledButtonIsRefused() throws {
        let counter = Counter()
        let view = VStack { Button("Go") { counter.count += 1 } }.disabled(true)
        expectThrows(InspectionError.notSupported("tap on a disabled Button", path: "vStack().button(0)")) {
            try view.inspect().vStack().button().tap()
        }
        expectEqual(counter.count, 0)
    }

    @Test func tapOnAViewWithoutActionSaysSo() throws {
        expectThrows(InspectionError.attributeNotFound("a Button action or an onTapGesture", in: "Text", path: "text()")) {
            try Text("x").inspect().tap()
        }
    }
}
