/// How a text field is drawn, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle: Sendable {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded-border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// How a list is drawn, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Sections set apart on a grouped background.
public struct GroupedListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Grouped sections with rounded, inset corners.
public struct InsetGroupedListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset style.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a date picker is drawn, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A compact field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A calendar shown inline.
public struct GraphicalDatePickerStyle: DatePickerStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// An editable text field.
public struct FieldDatePickerStyle: DatePickerStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The field style.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
