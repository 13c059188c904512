import Builders

/// How a picker presents its options. Only the segmented style is drawn:
/// every picker renders as one bar of segments.
public protocol PickerStyle: Sendable {}

/// A picker style that shows the options as segments of one bar.
public struct SegmentedPickerStyle: PickerStyle, Equatable {
    /// Creates the segmented style.
    public init() {}
}

/// The platform's default picker style; here it draws as segmented.
public struct DefaultPickerStyle: PickerStyle, Equatable {
    /// Creates the default style.
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

/// The modifier `pickerStyle(_:)` applies; the style is at `modifier|style`.
public struct PickerStyleWriter<Style: PickerStyle>: _PrimitiveModifier, Sendable {
    /// The written style.
    public var style: Style

    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// Sets the style of pickers in this view, as `.pickerStyle(.segmented)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, PickerStyleWriter<S>> {
        modifier(PickerStyleWriter(style: style))
    }
}
