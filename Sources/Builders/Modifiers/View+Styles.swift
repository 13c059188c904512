extension View {
    /// Sets the style of buttons in this view to a custom `ButtonStyle`.
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, ButtonStyleModifier<S>> {
        modifier(ButtonStyleModifier(style: style))
    }

    /// Sets the style of buttons in this view, as `.buttonStyle(.borderedProminent)`.
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, ButtonStyleContainerModifier<S>> {
        modifier(ButtonStyleContainerModifier(style: style))
    }

    /// Sets the style of toggles in this view, as `.toggleStyle(.switch)`.
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, ToggleStyleModifier<S>> {
        modifier(ToggleStyleModifier(style: style))
    }

    /// Sets the style of text fields in this view, as `.textFieldStyle(.roundedBorder)`.
    public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, TextFieldStyleModifier<S>> {
        modifier(TextFieldStyleModifier(style: style))
    }

    /// Sets the style of lists in this view, as `.listStyle(.plain)`.
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, ListStyleWriter<S>> {
        modifier(ListStyleWriter(style: style))
    }

    /// Sets the style of date pickers in this view, as `.datePickerStyle(.graphical)`.
    public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, DatePickerStyleModifier<S>> {
        modifier(DatePickerStyleModifier(style: style))
    }

    /// Sets the style of progress views in this view, as `.progressViewStyle(.circular)` or a custom
    /// ``ProgressViewStyle``.
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, ProgressViewStyleModifier<S>> {
        modifier(ProgressViewStyleModifier(style: style))
    }

    /// Sets the style of group boxes in this view, as `.groupBoxStyle(.automatic)` or a custom
    /// ``GroupBoxStyle``.
    public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, GroupBoxStyleModifier<S>> {
        modifier(GroupBoxStyleModifier(style: style))
    }

    /// Sets the style of menus in this view, as `.menuStyle(.button)` or a custom ``MenuStyle``.
    public nonisolated func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, MenuStyleModifier<S>> {
        modifier(MenuStyleModifier(style: style))
    }

    /// Sets the style of tab views in this view, as `.tabViewStyle(.page)`.
    public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _TabViewStyleWriter<S>> {
        modifier(_TabViewStyleWriter(style: style))
    }

    /// Sets the style of the index of paged views in this view, as `.indexViewStyle(.page)`.
    public nonisolated func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, IndexViewStyleModifier<S>> {
        modifier(IndexViewStyleModifier(style: style))
    }

    /// Hides the labels of the controls in this view.
    public nonisolated func labelsHidden() -> ModifiedContent<Self, LabelsHiddenModifier> {
        modifier(LabelsHiddenModifier())
    }
}

extension ButtonStyleModifier: ViewModifier, _PrimitiveModifier {}
extension ButtonStyleContainerModifier: ViewModifier, _PrimitiveModifier {}
extension ToggleStyleModifier: ViewModifier, _PrimitiveModifier {}
extension TextFieldStyleModifier: ViewModifier, _PrimitiveModifier {}
extension ListStyleWriter: ViewModifier, _PrimitiveModifier {}
extension DatePickerStyleModifier: ViewModifier, _PrimitiveModifier {}
extension LabelsHiddenModifier: _PrimitiveModifier {}
extension ProgressViewStyleModifier: ViewModifier, _PrimitiveModifier {}
extension GroupBoxStyleModifier: ViewModifier, _PrimitiveModifier {}
extension MenuStyleModifier: ViewModifier, _PrimitiveModifier {}
extension _TabViewStyleWriter: ViewModifier, _PrimitiveModifier {}
extension IndexViewStyleModifier: ViewModifier, _PrimitiveModifier {}
