// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way: ViewTree ← Builders ← Inspect ← Picker ← Render ← Terminal,
// with Script (the view-code reader) beside Render and the inspect command on top.
let package = Package(
    name: "ViewInspection",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Builders", targets: ["Builders"]),
        .library(name: "Inspect", targets: ["Inspect"]),
        .library(name: "Picker", targets: ["Picker"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "Script", targets: ["Script"]),
        .executable(name: "inspect", targets: ["InspectCLI"]),
        .executable(name: "picker-demo", targets: ["PickerDemo"]),
        .executable(name: "bench", targets: ["Bench"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Builders", dependencies: ["ViewTree"]),
        .target(name: "Inspect", dependencies: ["Builders"]),
        .target(name: "Picker", dependencies: ["Inspect"]),
        .target(name: "Render", dependencies: ["Picker"]),
        .target(name: "Terminal", dependencies: ["Render"]),
        .target(name: "Script", dependencies: ["Picker"]),
        .executableTarget(name: "InspectCLI", dependencies: ["Script", "Terminal"]),
        .executableTarget(name: "PickerDemo", dependencies: ["Terminal", "Render", "Picker", "Builders"]),
        .executableTarget(name: "Bench", dependencies: ["Inspect", "Render", "Terminal", "Script"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders"]),
        .testTarget(name: "InspectTests", dependencies: ["Inspect"]),
        .testTarget(name: "PickerTests", dependencies: ["Picker", "Render"]),
        // Depending on the executables makes `swift test` build them: the tests run them.
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Render", "Picker", "Builders", "PickerDemo", "InspectCLI"]),
        .testTarget(name: "ScriptTests", dependencies: ["Script", "InspectCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
