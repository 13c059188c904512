import Builders
import EditorRuntime
import Foundation
import Inspect
@testable import MirrorDemo
import ReflectionUI
import Runtime
import Terminal
import Testing
import Expectations

/// The editor running in the runtime, without a terminal.
@Suite @MainActor struct HeadlessEditorTests {
    @Test func switchingTheToggleWithTheKeyboardWritesTheObjectAndTheLog() {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(MirrorDemoView(settings: settings), width: 80, height: 24)
        expectContains(app.text, "Log: (no change yet)")
        // The toggle is the first control.
        app.press(.space)
        expectEqual(settings.blurEnabled, false)
        expectContains(app.text, "Log: blurEnabled = false")
    }

    @Test func aWriteFromCodeIsDrawnWithoutAnyKey() {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(MirrorDemoView(settings: settings), width: 80, height: 24)
        expectContains(app.text, "Lives  − 4 +")
        settings.lives = 150
        expectContains(app.text, "Lives  − 99 +")
        expectContains(app.text, "Log: lives = 99")
    }

    @Test func anEditThroughTheRunningTreeIsDrawn() throws {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(MirrorDemoView(settings: settings), width: 80, height: 24)
        try app.inspect().control(.stepper, "Lives").increment()
        expectContains(app.text, "Lives  − 5 +")
        try app.inspect().control(.textField, "Greeting").setInput("Hi there")
        expectContains(app.text, "Hi there")
        expectEqual(settings.greeting, "Welcome")
        try app.inspect().control(.textField, "Greeting").callOnCommit()
        expectEqual(settings.greeting, "Hi there")
        expectContains(app.text, "Log: greeting = Hi there")
    }

    @Test func escInAFieldWithUncommittedTextDropsIt() throws {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(MirrorDemoView(settings: settings), width: 80, height: 24)
        EditorKeys.install(on: app.runtime)
        let greeting = try app.inspect().control(.textField, "Greeting")
        try greeting.setInput("Draft")
        expectContains(app.text, "Greeting: [Draft")
        // Focus the Greeting field itself (Starting Health, a number field, comes before it).
        let targets = try #require(app.runtime.currentScreen?.focusTargets)
        let index = try #require(targets.firstIndex { $0.source?.pathToRoot == greeting.pathToRoot })
        app.runtime.moveFocus(to: index)
        app.press(.escape)
        #expect(!app.quitRequested)
        expectNotContains(app.text, "Draft")
        expectContains(app.text, "Greeting: [Welcome")
        expectEqual(settings.greeting, "Welcome")
        #expect(settings.log.lines.isEmpty)
    }

    @Test func escInAFieldWithoutUncommittedTextLeavesItAsItIs() throws {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(MirrorDemoView(settings: settings), width: 80, height: 24)
        EditorKeys.install(on: app.runtime)
        let greeting = try app.inspect().control(.textField, "Greeting")
        let targets = try #require(app.runtime.currentScreen?.focusTargets)
        let index = try #require(targets.firstIndex { $0.source?.pathToRoot == greeting.pathToRoot })
        app.runtime.moveFocus(to: index)
        app.type("!")
        expectContains(app.text, "Greeting: [Welcome!")
        app.press(.enter)
        expectEqual(settings.greeting, "Welcome!")
        // Nothing uncommitted is left: Esc cancels nothing, and the field keeps the committed text.
        app.press(.escape)
        #expect(!app.quitRequested)
        expectContains(app.text, "Greeting: [Welcome!")
        expectEqual(settings.log.lines, ["greeting = Welcome!"])
    }

    @Test func theDebugPanelAppearsBesideTheScreenWhenToggled() {
        let settings = DemoSettings(log: DemoLog())
        let state = DebugPanelState()
        let app = HeadlessDriver(Text("The game").debugPanel(object: settings, state: state), width: 100, height: 24)
        expectContains(app.text, "The game")
        expectNotContains(app.text, "Lives")
        state.toggle()
        expectContains(app.text, "The game")
        expectContains(app.text, "Lives")
        expectContains(app.text, "Debug: DemoSettings")
        state.toggle()
        expectNotContains(app.text, "Lives")
    }

    @Test func theDebugPanelEditsTheObjectWhileShown() {
        let settings = DemoSettings(log: DemoLog())
        let app = HeadlessDriver(Text("The game").debugPanel(object: settings, state: DebugPanelState(isShown: true)), width: 100, height: 24)
        app.press(.space)
        expectEqual(settings.blurEnabled, false)
    }
}
