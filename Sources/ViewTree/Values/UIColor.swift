import Foundation

/// UIKit's colour, as SwiftUI code on iOS names it: `Color(.systemMint)`,
/// `Color(uiColor: .systemBlue)`, `Color(UIColor.systemGray6)`.
///
/// On Linux there is no UIKit: this type carries the system colours' names and their
/// light-appearance components, so that such code compiles and its colours can be read and
/// drawn. A system colour with a SwiftUI counterpart (`systemRed`, `label`, `link`…) is drawn as
/// that colour; the backgrounds, fills and separators stand for the surface, and are drawn in the
/// terminal's own colours; the greys `systemGray2`…`systemGray6` as palette greys.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The system colour's name (`systemBlue`), or nil for a colour given by components.
    package let systemName: String?
    /// The red component, 0...1.
    package let red: Double
    /// The green component, 0...1.
    package let green: Double
    /// The blue component, 0...1.
    package let blue: Double
    /// The opacity, 0...1.
    package let alpha: Double

    private init(systemName: String?, red: Double, green: Double, blue: Double, alpha: Double) {
        self.systemName = systemName
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from red, green and blue components and an opacity, each in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(systemName: nil, red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A grey from its white component and an opacity, each in 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness and an opacity, each in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(systemName: nil, red: red, green: green, blue: blue, alpha: Double(alpha))
    }

    /// The SwiftUI colour `color` is made of, when it is one of its named or component colours
    /// (other colours, such as an asset's, give clear).
    public convenience init(_ color: Color) {
        if let resolved = (color.provider as? ColorBox<Color.Resolved>)?.base {
            self.init(systemName: nil, red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.opacity)
        } else if let uiColor = (color.provider as? ColorBox<UIColor>)?.base {
            self.init(systemName: uiColor.systemName, red: uiColor.red, green: uiColor.green, blue: uiColor.blue, alpha: uiColor.alpha)
        } else if let system = (color.provider as? ColorBox<SystemColorType>)?.base,
                  let name = Self.namesOfSwiftUIColors[system], let entry = Self.table[name] {
            self.init(systemName: name, red: entry.0, green: entry.1, blue: entry.2, alpha: entry.3)
        } else {
            self.init(systemName: nil, red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    private static func system(_ name: String) -> UIColor {
        let entry = table[name] ?? (0, 0, 0, 1)
        return UIColor(systemName: name, red: entry.0, green: entry.1, blue: entry.2, alpha: entry.3)
    }

    /// The colour's system name, or its components as `#RRGGBB` (with the opacity when it is not 1).
    public var description: String {
        systemName ?? Color.Resolved(red: red, green: green, blue: blue, opacity: alpha).description
    }

    /// Two colours are equal when they have the same name and components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.systemName == rhs.systemName && lhs.red == rhs.red && lhs.green == rhs.green
            && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the name and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The SwiftUI named colour a system colour is drawn as, when it has one (`systemRed` is red,
    /// `label` primary, `secondaryLabel` secondary, `link` blue).
    package var swiftUIColor: SystemColorType? {
        systemName.flatMap { Self.systemNames[$0] }
    }

    /// Whether the colour stands for a surface (a background, a fill, a separator), drawn in the
    /// terminal's own colours.
    package var isSurface: Bool {
        guard let systemName else { return false }
        return systemName.hasSuffix("Background") || systemName.hasSuffix("Fill") || systemName.hasSuffix("Separator")
            || systemName == "separator"
    }

    // MARK: The table of system colours

    /// The light-appearance components of each system colour, from Apple's published values.
    private static let table: [String: (Double, Double, Double, Double)] = [
        "systemRed": (1, 0.231, 0.188, 1), "systemOrange": (1, 0.584, 0, 1), "systemYellow": (1, 0.8, 0, 1),
        "systemGreen": (0.204, 0.78, 0.349, 1), "systemMint": (0, 0.78, 0.745, 1), "systemTeal": (0.188, 0.69, 0.78, 1),
        "systemCyan": (0.196, 0.678, 0.902, 1), "systemBlue": (0, 0.478, 1, 1), "systemIndigo": (0.345, 0.337, 0.839, 1),
        "systemPurple": (0.686, 0.322, 0.871, 1), "systemPink": (1, 0.176, 0.333, 1), "systemBrown": (0.635, 0.518, 0.369, 1),
        "systemGray": (0.557, 0.557, 0.576, 1), "systemGray2": (0.682, 0.682, 0.698, 1), "systemGray3": (0.78, 0.78, 0.8, 1),
        "systemGray4": (0.82, 0.82, 0.839, 1), "systemGray5": (0.898, 0.898, 0.918, 1), "systemGray6": (0.949, 0.949, 0.969, 1),
        "label": (0, 0, 0, 1), "secondaryLabel": (0.235, 0.235, 0.263, 0.6), "tertiaryLabel": (0.235, 0.235, 0.263, 0.3),
        "quaternaryLabel": (0.235, 0.235, 0.263, 0.18), "placeholderText": (0.235, 0.235, 0.263, 0.3),
        "link": (0, 0.478, 1, 1), "tintColor": (0, 0.478, 1, 1),
        "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": (0.949, 0.949, 0.969, 1),
        "tertiarySystemBackground": (1, 1, 1, 1), "systemGroupedBackground": (0.949, 0.949, 0.969, 1),
        "secondarySystemGroupedBackground": (1, 1, 1, 1), "tertiarySystemGroupedBackground": (0.949, 0.949, 0.969, 1),
        "systemFill": (0.471, 0.471, 0.502, 0.2), "secondarySystemFill": (0.471, 0.471, 0.502, 0.16),
        "tertiarySystemFill": (0.463, 0.463, 0.502, 0.12), "quaternarySystemFill": (0.455, 0.455, 0.502, 0.08),
        "separator": (0.235, 0.235, 0.263, 0.29), "opaqueSeparator": (0.776, 0.776, 0.784, 1),
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
        "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    /// The system colours drawn as a SwiftUI named colour.
    private static let systemNames: [String: SystemColorType] = [
        "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green, "systemMint": .mint,
        "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue, "systemIndigo": .indigo, "systemPurple": .purple,
        "systemPink": .pink, "systemBrown": .brown, "systemGray": .gray, "label": .primary, "secondaryLabel": .secondary,
        "tertiaryLabel": .secondary, "quaternaryLabel": .secondary, "placeholderText": .secondary, "link": .blue,
        "tintColor": .accentColor, "black": .black, "white": .white, "gray": .gray, "red": .red, "green": .green,
        "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .purple, "orange": .orange, "purple": .purple,
        "brown": .brown, "clear": .clear,
    ]

    /// The system colour each SwiftUI named colour is.
    private static let namesOfSwiftUIColors: [SystemColorType: String] = [
        .black: "black", .white: "white", .gray: "systemGray", .red: "systemRed", .orange: "systemOrange",
        .yellow: "systemYellow", .green: "systemGreen", .mint: "systemMint", .teal: "systemTeal", .cyan: "systemCyan",
        .blue: "systemBlue", .indigo: "systemIndigo", .purple: "systemPurple", .pink: "systemPink", .brown: "systemBrown",
        .clear: "clear", .primary: "label", .secondary: "secondaryLabel", .accentColor: "tintColor",
    ]

    // MARK: System colours

    /// Red.
    public static let systemRed = system("systemRed")
    /// Orange.
    public static let systemOrange = system("systemOrange")
    /// Yellow.
    public static let systemYellow = system("systemYellow")
    /// Green.
    public static let systemGreen = system("systemGreen")
    /// Mint.
    public static let systemMint = system("systemMint")
    /// Teal.
    public static let systemTeal = system("systemTeal")
    /// Cyan.
    public static let systemCyan = system("systemCyan")
    /// Blue.
    public static let systemBlue = system("systemBlue")
    /// Indigo.
    public static let systemIndigo = system("systemIndigo")
    /// Purple.
    public static let systemPurple = system("systemPurple")
    /// Pink.
    public static let systemPink = system("systemPink")
    /// Brown.
    public static let systemBrown = system("systemBrown")
    /// The base grey.
    public static let systemGray = system("systemGray")
    /// A second-level grey.
    public static let systemGray2 = system("systemGray2")
    /// A third-level grey.
    public static let systemGray3 = system("systemGray3")
    /// A fourth-level grey.
    public static let systemGray4 = system("systemGray4")
    /// A fifth-level grey.
    public static let systemGray5 = system("systemGray5")
    /// A sixth-level grey, the lightest.
    public static let systemGray6 = system("systemGray6")

    // MARK: Label, link and tint colours

    /// The colour of primary text.
    public static let label = system("label")
    /// The colour of secondary text.
    public static let secondaryLabel = system("secondaryLabel")
    /// The colour of tertiary text.
    public static let tertiaryLabel = system("tertiaryLabel")
    /// The colour of quaternary text.
    public static let quaternaryLabel = system("quaternaryLabel")
    /// The colour of placeholder text.
    public static let placeholderText = system("placeholderText")
    /// The colour of links.
    public static let link = system("link")
    /// The app's tint colour.
    public static let tintColor = system("tintColor")

    // MARK: Backgrounds, fills and separators

    /// The main background.
    public static let systemBackground = system("systemBackground")
    /// The background of content over the main background.
    public static let secondarySystemBackground = system("secondarySystemBackground")
    /// The background of content over secondary content.
    public static let tertiarySystemBackground = system("tertiarySystemBackground")
    /// The background of a grouped list.
    public static let systemGroupedBackground = system("systemGroupedBackground")
    /// The background of a grouped list's rows.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
    /// The background of content over a grouped list's rows.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
    /// The fill of thin and small shapes.
    public static let systemFill = system("systemFill")
    /// The fill of medium-size shapes.
    public static let secondarySystemFill = system("secondarySystemFill")
    /// The fill of large shapes.
    public static let tertiarySystemFill = system("tertiarySystemFill")
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = system("quaternarySystemFill")
    /// A separator, content showing through.
    public static let separator = system("separator")
    /// A separator hiding the content below.
    public static let opaqueSeparator = system("opaqueSeparator")

    // MARK: Fixed colours

    /// Black.
    public static let black = system("black")
    /// White.
    public static let white = system("white")
    /// Half grey.
    public static let gray = system("gray")
    /// A third grey.
    public static let darkGray = system("darkGray")
    /// Two thirds grey.
    public static let lightGray = system("lightGray")
    /// Pure red.
    public static let red = system("red")
    /// Pure green.
    public static let green = system("green")
    /// Pure blue.
    public static let blue = system("blue")
    /// Cyan.
    public static let cyan = system("cyan")
    /// Yellow.
    public static let yellow = system("yellow")
    /// Magenta.
    public static let magenta = system("magenta")
    /// Orange.
    public static let orange = system("orange")
    /// Purple.
    public static let purple = system("purple")
    /// Brown.
    public static let brown = system("brown")
    /// No colour.
    public static let clear = system("clear")
}

extension Color {
    /// A colour from a UIKit colour, as `Color(uiColor: .systemBlue)`.
    public init(uiColor: UIColor) {
        self.init(boxing: uiColor)
    }

    /// A colour from a UIKit colour, as `Color(.systemMint)` or `Color(UIColor.systemGray6)`.
    public init(_ color: UIColor) {
        self.init(boxing: color)
    }
}
