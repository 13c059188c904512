import Builders
import Inspect
import Testing
import Expectations

/// A custom view's `@EnvironmentObject` and `@Environment` properties read what the modifiers
/// above it place, when the inspector reads its body (as a running app and SwiftUI do).
@MainActor @Suite struct EnvironmentObjectInspectionTests {
    final class Profile: ObservableObject {
        @Published var name: String
        init(name: String) { self.name = name }
    }

    struct Greeting: View {
        @EnvironmentObject var profile: Profile
        var body: some View { Text("Hello, \(profile.name)") }
    }

    struct Screen: View {
        var body: some View {
            VStack { Greeting() }
        }
    }

    struct Locked: View {
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Text(isEnabled ? "on" : "off") }
    }

    @Test func anEnvironmentObjectPlacedAboveIsFoundInTheBody() throws {
        let view = Screen().environmentObject(Profile(name: "Ada"))
        expectEqual(try view.inspect().find(text: "Hello, Ada").string(), "Hello, Ada")
    }

    @Test func anEnvironmentValueWrittenAboveIsReadInTheBody() throws {
        let view = VStack { Locked() }.disabled(true)
        expectEqual(try view.inspect().find(Locked.self).text().string(), "off")
    }

    @Test func anEnvironmentObjectNoViewPlacedIsAnErrorNamingItsTypeAndPlace() throws {
        let greeting = try Screen().inspect().vStack().view(Greeting.self, 0)
        #expect(throws: InspectionError.missingEnvironmentObject(
            "Profile", path: greeting.pathToRoot)) {
            try greeting.text()
        }
        let error = InspectionError.missingEnvironmentObject("Profile", path: "vStack().view(Greeting.self, 0)")
        expectEqual(error.description, "missing environment object at vStack().view(Greeting.self, 0): expected an object of type Profile placed by environmentObject(_:) above, found none")
    }

    @Test func aSearchPastAViewMissingItsEnvironmentObjectDoesNotStop() throws {
        let view = VStack { Screen(); Text("After") }
        expectEqual(try view.inspect().find(text: "After").string(), "After")
        expectThrows(InspectionError.self) { try view.inspect().find(text: "Hello, Ada") }
    }
}
