import SwiftUI

// A settings form: an account section, an appearance section with a header and a footer,
// and an about section. Values are constants: `inspect run` (a later issue) makes them live.
NavigationStack {
    Form {
        Section("Account") {
            TextField("Name", text: .constant("Ada Lovelace"))
            SecureField("Password", text: .constant("analytical"))
            Toggle("Sign in automatically", isOn: .constant(true))
        }
        Section {
            Picker("Theme", selection: .constant("system")) {
                Text("Light").tag("light")
                Text("Dark").tag("dark")
                Text("System").tag("system")
            }
            .pickerStyle(.segmented)
            Stepper("Font size: 14", value: .constant(14), in: 8...32)
            Slider(value: .constant(0.6), in: 0...1) {
                Text("Volume")
            }
            ProgressView("Syncing", value: 0.4)
        } header: {
            Text("Appearance")
        } footer: {
            Text("Changes apply to every window.")
        }
        Section("About") {
            LabeledContent("Version", value: "2.4.1")
            Button("Reset All Settings", role: .destructive) {}
        }
    }
}
