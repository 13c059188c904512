import Builders

/// A settings screen: @State toggles, an enum-driven segmented picker, a computed summary.
enum SettingsFormApp: AppFile {
    static let path = #filePath
    static let preview = "SettingsView()"
    static var compiled: any View { SettingsView() }

// reader:begin
enum Theme: String, CaseIterable, Identifiable {
    case light, dark, system

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct SettingsView: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme: Theme = .system
    private let version = "2.4.1"

    private var summary: String {
        notifications ? "Notifications on" : "Notifications off"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Settings")
                .font(.largeTitle)
                .bold()
            Toggle("Notifications", isOn: $notifications)
            Toggle("Sounds", isOn: $sounds)
                .disabled(!notifications)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.title).tag(theme)
                }
            }
            .pickerStyle(.segmented)
            Divider()
            Text(summary)
                .foregroundColor(.secondary)
            HStack {
                Text("Version \(version)")
                Spacer()
                Button("Reset") {
                    notifications = true
                    sounds = false
                    theme = .system
                }
            }
        }
        .padding()
    }
}
// reader:end
}
