import Builders
import Foundation

/// A view reading every value of the package's `EnvironmentValues` with
/// `@Environment(\.key)`: outside a running app, and in one with no modifier above, each reads its
/// default (the horizontal size class `.compact`, as a phone held upright).
enum EnvironmentDefaultsApp: AppFile {
    static let path = #filePath
    static let preview = "EnvironmentReport()"
    static var compiled: any View { EnvironmentReport() }

// reader:begin
struct EnvironmentReport: View {
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.verticalSizeClass) private var height
    @Environment(\.colorScheme) private var scheme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isFocused) private var isFocused
    @Environment(\.font) private var font
    @Environment(\.tint) private var tint
    @Environment(\.accentColor) private var accent
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.truncationMode) private var truncation
    @Environment(\.lineSpacing) private var spacing
    @Environment(\.textCase) private var textCase
    @Environment(\.imageScale) private var scale
    @Environment(\.layoutDirection) private var direction
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.keyboardType) private var keyboard
    @Environment(\.autocapitalization) private var capitalization
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack(alignment: .leading) {
            Text(width == .compact ? "compact width" : "regular width")
            Text(height == .regular ? "regular height" : "compact height")
            Text(scheme == .light ? "light" : "dark")
            Text(isEnabled && !isFocused ? "enabled, not focused" : "other")
            Text(font == nil && tint == nil && accent == nil ? "no font, tint or accent" : "styled")
            Text(lineLimit == nil ? "no line limit" : "line limit")
            Text(alignment == .leading && truncation == .tail ? "leading, tail" : "other")
            Text("spacing \(spacing, specifier: "%.0f")")
            Text(textCase == nil ? "own case" : "changed case")
            Text(scale == .medium ? "medium symbols" : "other symbols")
            Text(direction == .leftToRight ? "left to right" : "right to left")
            Text(typeSize == .large ? "large type" : "other type")
            Text(keyboard == .default && capitalization == .sentences ? "default keyboard" : "other keyboard")
            Text("\(locale.identifier) \(timeZone.identifier)")
            Text(calendar.identifier == .gregorian ? "gregorian" : "other calendar")
        }
    }
}
// reader:end
}
