@testable import CounterExample
@testable import FormExample
import Runtime
import Testing
@testable import TodoExample

@Suite struct ExampleTests {
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
}
