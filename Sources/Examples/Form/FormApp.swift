import Builders
import Runtime

/// A group of settings with a title, in a border.
struct SettingsSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            content
        }
        .padding()
        .border(.gray)
    }
}

/// The settings-like form example: `swift run settings-form`. Tab moves, Space switches and chooses.
struct FormView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var theme = "system"
    @State private var saved = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Settings").bold()
            SettingsSection(title: "Network") {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            }
            SettingsSection(title: "Appearance") {
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("light")
                    Text("Dark").tag("dark")
                    Text("System").tag("system")
                }
                .pickerStyle(.segmented)
            }
            HStack {
                Button("Save") { saved += 1 }
                Text(saved == 0 ? "not saved" : "saved \(saved)×")
            }
            Text("Wi-Fi \(wifi ? "on" : "off"), Bluetooth \(bluetooth ? "on" : "off"), theme \(theme)")
        }
    }
}

@main
struct FormApp: App {
    var body: some Scene {
        WindowGroup {
            FormView()
        }
    }
}
