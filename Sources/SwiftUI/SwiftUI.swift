// `import SwiftUI` on Linux: everything SwiftUI code uses — the views and modifiers (Builders,
// and through it ViewTree and Foundation) and the app entry `App`, `Scene`, `WindowGroup` with
// the runtime that runs them (Runtime). See Package.swift for why the module exists only on Linux.
@_exported import Builders
@_exported import Runtime
