import SwiftUI

/* A settings screen: sections of toggles, a segmented picker for the
   appearance, and a footer. */

let version = "2.4.1"

VStack(alignment: .leading, spacing: 8) {
    Text("Settings").font(.largeTitle)

    // Section: network
    VStack(alignment: .leading) {
        Text("Network").font(.headline)
        Toggle("Wi-Fi", isOn: .constant(true))
        Toggle("Bluetooth", isOn: .constant(false))
        Toggle("Airplane Mode", isOn: .constant(false))
            .disabled(true)
    }
    .padding()
    .border(.gray)

    // Section: appearance
    VStack(alignment: .leading) {
        Text("Appearance").font(.headline)
        Picker("Theme", selection: .constant("system")) {
            Text("Light").tag("light")
            Text("Dark").tag("dark")
            Text("System").tag("system")
        }
        .pickerStyle(.segmented)
    }
    .padding()
    .border(.gray)

    HStack {
        Text("Version \(version)").foregroundColor(.secondary)
        Spacer()
        Button("Reset") {}
            .accessibilityIdentifier("reset")
    }
}
