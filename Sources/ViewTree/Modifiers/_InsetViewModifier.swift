import Foundation

/// Where `safeAreaInset(edge:alignment:spacing:content:)` puts its view, at `properties`.
public struct _SafeAreaInsetProperties: Sendable, Hashable {
    /// The safe-area regions the view insets.
    public var regions: SafeAreaRegions
    /// The space between the inset view and the content; nil for the platform's.
    public var spacing: CGFloat?
    /// The edge the view is put at.
    public var edge: Edge
    /// How the view is placed along that edge.
    public var alignment: Alignment

    /// Creates the properties.
    public init(regions: SafeAreaRegions, spacing: CGFloat?, edge: Edge, alignment: Alignment) {
        self.regions = regions
        self.spacing = spacing
        self.edge = edge
        self.alignment = alignment
    }
}

/// The modifier `safeAreaInset(edge:alignment:spacing:content:)` applies: `content` drawn at an
/// edge of the view, the view's safe area shrunk by it. Its view is at `content`, as ViewInspector
/// reads it; a terminal draws it beside the view at that edge.
public struct _InsetViewModifier<Content> {
    /// The view put at the edge.
    public var content: Content
    /// Where it goes.
    public var properties: _SafeAreaInsetProperties

    /// Creates the modifier.
    public init(content: Content, properties: _SafeAreaInsetProperties) {
        self.content = content
        self.properties = properties
    }
}

extension _InsetViewModifier: Sendable where Content: Sendable {}
