import Builders

/// Environment values the file declares (an `EnvironmentKey` and a property of
/// `EnvironmentValues`), read with `@Environment(\.key)` and written with `.environment(\.key, value)`.
enum EnvironmentKeyApp: AppFile {
    static let path = #filePath
    static let preview = "BadgeBoard()"
    static var compiled: any View { BadgeBoard() }

// reader:begin
struct Badge: View {
    @Environment(\.badgeStyle) private var style
    @Environment(\.badgeCount) private var count
    let title: String

    var body: some View {
        Text("\(title): \(style), \(count)")
    }
}

struct BadgeBoard: View {
    @State private var total = 2

    var body: some View {
        VStack(alignment: .leading) {
            Badge(title: "Default")
            Badge(title: "Bold")
                .environment(\.badgeStyle, "bold")
            Badge(title: "Counted")
                .environment(\.badgeCount, total)
            Button("More") {
                total += 1
            }
        }
    }
}
// reader:end
}

// reader:begin
private struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

private struct BadgeCountKey: EnvironmentKey {
    static let defaultValue: Int = 0
}

extension EnvironmentValues {
    var badgeStyle: String {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }

    var badgeCount: Int {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }
}
// reader:end
