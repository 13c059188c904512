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
        #expect(app.text.contains("Count: 0"))
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        #expect(app.text.contains("Count: 2"))
        app.press(.backTab)
        app.press(.space)
        #expect(app.text.contains("Count: 1"))
    }

    @Test func theTodoListAddsTypedItemsTicksAndDeletesThem() {
        let app = HeadlessDriver(TodoView(), width: 50, height: 10)
        #expect(app.text.contains("3 left"))
        app.type("Buy milk")
        app.press(.enter)
        #expect(app.text.contains("[ ] Buy milk"))
        #expect(app.text.contains("4 left"))
        app.send(.tab, .space)
        #expect(app.text.contains("[x] Write the runtime"))
        #expect(app.text.contains("3 left"))
        app.send(.tab, .enter)
        #expect(!app.text.contains("Write the runtime"))
        #expect(app.text.contains("3 left"))
    }

    @Test func theFormSwitchesTogglesAndChoosesATheme() {
        let app = HeadlessDriver(FormView(), width: 70, height: 16)
        #expect(app.text.contains("Bluetooth off"))
        app.send(.tab, .space)
        #expect(app.text.contains("Bluetooth on"))
        app.send(.tab, .tab, .enter)
        #expect(app.text.contains("theme dark"))
        app.send(.tab, .tab, .enter)
        #expect(app.text.contains("saved 1×"))
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
        #expect(app.text.contains("name Ada, 2 secret, size 14, volume 4, units imperial"))
        #expect(!app.text.contains("pw"))
        focus(.disclosureGroup)
        app.press(.enter)
        #expect(app.text.contains("Debug"))
        focus(.navigationLink)
        app.press(.enter)
        #expect(app.text.contains("Settings example, version 1"))
        app.press(.escape)
        #expect(app.text.contains("Font size"))
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
        #expect(app.text.contains(">▾ Advanced<"))
        let target = app.runtime.focusedTarget
        expectEqual(target?.source?.kind, .disclosureGroup)
        let incremental = app.screen
        app.update {}
        expectEqual(incremental.plainText, app.screen.plainText)
    }
}
