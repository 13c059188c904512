import Builders

// `bench live`'s screen: a 200-line file of view structs that is compiled here and also read by
// `inspect run`'s engine from this very file, so both run the same code. Keep it within the
// reader's subset (no `for`, no `try`): LiveBench reads it with the root `LiveBenchScreen()`.

/// A section title with a rule under it.
struct LiveBenchHeader {
    let title: String
    let detail: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            Text(detail)
            Divider()
        }
    }
}

/// An account section: a name, a password, a toggle.
struct LiveBenchAccount {
    @State private var name = "Ada Lovelace"
    @State private var password = "analytical"
    @State private var remember = true

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "Account", detail: "Who you are")
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Toggle("Remember me", isOn: $remember)
            Text(remember ? "Signed in as \(name)" : "Signed out")
        }
    }
}

/// Network switches and a summary line.
struct LiveBenchNetwork {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var airplane = false

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "Network", detail: "How you connect")
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Toggle("Airplane mode", isOn: $airplane)
            Text(summary)
        }
    }

    var summary: String {
        if airplane {
            return "Airplane mode: everything off"
        }
        return "Wi-Fi \(wifi ? "on" : "off"), Bluetooth \(bluetooth ? "on" : "off")"
    }
}

/// Appearance: a segmented theme, a font size, a volume.
struct LiveBenchAppearance {
    @State private var theme = "system"
    @State private var fontSize = 12
    @State private var volume = 0.5

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "Appearance", detail: "How it looks")
            Picker("Theme", selection: $theme) {
                Text("Light").tag("light")
                Text("Dark").tag("dark")
                Text("System").tag("system")
            }
            .pickerStyle(.segmented)
            Stepper("Font size \(fontSize)", value: $fontSize, in: 8...32)
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            }
            ProgressView("Volume", value: volume)
        }
    }
}

/// One line of the shopping list, ticked on its own.
struct LiveBenchItem {
    let title: String
    @State private var done = false

    var body: some View {
        HStack {
            Toggle(title, isOn: $done)
            Text(done ? "done" : "to do")
        }
    }
}

/// A list of items with add and clear actions.
struct LiveBenchList {
    @State private var items = ["Milk", "Eggs", "Bread", "Apples", "Coffee", "Rice"]
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "Shopping", detail: "\(items.count) items")
            ForEach(items, id: \.self) { item in
                LiveBenchItem(title: item)
            }
            TextField("New item", text: $draft)
            HStack {
                Button("Add") { add() }
                Button("Clear") { items.removeAll() }
            }
        }
    }

    func add() {
        guard !draft.isEmpty else { return }
        items.append(draft)
        draft = ""
    }
}

/// The counter the benchmark presses: an action of several statements and a redraw.
struct LiveBenchCounter {
    @State private var count = 0
    @State private var presses = 0
    @State private var history: [Int] = []

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "Counter", detail: "Pressed \(presses) times")
            Text("Count: \(count)")
            HStack {
                Button("Increment") { step(by: 1) }
                Button("Decrement") { step(by: -1) }
                Button("Reset") {
                    count = 0
                    history.removeAll()
                }
            }
            Text(history.isEmpty ? "no history" : "last \(history.count) steps")
            if count > 10 {
                Text("More than ten")
            } else {
                Text("Ten or fewer")
            }
        }
    }

    func step(by amount: Int) {
        count += amount
        presses += 1
        history.append(amount)
        if history.count > 20 {
            history.remove(at: 0)
        }
    }
}

/// About: fixed facts.
struct LiveBenchAbout {
    let version: String

    var body: some View {
        VStack(alignment: .leading) {
            LiveBenchHeader(title: "About", detail: "This screen")
            LabeledContent("Version", value: version)
            LabeledContent("Build", value: "2026.11")
            Label("Help", systemImage: "questionmark")
            Text("Made to be read and compiled alike.")
        }
    }
}

/// The last lines: a hint of the keys.
struct LiveBenchFooter {
    let keys: [String]

    var body: some View {
        VStack(alignment: .leading) {
            Divider()
            Text(keys.joined(separator: "  "))
        }
    }
}

/// The whole screen, the counter first so that its Increment button is the first control.
struct LiveBenchScreen {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Settings").bold()
            LiveBenchCounter()
            LiveBenchAccount()
            LiveBenchNetwork()
            LiveBenchAppearance()
            LiveBenchList()
            LiveBenchAbout(version: "2.4.1")
            LiveBenchFooter(keys: ["Tab: next", "Enter: press", "q: quit"])
        }
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension LiveBenchHeader: View {}
extension LiveBenchAccount: View {}
extension LiveBenchNetwork: View {}
extension LiveBenchAppearance: View {}
extension LiveBenchItem: View {}
extension LiveBenchList: View {}
extension LiveBenchCounter: View {}
extension LiveBenchAbout: View {}
extension LiveBenchFooter: View {}
extension LiveBenchScreen: View {}
