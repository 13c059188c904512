// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Dependencies point one way (ARCHITECTURE.md): ViewTree ← Builders ← Inspect, then Pickers and
// Render side by side on Inspect, Terminal on Render, Script (the view-code reader) on Pickers
// and its syntax layer (ScriptSyntax), and the inspect command on top.
let package = Package(
    name: "ViewInspection",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Builders", targets: ["Builders"]),
        .library(name: "Inspect", targets: ["Inspect"]),
        .library(name: "Pickers", targets: ["Pickers"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "Script", targets: ["Script"]),
        .library(name: "Runtime", targets: ["Runtime"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .executable(name: "inspect", targets: ["InspectCLI"]),
        .executable(name: "picker-demo", targets: ["PickerDemo"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "counter", targets: ["CounterExample"]),
        .executable(name: "todo", targets: ["TodoExample"]),
        .executable(name: "settings-form", targets: ["FormExample"]),
        .library(name: "ReflectionUI", targets: ["ReflectionUI"]),
        .library(name: "AutomaticSettings", targets: ["AutomaticSettings"]),
        .executable(name: "settings-crash-helper", targets: ["SettingsCrashHelper"]),
        // An app whose actions end it with an error (the tmux ways-out tests).
        .executable(name: "action-error-helper", targets: ["ActionErrorHelper"]),
        // The UI layers: the editors' terminal keys and debug panel, and the demos.
        .library(name: "EditorRuntime", targets: ["EditorRuntime"]),
        .executable(name: "mirror-demo", targets: ["MirrorDemo"]),
        .executable(name: "settings-demo", targets: ["SettingsDemo"]),
    ],
    targets: [
        // Combine's protocols and the types views and models hold (publishers, subjects,
        // `ObservableObject`, `@Published`) and the loop a running app runs scheduled work on:
        // below the views, which subscribe to publishers. The `Combine` module re-exports it on Linux.
        .target(name: "CombineCore"),
        .target(name: "ViewTree", dependencies: ["CombineCore"]),
        .target(name: "Builders", dependencies: ["ViewTree", "PreviewMacros"]),
        // `#Preview`'s plugin: it speaks the compiler's plugin protocol itself, without SwiftSyntax,
        // so that a client depending on the package by version builds it with no unsafe flags.
        .macro(name: "PreviewMacros"),
        .target(name: "Inspect", dependencies: ["Builders"]),
        // The folder keeps the name the package layout gives it; the module is Pickers, so that
        // `Picker` in client code always means the type.
        .target(name: "Pickers", dependencies: ["Inspect"], path: "Sources/Picker"),
        .target(name: "Render", dependencies: ["Inspect"]),
        .target(name: "Terminal", dependencies: ["Render"]),
        // The reader's syntax: lexer, parser and syntax tree, on nothing; Script evaluates what it parses.
        .target(name: "ScriptSyntax"),
        .target(name: "Script", dependencies: ["Pickers", "ScriptSyntax"]),
        // The application runtime: state per view position, redraws driven by state, App and run().
        .target(name: "Runtime", dependencies: ["Terminal", "Render", "Inspect", "Builders"]),
        // Snapshot tests: strategies, references beside the test file, and Swift Testing's issues.
        // What the `inspect` command shares with them (the reference files, their diffs) is a
        // module of its own without Testing, so that the command never loads the testing library.
        .target(name: "SnapshotReferences", dependencies: ["ViewTree"]),
        .target(name: "Snapshots", dependencies: ["SnapshotReferences", "Render", "Inspect", "Builders"]),
        .executableTarget(name: "InspectCLI", dependencies: ["Script", "Terminal", "Runtime", "SnapshotReferences"]),
        .executableTarget(name: "PickerDemo", dependencies: ["Terminal", "Render", "Pickers", "Builders"]),
        .executableTarget(name: "Bench", dependencies: ["Inspect", "Pickers", "Render", "Terminal", "Script", "Runtime", "AutomaticSettings", "ReflectionUI"]),
        // The runtime's examples: `swift run counter`, `swift run todo`, `swift run settings-form`.
        .executableTarget(name: "CounterExample", dependencies: ["Runtime", "Builders"], path: "Sources/Examples/Counter"),
        .executableTarget(name: "TodoExample", dependencies: ["Runtime", "Builders"], path: "Sources/Examples/Todo"),
        .executableTarget(name: "FormExample", dependencies: ["Runtime", "Builders", "Pickers"], path: "Sources/Examples/Form"),
        .testTarget(name: "BuildersTests", dependencies: ["Builders"]),
        .testTarget(name: "InspectTests", dependencies: ["Inspect"]),
        .testTarget(name: "PickersTests", dependencies: ["Pickers", "Render"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Inspect", "Builders"]),
        // Depending on the executables makes `swift test` build them: the tests run them.
        .testTarget(name: "TerminalTests", dependencies: [
            "Terminal", "Render", "Pickers", "Builders", "PickerDemo", "InspectCLI", "CounterExample", "TodoExample", "FormExample",
            // The editors' demos, and Runtime to ask which keys it handles.
            "MirrorDemo", "SettingsDemo", "Runtime",
            // The app whose actions end it with an error.
            "ActionErrorHelper",
        ]),
        .testTarget(name: "ScriptTests", dependencies: ["Script", "ScriptSyntax", "Render", "Runtime"]),
        .testTarget(name: "RuntimeTests", dependencies: [
            "Runtime", "Render", "Inspect", "Builders", "Terminal", "Pickers", "Script", "ScriptSyntax", "CounterExample", "TodoExample", "FormExample",
        ]),
        .testTarget(name: "InspectCLITests", dependencies: ["InspectCLI", "Script", "ScriptSyntax", "Render", "Builders", "Runtime", "SnapshotReferences"]),
        // The references beside the tests are read from the source folder, not bundled.
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "SnapshotReferences", "Script", "Render", "Inspect", "Builders"], exclude: ["__Snapshots__"]),
        // The reflection editor's model (ReflectionUI, not named after its
        // MirrorUI wrapper) and settings from a Codable struct, with the helper the crash test kills.
        .target(name: "ReflectionUI", dependencies: ["Builders"]),
        .target(name: "AutomaticSettings", dependencies: ["ReflectionUI", "Builders"]),
        .executableTarget(name: "SettingsCrashHelper", dependencies: ["AutomaticSettings"]),
        .executableTarget(name: "ActionErrorHelper", dependencies: ["Runtime", "Builders"]),
        .testTarget(name: "ReflectionUITests", dependencies: ["ReflectionUI", "Inspect"]),
        .testTarget(name: "AutomaticSettingsTests", dependencies: ["AutomaticSettings", "SettingsCrashHelper"]),
        // The UI layers: Esc cancelling a field, the debug panel, a runner with a
        // key filter (EditorRuntime, on Runtime's API); the demos; the screens' tests, headless and in tmux.
        .target(name: "EditorRuntime", dependencies: ["ReflectionUI", "Runtime", "Terminal", "Render", "Inspect", "Builders"]),
        .executableTarget(name: "MirrorDemo", dependencies: ["ReflectionUI", "EditorRuntime", "Runtime", "Builders"], path: "Sources/Examples/MirrorDemo"),
        .executableTarget(name: "SettingsDemo", dependencies: ["AutomaticSettings", "EditorRuntime", "Runtime", "Builders"], path: "Sources/Examples/SettingsDemo"),
        .testTarget(name: "EditorRuntimeTests", dependencies: ["EditorRuntime", "ReflectionUI", "Runtime", "Terminal", "Inspect", "Builders"]),
        .testTarget(name: "EditorUITests", dependencies: [
            "ReflectionUI", "AutomaticSettings", "EditorRuntime", "Runtime", "Inspect", "Builders", "Terminal", "MirrorDemo", "SettingsDemo",
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// On Linux, `import SwiftUI` itself works: a module of that name re-exports Builders, so a SwiftUI
// file compiles without changing even its import line. It is declared only when the package is
// built on Linux, where no other SwiftUI exists; on Apple platforms `import SwiftUI` means Apple's,
// and code that builds on both depends on this product for Linux only (README, "One import").
// `import Combine` works the same way: Combine's names (declared in CombineCore, below the views
// that subscribe) with the operators, schedulers and `Timer.publish`; SwiftUI re-exports it, as
// Apple's does.
#if os(Linux)
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.products.append(.library(name: "Combine", targets: ["Combine"]))
// A countdown timer ticking on the app's loop: `swift run countdown`.
package.products.append(.executable(name: "countdown", targets: ["CountdownExample"]))
package.targets.append(.target(name: "Combine", dependencies: ["CombineCore"]))
package.targets.append(.target(name: "SwiftUI", dependencies: ["Builders", "Runtime", "Combine"]))
package.targets.append(.executableTarget(name: "CountdownExample", dependencies: ["SwiftUI"], path: "Sources/Examples/Countdown"))
package.targets.append(.testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "Inspect"]))
// `import ViewInspector` works too, for a ViewInspector user's tests: the inspector, and the
// hosting ViewInspector's tests use for state (`ViewHosting`, `InspectionEmissary`), which hand
// back XCTest's expectations, so only test targets depend on it.
package.products.append(.library(name: "ViewInspector", targets: ["ViewInspector"]))
package.targets.append(.target(name: "ViewInspector", dependencies: ["Inspect", "Runtime", "Builders", "CombineCore"]))
package.targets.append(.testTarget(name: "ViewInspectorTests", dependencies: ["ViewInspector", "SwiftUI"]))
package.targets.append(.testTarget(name: "CombineTests", dependencies: ["Combine", "SwiftUI", "Runtime", "Inspect", "CountdownExample"]))
// The countdown ticks in a real terminal in TerminalTests' tmux tests, which run the executables they depend on.
package.targets.first { $0.name == "TerminalTests" }?.dependencies.append("CountdownExample")
// Small apps of our own, each a folder of files written as a SwiftUI app for iOS or macOS is
// (`import SwiftUI`, an `@main` App): `swift run TipJar`. AppsTests drives each headless and
// inspects its views and previews; TerminalTests runs each in tmux.
let ownApps = ["TipJar", "Checklist", "UnitSwap", "QuizNight", "HabitLoop", "FocusTimer", "Jotter", "RecipeBox", "Lumen", "PulseBoard"]
for app in ownApps {
    package.targets.append(.executableTarget(
        name: app, dependencies: ["SwiftUI"], path: "Apps/\(app)",
        // Resources an app reads through `Bundle.main` go beside its executable when it is
        // installed (Foundation's `Bundle.main` on Linux is the executable's folder); SwiftPM would
        // bundle them under another name.
        exclude: app == "RecipeBox" ? ["Resources"] : []))
}
package.targets.append(.testTarget(name: "AppsTests", dependencies: ["SwiftUI", "Inspect", "Runtime", "Terminal", "Script"] + ownApps.map { .byName(name: $0) }))
package.targets.first { $0.name == "TerminalTests" }?.dependencies.append(contentsOf: ownApps.map { .byName(name: $0) })
#endif

// The tests' expectations as functions (`expectEqual`, `expectContains`, `expectThrows`), which
// compile several times faster than `#expect`'s expansions (Tests/Expectations).
package.targets.append(.target(name: "Expectations", path: "Tests/Expectations"))
for target in package.targets where target.type == .test {
    target.dependencies.append("Expectations")
}
