import Builders

/// Preferences: a struct with defaults held in @State, a nested enum, a Picker over strings.
enum PreferencesApp: AppFile {
    static let path = #filePath
    static let preview = "PreferencesView()"
    static var compiled: any View { PreferencesView() }

// reader:begin
struct Preferences {
    enum Units: String, CaseIterable {
        case metric = "Metric"
        case imperial = "Imperial"
    }

    var units = Units.metric
    var fontSize = 14
    var language = "English"
    var showHints = true
}

struct PreferencesView: View {
    @State private var prefs = Preferences()
    private let languages = ["English", "Français", "Deutsch"]

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Units", selection: $prefs.units) {
                ForEach(Preferences.Units.allCases, id: \.self) { unit in
                    Text(unit.rawValue).tag(unit)
                }
            }
            .pickerStyle(.segmented)
            Picker("Language", selection: $prefs.language) {
                ForEach(languages, id: \.self) { language in
                    Text(language).tag(language)
                }
            }
            HStack {
                Text("Font size")
                Spacer()
                Text("\(prefs.fontSize) pt")
                    .font(.system(size: CGFloat(prefs.fontSize)))
            }
            Toggle("Show hints", isOn: $prefs.showHints)
        }
    }
}
// reader:end
}
