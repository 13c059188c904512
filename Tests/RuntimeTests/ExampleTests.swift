@testable import CounterExample
@testable import FormExample
import Inspect
import Runtime
import Terminal
import Testing
@testable import TodoExample
import Expectations

@MainActor @Suite struct ExampleTests {
    @Test func theCounterCountsWithTheKeyboard() {
        let app = HeadlessDriver(CounterView(), width: 50, height: 4)
        expectContains(app.text, "Count: 0")
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        expectContains(app.text, "Count: 2")
        app.press(.backTab)
        app.press(.space)
        expectContains(app.text, "Count: 1")
    }

    @Test func theTodoListAddsTypedItemsTicksAndDeletesThem() {
        let app = HeadlessDriver(TodoView(), width: 50, height: 10)
        expectContains(app.text, "3 left")
        app.type("Buy milk")
        app.press(.enter)
        expectContains(app.text, "[ ] Buy milk")
        expectContains(app.text, "4 left")
        app.send(.tab, .space)
        expectContains(app.text, "[x] Write the runtime")
        expectContains(app.text, "3 left")
        app.send(.tab, .enter)
        expectNotContains(app.text, "Write the runtime")
        expectContains(app.text, "3 left")
    }

    @Test func theFormSwitchesTogglesAndChoosesATheme() {
        let app = HeadlessDriver(FormView(), width: 70, height: 16)
        expectContains(app.text, "Bluetooth off")
        app.send(.tab, .space)
        expectContains(app.text, "Bluetooth on")
        app.send(.tab, .tab, .enter)
        expectContains(app.text, "theme dark")
        app.send(.tab, .tab, .enter)
        expectContains(app.text, "saved 1×")
    }

    @Test func theFormEditsEveryKindOfControlFromTheKeyboard() {
        let app = HeadlessDriver(FormView(), width: 90, height: 40)
        func focus(_ kind: ViewKind) {
            guard let index = app.runtime.currentScreen?.focusTargets.firstIndex(where: { $0.source?.kind == kind && $0.segment == nil }) else {
                Issue.record("no \(kind) to focus")
                return
            }
            app.runtime.moveFocus(to: index)
            app.settle()
        }
        focus(.textField)
        app.type("Ada")
        focus(.secureField)
        app.type("pw")
        focus(.stepper)
        app.send(.right, .right)
        focus(.slider)
        app.send(.left)
        focus(.picker)
        app.press(.enter)
        expectContains(app.text, "name Ada, 2 secret, size 14, volume 4, units imperial")
        expectNotContains(app.text, "pw")
        focus(.disclosureGroup)
        app.press(.enter)
        expectContains(app.text, "Debug")
        focus(.navigationLink)
        app.press(.enter)
        expectContains(app.text, "Settings example, version 1")
        app.press(.escape)
        expectContains(app.text, "Font size")
        #expect(!app.quitRequested)
    }
}

// From the runtime fuzzer (form app, 70 × 16, input 00 00 00 05 02 00 06 24 00 00 00 03 03 09 01
// 01 23): the header of an expanded DisclosureGroup was a focus target without its view, so the focus
// moved onto it in the same batch of keys that expanded it was not found, and the screen did not scroll.
@MainActor @Suite struct FormFrameFromFuzzTests {
    @Test func aDisclosureGroupExpandedByTheKeyThatFocusedItIsScrolledIntoView() {
        let app = HeadlessDriver(FormView(), width: 70, height: 16)
        app.send([.tab])
        app.send([.home, .mouse(MouseEvent(.press(.left), column: 2, row: 1))])
        app.send([.end, .backTab, .backTab, .space])
        expectContains(app.text, ">▾ Advanced<")
        let target = app.runtime.focusedTarget
        expectEqual(target?.source?.kind, .disclosureGroup)
        let incremental = app.screen
        app.update {}
        expectEqual(incremental.plainText, app.screen.plainText)
    }
}
