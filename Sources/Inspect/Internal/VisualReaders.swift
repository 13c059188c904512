import Builders
import Foundation

// MARK: Reading text storages, images and colours by label (and by the package's own types), for
// both strategies.

/// Text storages beyond keys and concatenations.
enum VisualTextParts {
    /// A `DateTextStorage`, `DateIntervalTextStorage`, `FormatterTextStorage`, `AttributedStringTextStorage` or
    /// `AttachmentTextStorage` read by label.
    static func labelledPart(of storage: Any, storageName: String, types: TypeCache) -> TextPart? {
        switch storageName {
        case "DateTextStorage":
            guard let date = MirrorReader.descendant(storage, "date") as? Date,
                  let style = MirrorReader.descendant(storage, "style")
            else { return nil }
            let name = String(describing: style)
            guard let known = Text.DateStyle.allCases.first(where: { "\($0)" == name }) else { return nil }
            return .rendered(DateTextStorage.render(date, style: known))
        case "DateIntervalTextStorage":
            guard let interval = MirrorReader.descendant(storage, "interval") as? DateInterval else { return nil }
            return .rendered(DateIntervalTextStorage.render(interval))
        case "AttributedStringTextStorage":
            guard let string = MirrorReader.descendant(storage, "str") as? AttributedString else { return nil }
            return .rendered(String(string.characters))
        case "FormatterTextStorage":
            guard let formatter = MirrorReader.descendant(storage, "formatter") as? Formatter,
                  let object = MirrorReader.descendant(storage, "object")
            else { return nil }
            return .rendered(formatter.fractionDigitsKeptString(for: object) ?? "")
        case "AttachmentTextStorage":
            guard let image = MirrorReader.descendant(storage, "image"),
                  let name = ImageReader.name(ofImage: image)
            else { return nil }
            return .rendered(AttachmentTextStorage.reading(name: name))
        default:
            return nil
        }
    }

    /// The same storages, read from the package's own types.
    static func ownPart(of storage: AnyTextStorage) -> TextPart? {
        switch storage {
        case let date as DateTextStorage:
            return .rendered(DateTextStorage.render(date.date, style: date.style))
        case let interval as DateIntervalTextStorage:
            return .rendered(DateIntervalTextStorage.render(interval.interval))
        case let attributed as AttributedStringTextStorage:
            return .rendered(String(attributed.str.characters))
        case let formatted as FormatterTextStorage:
            return .rendered(formatted.formatted)
        case let attachment as AttachmentTextStorage:
            guard let name = attachment.image.rootProvider.named?.name else { return nil }
            return .rendered(AttachmentTextStorage.reading(name: name))
        default:
            return nil
        }
    }
}

/// Images read by label: the image under Image's own modifiers (`provider|base|base`…) and its name.
enum ImageReader {
    /// How many of Image's own modifiers are looked through.
    static let depthLimit = 256

    /// The innermost image, and the providers of the modifiers around it, outermost first.
    static func root(ofImage image: Any) -> (image: Any, wrappers: [Any]) {
        var current = image
        var wrappers: [Any] = []
        for _ in 0..<depthLimit {
            guard let provider = MirrorReader.descendant(current, "provider", "base"),
                  let inner = MirrorReader.descendant(provider, "base"),
                  MirrorReader.descendant(inner, "provider") != nil
            else { break }
            wrappers.append(provider)
            current = inner
        }
        return (current, wrappers)
    }

    /// The name of an image made by name, under any of Image's own modifiers.
    static func name(ofImage image: Any) -> String? {
        MirrorReader.descendant(root(ofImage: image).image, "provider", "base", "name") as? String
    }
}

/// The colour components `rgba()` reports, from a colour's provider read by label.
enum ColorReader {
    /// How many `opacity(_:)` layers are looked through.
    static let depthLimit = 64

    /// Why a colour's value cannot be read.
    enum Failure: Error {
        case notSupported(String)
    }

