import SwiftUI

@main
struct LumenApp: App {
    @AppStorage("lumen.appearance") private var appearance = Appearance.system
    @AppStorage("lumen.textSize") private var textSize = 14

    var body: some Scene {
        WindowGroup {
            ContentView()
                .preferredColorScheme(appearance.colorScheme)
        }
        .defaultSize(width: 640, height: 420)
        .windowStyle(.hiddenTitleBar)
        .commands {
            CommandMenu("Text") {
                Button("Bigger") { textSize = min(textSize + 1, Appearance.textSizes.upperBound) }
                    .keyboardShortcut("+")
                Button("Smaller") { textSize = max(textSize - 1, Appearance.textSizes.lowerBound) }
                    .keyboardShortcut("-")
                Divider()
                Button("Actual Size") { textSize = 14 }
                    .keyboardShortcut("0", modifiers: [.command, .option])
            }
            CommandGroup(replacing: .help) {
                Button("Lumen Help") {}
            }
        }

        Settings {
            SettingsView()
        }
    }
}
