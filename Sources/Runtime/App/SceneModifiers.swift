import Builders
import Foundation

/// A scene with a modifier applied (`commands`, `defaultSize`, `windowStyle`…): the scene is shown
/// as it is, and the modifier's value is kept for tests to read.
public struct _ModifiedScene<Content: Scene, Modifier> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The scene modified.
    public let content: Content
    /// The modifier.
    public let modifier: Modifier
}

extension _ModifiedScene: SceneContainer {
    var containedScenes: [any Scene] { [content] }
}

/// What a scene modifier sets, as a value.
public enum _SceneSetting {
    /// The menu commands `commands(content:)` adds (a terminal has no menu bar).
    public struct AddedCommands<Content: Commands> {
        /// The commands.
        public let content: Content
    }

    /// The size `defaultSize` asks for (a terminal window has the terminal's size).
    public struct DefaultSize {
        /// The size asked for.
        public let size: CGSize
    }

    /// The window style `windowStyle(_:)` sets (a terminal draws no title bar).
    public struct ChosenWindowStyle<Style: WindowStyle> {
        /// The style.
        public let style: Style
    }

    /// How a window may be resized (`windowResizability(_:)`).
    public struct Resizability {
        /// The rule.
        public let resizability: WindowResizability
    }
}

extension Scene {
    /// Adds menu commands, as SwiftUI's `commands(content:)`: kept, not shown (a terminal has no menu bar).
    public nonisolated func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _ModifiedScene<Self, _SceneSetting.AddedCommands<Content>> {
        _ModifiedScene(content: self, modifier: _SceneSetting.AddedCommands(content: content()))
    }

    /// Asks for a window size, as SwiftUI's `defaultSize(width:height:)`: a terminal window has the
    /// terminal's size.
    public nonisolated func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self, _SceneSetting.DefaultSize> {
        _ModifiedScene(content: self, modifier: _SceneSetting.DefaultSize(size: CGSize(width: width, height: height)))
    }

    /// Asks for a window size, as SwiftUI's `defaultSize(_:)`.
    public nonisolated func defaultSize(_ size: CGSize) -> _ModifiedScene<Self, _SceneSetting.DefaultSize> {
        _ModifiedScene(content: self, modifier: _SceneSetting.DefaultSize(size: size))
    }

    /// Sets the window style, as SwiftUI's `windowStyle(_:)`: a terminal draws no title bar.
    public nonisolated func windowStyle<S: WindowStyle>(_ style: S) -> _ModifiedScene<Self, _SceneSetting.ChosenWindowStyle<S>> {
        _ModifiedScene(content: self, modifier: _SceneSetting.ChosenWindowStyle(style: style))
    }

    /// Sets how the window may be resized, as SwiftUI's `windowResizability(_:)`.
    public nonisolated func windowResizability(_ resizability: WindowResizability) -> _ModifiedScene<Self, _SceneSetting.Resizability> {
        _ModifiedScene(content: self, modifier: _SceneSetting.Resizability(resizability: resizability))
    }
}

// The scenes' conformances are declared apart from their types, so that the types are not isolated
// to the main actor as `Scene` is: the runtime reads them from code that is not isolated.
extension _ModifiedScene: Scene {}
