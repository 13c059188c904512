// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewInspection",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Builders", targets: ["Builders"]),
        .library(name: "Inspect", targets: ["Inspect"]),
        .library(name: "Picker", targets: ["Picker"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "bench", targets: ["Bench"]),
        .executable(name: "picker-demo", targets: ["PickerDemo"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Builders", dependencies: ["ViewTree"]),
        .target(name: "Inspect", dependencies: ["Builders"]),
        .target(name: "Picker", dependencies: ["Inspect"]),
        .target(name: "Render", dependencies: ["Picker"]),
        .target(name: "Terminal", dependencies: ["Render"]),
        .executableTarget(name: "Demo", dependencies: ["Builders"]),
        .executableTarget(name: "Bench", dependencies: ["Inspect"]),
        .executableTarget(name: "PickerDemo", dependencies: ["Terminal", "Render", "Picker", "Builders"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders"]),
        .testTarget(name: "InspectTests", dependencies: ["Inspect"]),
        .testTarget(name: "PickerTests", dependencies: ["Picker", "Render"]),
        // Depending on the executable target makes `swift test` build `picker-demo`, which the tmux tests run.
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Render", "Picker", "Builders", "PickerDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
