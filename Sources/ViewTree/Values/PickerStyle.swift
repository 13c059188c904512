/// How a picker presents its options, as SwiftUI's picker styles. In a terminal each
/// style is drawn as its closest equivalent (the renderer's documentation says how).
public protocol PickerStyle: Sendable {}

/// The options as segments of one bar.
public struct SegmentedPickerStyle: PickerStyle, Equatable {
    /// Creates the segmented style.
    public init() {}
}

/// The platform's default style.
public struct DefaultPickerStyle: PickerStyle, Equatable {
    /// Creates the default style.
    public init() {}
}

/// The selected option, opening a menu of the others.
public struct MenuPickerStyle: PickerStyle, Equatable {
    /// Creates the menu style.
    public init() {}
}

/// The options inline, one a row, as in a list or form.
public struct InlinePickerStyle: PickerStyle, Equatable {
    /// Creates the inline style.
    public init() {}
}

/// The options on a spinning wheel.
public struct WheelPickerStyle: PickerStyle, Equatable {
    /// Creates the wheel style.
    public init() {}
}

/// The options as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle, Equatable {
    /// Creates the radio-group style.
    public init() {}
}

/// The options as a navigation link to a list of them.
public struct NavigationLinkPickerStyle: PickerStyle, Equatable {
    /// Creates the navigation-link style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented style, as `.pickerStyle(.segmented)`.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style, as `.pickerStyle(.automatic)`.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The menu style, as `.pickerStyle(.menu)`.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The inline style, as `.pickerStyle(.inline)`.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The wheel style, as `.pickerStyle(.wheel)`.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The radio-group style, as `.pickerStyle(.radioGroup)`.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The navigation-link style, as `.pickerStyle(.navigationLink)`.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
