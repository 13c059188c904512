import Inspect
import SwiftUI
import Testing
import Expectations

/// A screen written as for SwiftUI, import line included.
private struct FlavorScreen: View {
    @State private var flavor = "Vanilla"
    @State private var extraScoop = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Ice cream").font(.title).bold()
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .pickerStyle(.segmented)
            Toggle("Extra scoop", isOn: $extraScoop)
            Button("Order") {}
                .disabled(!extraScoop)
        }
        .padding()
    }
}

/// `import SwiftUI` is all a SwiftUI file needs on Linux.
@MainActor @Suite struct ImportSwiftUITests {
    @Test func aSwiftUIFileCompilesWithItsOwnImportLine() throws {
        let root = try FlavorScreen().inspect()
        expectEqual(try root.find(text: "Ice cream").kind, .text)
        expectEqual(try root.vStack().picker(1).selectedValue(String.self), "Vanilla")
        #expect(try root.vStack().button(3).isDisabled())
        // Text's own font(_:) and bold() return Text, as in SwiftUI; the picker's style wraps it.
        #expect(String(describing: type(of: FlavorScreen().body)).hasPrefix(
            "ModifiedContent<VStack<TupleView<(Text, ModifiedContent<Picker<Text, String, "))
    }
}

/// An app declared as SwiftUI declares one, with `import SwiftUI` alone.
private struct FlavorApp: App {
    var body: some Scene {
        WindowGroup {
            FlavorScreen()
        }
    }
}

@MainActor @Suite struct ImportSwiftUIAppTests {
    @Test func anAppEntryCompilesWithTheSwiftUIImportAlone() throws {
        // The scene's content is the screen: drive it headless and find its title.
        let driver = HeadlessDriver(FlavorScreen(), width: 40, height: 12)
        expectContains(driver.text, "Ice cream")
        #expect(String(describing: type(of: FlavorApp().body)).hasPrefix("WindowGroup<"))
    }
}
