import Foundation

/// The values a modifier such as `font(_:)` or `disabled(_:)` writes for the views below it.
///
/// Besides the values named here, it holds one value per ``EnvironmentKey`` type, read and
/// written with `self[MyKey.self]`, as in SwiftUI:
///
///     private struct AccentKey: EnvironmentKey { static let defaultValue = "plain" }
///     extension EnvironmentValues {
///         var accent: String {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public struct EnvironmentValues: Sendable {
    /// The font of texts that set none themselves.
    public var font: Font?
    /// The colour of texts and symbols that set none themselves.
    public var foregroundColor: Color?
    /// Whether controls respond to input; `disabled(true)` clears it.
    public var isEnabled: Bool
    // MARK: Text and images
    /// The text and image values (`lineLimit`, `imageScale`…), read through their own properties.
    package var textAndImage = TextAndImageEnvironment()
    // MARK: Custom keys and objects
    /// The values of custom keys and objects, by the key's (or object's) type.
    package var custom: [ObjectIdentifier: EnvironmentEntry] = [:]
    // MARK: Focus
    /// Whether the nearest focusable view containing this one has the focus: true inside the
    /// focused control (its label's views), false where no control contains the view. A running
    /// app sets it per view.
    public var isFocused = false
    // MARK: Tint, appearance, size classes, locale and text input
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
    /// Whether an assistive technology such as VoiceOver is running: false in a terminal, unless
    /// written with `environment(\.accessibilityEnabled, true)`.
    public var accessibilityEnabled = false
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

    /// The value of a custom key: the one written by `environment(_:_:)` above, else its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)]?.value as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = EnvironmentEntry(newValue) }
    }

    /// An object placed by `environment(_:)` (an `@Observable` model) or `environmentObject(_:)`,
    /// found by its type.
    public subscript<Object: AnyObject>(key: EnvironmentObjectKey<Object>) -> Object? {
        get { custom[ObjectIdentifier(Object.self)]?.value as? Object }
        set { custom[ObjectIdentifier(Object.self)] = newValue.map { EnvironmentEntry($0) } }
    }
}

/// A key for a value of ``EnvironmentValues`` of your own, as in SwiftUI.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above writes one.
    static var defaultValue: Value { get }
}

/// One custom value of an environment. The environment is handed down the tree of one running
/// app, on its thread; values are not required to be `Sendable`, as in SwiftUI.
package struct EnvironmentEntry: @unchecked Sendable {
    package let value: Any

    package init(_ value: Any) {
        self.value = value
    }
}

/// The place of an object of type `Object` in ``EnvironmentValues``: `environment(_:)` writes it
/// there, `@Environment(Model.self)` and `@EnvironmentObject` read it.
public struct EnvironmentObjectKey<Object: AnyObject>: Hashable, Sendable {
    /// The key of objects of type `Object`.
    public init() {}
}
