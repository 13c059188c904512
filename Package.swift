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
        .testTarget(name: "BuildersTests", dependencies: ["Builders"]),
        .testTarget(name: "InspectTests", dependencies: ["Inspect"]),
        .testTarget(name: "PickerTests", dependencies: ["Picker", "Render"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Render", "Picker", "Builders"]),
    ],
    swiftLanguageModes: [.v6]
)
