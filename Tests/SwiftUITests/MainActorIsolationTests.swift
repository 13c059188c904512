import Inspect
import SwiftUI
import Testing
import Expectations

// An app's views with a view model isolated to the main actor, as apps written for Xcode 16 and
// later declare them: the model is made in a property's initial value and used in the body and
// in the view's own methods. This file compiles only because views are main-actor isolated.

@MainActor
private final class TallyModel: ObservableObject {
    @Published private(set) var count = 0

    func add() {
        count += 1
    }
}

private struct TallyScreen: View {
    @StateObject private var model = TallyModel()

    var body: some View {
        VStack {
            Text(summary)
            Button("Add") { model.add() }
        }
    }

    private var summary: String {
        "Count: \(model.count)"
    }
}

@MainActor @Suite struct MainActorIsolationTests {
    @Test func aViewUsesItsMainActorModelAsInSwiftUI() throws {
        let driver = HeadlessDriver(TallyScreen(), width: 20, height: 4)
        expectContains(driver.text, "Count: 0")
        driver.press(.enter)
        expectContains(driver.text, "Count: 1")
        expectEqual(try driver.inspect().find(button: "Add").labelView().text().string(), "Add")
    }

    @Test func aViewIsInspectedOnTheMainActor() throws {
        expectEqual(try TallyScreen().inspect().find(text: "Count: 0").string(), "Count: 0")
    }
}
