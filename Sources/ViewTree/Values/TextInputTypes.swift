/// The kind of software keyboard a text field asks for (recorded; a terminal has none).
public enum UIKeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters, digits and punctuation.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad with a name field.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social network handles.
    case twitter
    /// For web searches.
    case webSearch
    /// Digits, ASCII only.
    case asciiCapableNumberPad
}

/// What a text field holds, for autofill (recorded; no effect on Linux).
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    /// The type's name.
    public let rawValue: String

    /// Creates a content type from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
}

/// UIKit's capitalization of typed text (recorded; no effect on Linux).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// SwiftUI's capitalization of typed text, as `textInputAutocapitalization(_:)` takes it (recorded).
public struct TextInputAutocapitalization: Sendable, Hashable {
    /// The UIKit behaviour it stands for.
    public let behavior: UITextAutocapitalizationType

    private init(_ behavior: UITextAutocapitalizationType) {
        self.behavior = behavior
    }

    /// No capitals.
    public static let never = TextInputAutocapitalization(.none)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(.words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(.sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(.allCharacters)
}
