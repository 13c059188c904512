// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewInspection",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Builders", targets: ["Builders"]),
        .executable(name: "demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        .target(name: "Builders", dependencies: ["ViewTree"]),
        .executableTarget(name: "Demo", dependencies: ["Builders"]),
        .testTarget(name: "BuildersTests", dependencies: ["Builders"]),
    ],
    swiftLanguageModes: [.v6]
)
