/// What a canvas's renderer draws with, as SwiftUI's `GraphicsContext`: its opacity, blend mode
/// and environment.
///
/// A terminal cell cannot show a drawing's paths and images, so this context holds the settings
/// a renderer reads and changes, and draws nothing.
public struct GraphicsContext: Sendable {
    /// The opacity of what is drawn, 0 to 1.
    public var opacity: Double
    /// How what is drawn combines with what is already there.
    public var blendMode: BlendMode
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    /// A context of full opacity and normal blending, in `environment`.
    package init(environment: EnvironmentValues = EnvironmentValues(), opacity: Double = 1, blendMode: BlendMode = .normal) {
        self.environment = environment
        self.opacity = opacity
        self.blendMode = blendMode
    }
}
