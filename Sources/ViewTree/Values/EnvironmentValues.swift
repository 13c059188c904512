import Foundation

/// The values a modifier such as `font(_:)` or `disabled(_:)` writes for the views below it.
public struct EnvironmentValues: Sendable {
    /// The font of texts that set none themselves.
    public var font: Font?
    /// The colour of texts and symbols that set none themselves.
    public var foregroundColor: Color?
    /// Whether controls respond to input; `disabled(true)` clears it.
    public var isEnabled: Bool
    // MARK: issue 11, modifiers
    /// The tint of controls, as `tint(_:)` writes it.
    public var tint: Color? = nil
    /// The accent colour of controls, as `accentColor(_:)` writes it.
    public var accentColor: Color? = nil
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// The direction text runs in.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// How much room there is across.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// How much room there is down.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The size of text the user chose.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale texts are formatted for.
    public var locale: Locale = Locale(identifier: "en_US")
    /// The time zone dates are shown in.
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    /// The calendar dates are shown in.
    public var calendar: Calendar = Calendar(identifier: .gregorian)
    /// The keyboard text fields ask for, as `keyboardType(_:)` writes it (no effect on Linux).
    public var keyboardType: UIKeyboardType = .default
    /// What text fields hold, as `textContentType(_:)` writes it (no effect on Linux).
    public var textContentType: UITextContentType? = nil
    /// UIKit's capitalization, as `autocapitalization(_:)` writes it (no effect on Linux).
    public var autocapitalization: UITextAutocapitalizationType = .sentences
    /// SwiftUI's capitalization, as `textInputAutocapitalization(_:)` writes it (no effect on Linux).
    public var textInputAutocapitalization: TextInputAutocapitalization? = nil

    /// Creates the default values: no font, no colour, enabled.
    public init(font: Font? = nil, foregroundColor: Color? = nil, isEnabled: Bool = true) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.isEnabled = isEnabled
    }
}
