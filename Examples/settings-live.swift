import SwiftUI

// The settings form of `swift run settings-form` (Sources/Examples/Form/FormApp.swift) as a file
// of view structs and a #Preview, for `inspect run Examples/settings-live.swift`: every control
// live, and the same screens as the compiled app after every key.

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

/// The settings-like form example: `swift run settings-form`, every control: Tab moves, Space
/// switches and chooses, text is typed into the fields, ←/→ step the stepper and the slider,
/// ←/→ and ↑/↓ edit the date, Enter opens the disclosure group and follows the About link (Esc back).
struct FormView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var theme = "system"
    @State private var saved = 0
    @State private var name = ""
    @State private var password = ""
    @State private var fontSize = 12
    @State private var volume = 5.0
    @State private var backup = Date(timeIntervalSince1970: 1_767_225_600)
    @State private var units = "metric"
    @State private var tint = Color.blue
    @State private var advanced = false
    @State private var debug = false

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
            SettingsSection(title: "Profile") {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Stepper("Font size", value: $fontSize, in: 8...24)
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                DatePicker("Backup", selection: $backup, displayedComponents: [.date])
                Picker("Units", selection: $units) {
                    Text("Metric").tag("metric")
                    Text("Imperial").tag("imperial")
                }
                .pickerStyle(.menu)
                ColorPicker("Tint", selection: $tint)
                DisclosureGroup("Advanced", isExpanded: $advanced) {
                    Toggle("Debug", isOn: $debug)
                }
                NavigationLink(destination: Text("Settings example, version 1")) { Text("About") }
                ProgressView("Sync", value: volume, total: 10)
                LabeledContent("Storage", value: "2 GB")
                Label("Help", systemImage: "questionmark")
                Link("Website", destination: URL(fileURLWithPath: "/"))
            }
            Text("name \(name.isEmpty ? "-" : name), \(password.count) secret, size \(fontSize), volume \(Int(volume)), units \(units)")
        }
    }
}

#Preview {
    FormView()
}
