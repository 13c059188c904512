/// Whether a scene is in the foreground and taking input, as SwiftUI's `ScenePhase`, read with
/// `@Environment(\.scenePhase)`. A running app in a terminal is ``active`` while it runs.
public enum ScenePhase: Sendable, Hashable, Comparable, CaseIterable {
    /// Not shown.
    case background
    /// Shown, not taking input.
    case inactive
    /// Shown and taking input.
    case active
}
