extension View {
    /// Gives the view help text: what a pointer hovering over it shows, and assistive
    /// technologies read as a hint.
    public nonisolated func help(_ text: Text) -> ModifiedContent<Self, _TooltipModifier> {
        modifier(_TooltipModifier(text: text))
    }

    /// Gives the view help text from a localized key.
    public nonisolated func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _TooltipModifier> {
        help(Text(textKey))
    }

    /// Gives the view help text from a string value.
    @_disfavoredOverload
    public nonisolated func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _TooltipModifier> {
        help(Text(text))
    }
}

extension _TooltipModifier: ViewModifier, _PrimitiveModifier {}
