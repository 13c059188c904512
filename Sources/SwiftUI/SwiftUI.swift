// `import SwiftUI` on Linux: everything SwiftUI code uses — the views and modifiers (Builders,
// and through it ViewTree and Foundation), the app entry `App`, `Scene`, `WindowGroup` with
// the runtime that runs them (Runtime), and Combine, which Apple's SwiftUI re-exports too
// (`Timer.publish`, `AnyCancellable`, `$name.debounce(…)` with `import SwiftUI` alone). See
// Package.swift for why the module exists only on Linux.
@_exported import Builders
@_exported import Combine
@_exported import Runtime