    /// The asset name of a `Color("name")`.
    static func name(of color: Any) throws(Failure) -> String {
        guard let provider = MirrorReader.descendant(color, "provider", "base"),
              TypeNames.baseName(of: type(of: provider)) == "NamedColor",
              let name = MirrorReader.descendant(provider, "name") as? String
        else { throw .notSupported("Color name is not available") }
        return name
    }

    /// Red, green, blue and alpha: the components of a colour given by components as SwiftUI stores
    /// them (sRGB ones converted to linear sRGB, as SwiftUI's `Color(red:green:blue:)` keeps them;
    /// linear sRGB and Display P3 ones as given; a UIKit colour's), the documented table for system
    /// colours, and the base's components with the alpha multiplied for `opacity(_:)`.
    /// An sRGB component in linear sRGB (the sRGB transfer function's inverse).
    private static func linear(_ component: Float) -> Float {
        let c = Double(component)
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    static func rgba(of color: Any) throws(Failure) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        var current = color
        var alpha: Double = 1
        for _ in 0..<depthLimit {
            guard let provider = MirrorReader.descendant(current, "provider", "base") else { break }
            func component(_ label: String) -> Float? {
                switch MirrorReader.descendant(provider, label) {
                case let value as Double: Float(value)
                case let value as Float: value
                case let value as CGFloat: Float(value)
                default: nil
                }
            }
            switch TypeNames.baseName(of: type(of: provider)) {
            case "Resolved":
                guard let r = component("red"), let g = component("green"), let b = component("blue"), let a = component("opacity") else { break }
                return (linear(r), linear(g), linear(b), a * Float(alpha))
            case "_Resolved":
                guard let r = component("linearRed"), let g = component("linearGreen"), let b = component("linearBlue"), let a = component("opacity") else { break }
                return (r, g, b, a * Float(alpha))
            case "DisplayP3":
                guard let r = component("red"), let g = component("green"), let b = component("blue"), let a = component("opacity") else { break }
                return (r, g, b, a * Float(alpha))
            case "UIColor":
                guard let r = component("red"), let g = component("green"), let b = component("blue"), let a = component("alpha") else { break }
                return (r, g, b, a * Float(alpha))
            case "SystemColorType":
                guard let entry = systemColors[String(describing: provider)] else { break }
                return (entry.0, entry.1, entry.2, entry.3 * Float(alpha))
            case "OpacityColor":
                guard let base = MirrorReader.descendant(provider, "base"), let opacity = MirrorReader.descendant(provider, "opacity") as? Double else { break }
                alpha *= opacity
                current = base
                continue
            default:
                break
            }
            break
        }
        throw .notSupported("RGBA values are not available")
    }

    /// The system colours as RGB, from Apple's published light-appearance values (`primary`
    /// black, `secondary` a 60% grey-blue, `clear` transparent). `accentColor` has none: it is
    /// whatever the app's accent is, so its components are not available, as in ViewInspector.
    static let systemColors: [String: (Float, Float, Float, Float)] = [
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "gray": (0.557, 0.557, 0.576, 1),
        "red": (1, 0.231, 0.188, 1), "orange": (1, 0.584, 0, 1), "yellow": (1, 0.8, 0, 1),
        "green": (0.204, 0.78, 0.349, 1), "mint": (0, 0.78, 0.745, 1), "teal": (0.188, 0.69, 0.78, 1),
        "cyan": (0.196, 0.678, 0.902, 1), "blue": (0, 0.478, 1, 1), "indigo": (0.345, 0.337, 0.839, 1),
        "purple": (0.686, 0.322, 0.871, 1), "pink": (1, 0.176, 0.333, 1), "brown": (0.635, 0.518, 0.369, 1),
        "clear": (0, 0, 0, 0), "primary": (0, 0, 0, 1), "secondary": (0.235, 0.235, 0.263, 0.6),
    ]
}
