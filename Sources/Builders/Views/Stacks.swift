extension HStack where Content: View {
    /// Creates a horizontal stack, as SwiftUI's `HStack(alignment:spacing:content:)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(layout: _HStackLayout(alignment: alignment, spacing: spacing), content: content())
    }
}

extension VStack where Content: View {
    /// Creates a vertical stack, as SwiftUI's `VStack(alignment:spacing:content:)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(layout: _VStackLayout(alignment: alignment, spacing: spacing), content: content())
    }
}

extension ZStack where Content: View {
    /// Creates an overlaying stack, as SwiftUI's `ZStack(alignment:content:)`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.init(layout: _ZStackLayout(alignment: alignment), content: content())
    }
}

extension HStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { _tree.content }
}

extension VStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { _tree.content }
}

extension ZStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { _tree.content }
}
