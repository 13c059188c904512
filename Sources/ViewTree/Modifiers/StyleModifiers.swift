/// The modifier `buttonStyle(_:)` applies for a `ButtonStyle`; the style is at `modifier|style`.
public struct ButtonStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `buttonStyle(_:)` applies for a `PrimitiveButtonStyle` (`.plain`, `.bordered`…);
/// the style is at `modifier|style`.
public struct ButtonStyleContainerModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `toggleStyle(_:)` applies; the style is at `modifier|style`.
public struct ToggleStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `textFieldStyle(_:)` applies; the style is at `modifier|style`.
public struct TextFieldStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `listStyle(_:)` applies; the style is at `modifier|style`.
public struct ListStyleWriter<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `datePickerStyle(_:)` applies; the style is at `modifier|style`.
public struct DatePickerStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `labelsHidden()` applies: controls below it show no label.
public struct LabelsHiddenModifier: Sendable {
    /// Creates the modifier.
    public init() {}
}

extension ButtonStyleModifier: Sendable where Style: Sendable {}
extension ButtonStyleContainerModifier: Sendable where Style: Sendable {}
extension ToggleStyleModifier: Sendable where Style: Sendable {}
extension TextFieldStyleModifier: Sendable where Style: Sendable {}
extension ListStyleWriter: Sendable where Style: Sendable {}
extension DatePickerStyleModifier: Sendable where Style: Sendable {}

/// The modifier `progressViewStyle(_:)` applies; the style is at `modifier|style`.
public struct ProgressViewStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `groupBoxStyle(_:)` applies; the style is at `modifier|style`.
public struct GroupBoxStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `menuStyle(_:)` applies; the style is at `modifier|style`.
public struct MenuStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension ProgressViewStyleModifier: Sendable where Style: Sendable {}
extension GroupBoxStyleModifier: Sendable where Style: Sendable {}
extension MenuStyleModifier: Sendable where Style: Sendable {}

/// The modifier `tabViewStyle(_:)` applies; the style is at `modifier|style`.
public struct _TabViewStyleWriter<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

/// The modifier `indexViewStyle(_:)` applies; the style is at `modifier|style`.
public struct IndexViewStyleModifier<Style> {
    /// The style.
    public var style: Style

    /// Creates the modifier.
    public init(style: Style) {
        self.style = style
    }
}

extension _TabViewStyleWriter: Sendable where Style: Sendable {}
extension IndexViewStyleModifier: Sendable where Style: Sendable {}
