import SwiftUI

struct ContentView: View {
    @Environment(\.colorScheme) private var colorScheme
    @AppStorage("lumen.appearance") private var appearance = Appearance.system
    @AppStorage("lumen.textSize") private var textSize = 14
    @AppStorage("lumen.showsWordCount") private var showsWordCount = true

    private let sample = "The quick brown fox jumps over the lazy dog."

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(colorScheme == .dark ? "Dark appearance" : "Light appearance")
                .font(.headline)
            Text(sample)
                .font(.system(size: CGFloat(textSize)))
            if showsWordCount {
                Text("\(sample.split(separator: " ").count) words at \(textSize) pt")
                    .foregroundStyle(.secondary)
            }
            Divider()
            Picker("Appearance", selection: $appearance) {
                ForEach(Appearance.allCases) { appearance in
                    Text(appearance.title).tag(appearance)
                }
            }
            .pickerStyle(.segmented)
            Stepper("Text size: \(textSize)", value: $textSize, in: Appearance.textSizes)
        }
        .padding()
        .frame(minWidth: 320, minHeight: 200)
    }
}

#Preview("Light") {
    ContentView()
        .preferredColorScheme(.light)
}

#Preview("Dark", traits: .fixedLayout(width: 480, height: 320)) {
    ContentView()
        .preferredColorScheme(.dark)
}
