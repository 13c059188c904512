import SwiftUI

struct SettingsView: View {
    private enum Tab: Hashable {
        case general, reading
    }

    var body: some View {
        TabView {
            GeneralSettingsView()
                .tabItem { Label("General", systemImage: "gear") }
                .tag(Tab.general)
            ReadingSettingsView()
                .tabItem { Label("Reading", systemImage: "textformat.size") }
                .tag(Tab.reading)
        }
        .padding(20)
        .frame(width: 375, height: 150)
    }
}

struct GeneralSettingsView: View {
    @AppStorage("lumen.appearance") private var appearance = Appearance.system

    var body: some View {
        Form {
            Picker("Appearance:", selection: $appearance) {
                ForEach(Appearance.allCases) { appearance in
                    Text(appearance.title).tag(appearance)
                }
            }
        }
    }
}

struct ReadingSettingsView: View {
    @AppStorage("lumen.showsWordCount") private var showsWordCount = true
    @AppStorage("lumen.textSize") private var textSize = 14

    var body: some View {
        Form {
            Toggle("Show word count", isOn: $showsWordCount)
            Stepper("Text size: \(textSize) pt", value: $textSize, in: Appearance.textSizes)
        }
    }
}

#Preview("Settings") {
    SettingsView()
}
