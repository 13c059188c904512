import Builders

/// One entry of a settings struct's options table: an option for the field (or section) a key
/// path names. Declared in Swift next to the struct, so the struct's Codable form is unchanged:
///
///     extension BetaSettings: AutomaticSettingsStruct {
///         static let settingsOptions: SettingsOptions<BetaSettings> = [
///             .range(\.smoothing.grouped.level, 1...4, step: 0.5),
///             .requiresRestart(\.calculation.mode),
///             .sideEffect(\.smoothing.dayPeriod) { old, new in print("day period", old, "→", new) },
///             .displayName(\.smoothing.dayPeriod, "Days"),
///             .help(\.smoothing.dayPeriod, "How many days are averaged"),
///             .header(\.smoothing, "Smoothing of the series"),
///             .footer(\.smoothing) { Button("Report a problem") { … } },
///             .skip(\.internalCounter),
///         ]
///     }
///
/// A key path must name stored properties (`\.a.b.c`), not computed ones; the description
/// reports any other as ``SettingsError/invalidOption(index:option:reason:)``, and so a range
/// that excludes its field's default value (the settings would start outside their range). An option on a
/// section applies to it: `requiresRestart` and `skip` to every field inside, a side effect when
/// anything inside changed. Several entries for one field add up; for the same attribute the
/// last entry wins.
public struct SettingsOption<Settings>: Sendable {
    enum Attribute: Sendable {
        case skip
        case range(SettingsRange)
        case requiresRestart
        case sideEffect(@Sendable (Settings, Settings) -> Void)
        case displayName(String)
        case help(String)
        case header(String)
        case footer(String)
        case headerView(SectionViewMaker)
        case footerView(SectionViewMaker)

        var name: String {
            switch self {
            case .skip: "skip"
            case .range: "range"
            case .requiresRestart: "requiresRestart"
            case .sideEffect: "sideEffect"
            case .displayName: "displayName"
            case .help: "help"
            case .header, .headerView: "header"
            case .footer, .footerView: "footer"
            }
        }
    }

    /// The field's byte offset in the struct, nil for a key path that is not stored.
    let offset: Int?
    /// The type the key path leads to.
    let valueType: ObjectIdentifier
    let attribute: Attribute

    private init<V>(_ keyPath: KeyPath<Settings, V>, _ attribute: Attribute) {
        offset = MemoryLayout<Settings>.offset(of: keyPath)
        valueType = ObjectIdentifier(V.self)
        self.attribute = attribute
    }

    /// Leaves the field (or section) out of the settings screens; it is still saved.
    public static func skip<V>(_ keyPath: WritableKeyPath<Settings, V>) -> Self {
        Self(keyPath, .skip)
    }

    /// Bounds an integer field: values are clamped on load and on every edit; `step` is the stepper's step.
    public static func range<V: BinaryInteger>(_ keyPath: WritableKeyPath<Settings, V>, _ range: ClosedRange<V>, step: V = 1) -> Self {
        Self(keyPath, .range(SettingsRange(lower: Double(range.lowerBound), upper: Double(range.upperBound), step: Double(step))))
    }

    /// Bounds a floating-point field (shown as a slider); `step` nil means continuous.
    public static func range<V: BinaryFloatingPoint>(_ keyPath: WritableKeyPath<Settings, V>, _ range: ClosedRange<V>, step: V? = nil) -> Self {
        Self(keyPath, .range(SettingsRange(lower: Double(range.lowerBound), upper: Double(range.upperBound), step: step.map { Double($0) })))
    }

    /// A change of the field (or of anything in the section) requires the app to restart.
    public static func requiresRestart<V>(_ keyPath: WritableKeyPath<Settings, V>) -> Self {
        Self(keyPath, .requiresRestart)
    }

    /// Runs `effect` with the old and the new value after a save that changed the value.
    public static func sideEffect<V: Equatable & Sendable>(_ keyPath: WritableKeyPath<Settings, V> & Sendable, _ effect: @escaping @Sendable (_ old: V, _ new: V) -> Void) -> Self {
        Self(keyPath, .sideEffect { old, new in effect(old[keyPath: keyPath], new[keyPath: keyPath]) })
    }

    /// The name shown instead of the one made from the property name.
    public static func displayName<V>(_ keyPath: WritableKeyPath<Settings, V>, _ name: String) -> Self {
        Self(keyPath, .displayName(name))
    }

    /// A line of help shown under the field.
    public static func help<V>(_ keyPath: WritableKeyPath<Settings, V>, _ text: String) -> Self {
        Self(keyPath, .help(text))
    }

    /// A header shown above a section.
    public static func header<V>(_ keyPath: WritableKeyPath<Settings, V>, _ text: String) -> Self {
        Self(keyPath, .header(text))
    }

    /// A footer shown below a section.
    public static func footer<V>(_ keyPath: WritableKeyPath<Settings, V>, _ text: String) -> Self {
        Self(keyPath, .footer(text))
    }

    /// A header view shown above a section, as AutomaticSettings' `injectHeader` functions:
    /// `.header(\.smoothing) { Text("Smoothing").bold() }`. It replaces a header text given for
    /// the same section, and is replaced by a later one.
    public static func header<V, Content: View>(_ keyPath: WritableKeyPath<Settings, V>,
                                                @ViewBuilder content: @escaping @Sendable () -> Content) -> Self {
        Self(keyPath, .headerView(SectionViewMaker { AnyView(content()) }))
    }

    /// A footer view shown below a section, as AutomaticSettings' `injectFooter` functions:
    /// `.footer(\.smoothing) { Button("Report a problem") { … } }`. It replaces a footer text
    /// given for the same section, and is replaced by a later one.
    public static func footer<V, Content: View>(_ keyPath: WritableKeyPath<Settings, V>,
                                                @ViewBuilder content: @escaping @Sendable () -> Content) -> Self {
        Self(keyPath, .footerView(SectionViewMaker { AnyView(content()) }))
    }
}

/// A settings struct's options, in the order they are applied.
public typealias SettingsOptions<Settings> = [SettingsOption<Settings>]

/// A numeric field's bounds and step.
public struct SettingsRange: Sendable, Equatable, CustomStringConvertible {
    /// The smallest value.
    public let lower: Double
    /// The largest value.
    public let upper: Double
    /// The step of a stepper or slider; nil for a continuous slider.
    public let step: Double?

    /// Bounds from `lower` to `upper`, stepping by `step`.
    public init(lower: Double, upper: Double, step: Double?) {
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    /// The bounds as `1…4`.
    public var description: String { "\(SettingsValue.format(lower))…\(SettingsValue.format(upper))" }
}
