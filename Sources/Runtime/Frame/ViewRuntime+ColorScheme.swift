import Builders

extension ViewRuntime {
    /// The colour scheme the app's views read (`@Environment(\.colorScheme)`): the one the first
    /// `preferredColorScheme(_:)` drawn asks for, else the one the app was given. As in SwiftUI,
    /// where the preference sets the window's scheme, every view reads it; a change is drawn by
    /// the next frame. A terminal keeps its own colours: only what the views read changes.
    func followPreferredColorScheme() {
        let scheme = lifecycle.preferredColorScheme ?? givenColorScheme
        guard graph.environment.colorScheme != scheme else { return }
        graph.environment.colorScheme = scheme
        graph.invalidations.requestFrame()
    }
}
