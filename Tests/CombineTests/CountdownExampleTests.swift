@testable import CountdownExample
import SwiftUI
import Testing

@MainActor @Suite struct CountdownExampleTests {
    @Test func theCountdownCountsDownOnceASecondAndStopsAtZero() {
        let app = HeadlessDriver(CountdownView(start: 3), width: 40, height: 3)
        #expect(app.text.hasPrefix("3 s left"))
        app.advance(by: 1)
        #expect(app.text.hasPrefix("2 s left"))
        app.advance(by: 2)
        #expect(app.text.hasPrefix("Time's up!"))
        app.advance(by: 5)
        #expect(app.text.hasPrefix("Time's up!"))
    }

    @Test func pausingStopsTheCountdownAndResetStartsItAgain() {
        let app = HeadlessDriver(CountdownView(start: 5), width: 40, height: 3)
        app.advance(by: 1)
        #expect(app.click(on: "Pause"))
        app.advance(by: 3)
        #expect(app.text.hasPrefix("4 s left"))
        #expect(app.click(on: "Resume"))
        app.advance(by: 1)
        #expect(app.text.hasPrefix("3 s left"))
        #expect(app.click(on: "Reset"))
        #expect(app.text.hasPrefix("5 s left"))
    }

    @Test func theAppIsASwiftUIApp() {
        #expect(String(describing: type(of: CountdownApp().body)).hasPrefix("WindowGroup<CountdownView>"))
    }
}
