import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// Says which colour scheme it reads.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(colorScheme == .dark ? "reads dark" : "reads light")
    }
}

/// A screen that asks for the scheme chosen with its buttons (none: the system's).
private struct ThemeScreen: View {
    @State private var choice: ColorScheme?

    var body: some View {
        VStack {
            SchemeLabel()
            Button("Dark") { choice = .dark }
            Button("Light") { choice = .light }
            Button("System") { choice = nil }
        }
        .preferredColorScheme(choice)
    }
}

/// A view deep inside asks for the scheme: the whole screen reads it, the views above it too.
private struct NestedRequest: View {
    var body: some View {
        VStack {
            SchemeLabel()
            HStack { Text("settings").preferredColorScheme(.dark) }
        }
    }
}

/// `preferredColorScheme(_:)` sets the scheme of the window: every view reads it as
/// `@Environment(\.colorScheme)`; nil gives back the scheme the app was given.
@MainActor @Suite struct PreferredColorSchemeTests {
    @Test func theSchemeAskedForIsTheOneEveryViewReads() {
        let app = HeadlessDriver(ThemeScreen(), width: 30, height: 5)
        expectContains(app.text, "reads light")
        tap(app, "Dark")
        expectContains(app.text, "reads dark")
        tap(app, "System")
        expectContains(app.text, "reads light")
    }

    @Test func askingForNoneGivesBackTheAppsOwnScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let app = HeadlessDriver(ThemeScreen(), width: 30, height: 5, environment: environment)
        expectContains(app.text, "reads dark")
        tap(app, "Light")
        expectContains(app.text, "reads light")
        tap(app, "System")
        expectContains(app.text, "reads dark")
    }

    @Test func aRequestFromAViewInsideReachesTheViewsAboveIt() {
        let app = HeadlessDriver(NestedRequest(), width: 30, height: 3)
        expectContains(app.text, "reads dark")
    }

    @Test func theInspectorReadsTheSchemeAskedForFromTheViewsInside() throws {
        let view = try ThemeScreen().preferredColorScheme(.dark).inspect()
        expectEqual(try view.preferredColorScheme(), .dark)
        // From a view inside: the outermost request decides, as a preference flows up (the
        // screen's own, nil while none is chosen, is inside the one made above it).
        expectEqual(try view.find(SchemeLabel.self).preferredColorScheme(), .dark)
        expectEqual(try ThemeScreen().inspect().find(SchemeLabel.self).preferredColorScheme(), nil)
        expectEqual(try NestedRequest().inspect().find(text: "settings").preferredColorScheme(), .dark)
        expectEqual(try Text("x").preferredColorScheme(nil).inspect().preferredColorScheme(), nil)
        expectThrows(InspectionError.self) { try Text("x").inspect().preferredColorScheme() }
    }
}
