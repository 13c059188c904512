import Foundation

extension View {
    /// Puts the view `content` builds at the top or bottom edge of this one, placed across by
    /// `alignment`, `spacing` apart; this view's safe area shrinks by it.
    public nonisolated func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        let alignment = Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom)
        let properties = _SafeAreaInsetProperties(regions: .container, spacing: spacing, edge: edge == .top ? .top : .bottom, alignment: alignment)
        return modifier(_InsetViewModifier(content: content(), properties: properties))
    }

    /// Puts the view `content` builds at the leading or trailing edge of this one, placed down by
    /// `alignment`, `spacing` apart; this view's safe area shrinks by it.
    public nonisolated func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        let alignment = Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment)
        let properties = _SafeAreaInsetProperties(regions: .container, spacing: spacing, edge: edge == .leading ? .leading : .trailing, alignment: alignment)
        return modifier(_InsetViewModifier(content: content(), properties: properties))
    }
}

extension _InsetViewModifier: ViewModifier, _PrimitiveModifier where Content: View {}
