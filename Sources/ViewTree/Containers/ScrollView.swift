/// How a ``ScrollView`` scrolls: along which axes, and whether it shows its indicators.
public struct _ScrollViewConfig: Sendable, Hashable {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators are shown.
    public var showsIndicators: Bool

    /// Creates a configuration.
    public init(axes: Axis.Set, showsIndicators: Bool) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}

/// A scrollable view, as SwiftUI's `ScrollView`: its `content` and its `configuration`
/// (`configuration|axes`, `configuration|showsIndicators`).
public struct ScrollView<Content> {
    /// The scrolled view.
    @usableFromInline package var content: Content
    /// The axes and indicators.
    @usableFromInline package var configuration: _ScrollViewConfig

    /// A scroll view of `content`.
    package init(content: Content, configuration: _ScrollViewConfig) {
        self.content = content
        self.configuration = configuration
    }
}

extension ScrollView: Sendable where Content: Sendable {}
