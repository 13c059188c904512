import Builders
import Observation

/// A counter with state of its own.
struct Counter: View {
    var name = "count"
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

/// A parent whose own state changes re-run its body, which makes a new Counter value each time.
struct Parent: View {
    @State private var tick = 0

    var body: some View {
        VStack {
            Text("tick \(tick)")
            Button("Tick") { tick += 1 }
            Counter()
        }
    }
}

/// A counter in a block of views nested among its stack's views.
struct NestedBlock: View {
    var body: some View {
        VStack {
            Text("top")
            if true {
                Counter()
                Text("below")
            }
        }
    }
}

/// Rows identified by name, each with a counter of its own.
struct Rows: View {
    @State var names = ["a", "b", "c"]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                Counter(name: name)
            }
            Button("Drop first") { names.removeFirst() }
            Button("Remove b") { names.removeAll { $0 == "b" } }
            Button("Append b") { names.append("b") }
        }
    }
}

/// A binding handed down two levels.
struct BindingRoot: View {
    @State private var value = 0

    var body: some View {
        VStack {
            Text("value \(value)")
            BindingMiddle(value: $value)
        }
    }
}

struct BindingMiddle: View {
    @Binding var value: Int

    var body: some View {
        BindingLeaf(value: $value)
    }
}

struct BindingLeaf: View {
    @Binding var value: Int

    var body: some View {
        Button("Increment") { value += 1 }
    }
}

/// Two counters side by side under a parent that reads no state.
struct TwoCounters: View {
    var body: some View {
        VStack {
            Counter(name: "left")
            Counter(name: "right")
        }
    }
}

/// The same view type in both branches of an `if`: two positions, two states.
struct Branches: View {
    @State private var first = true

    var body: some View {
        VStack {
            if first {
                Counter(name: "first")
            } else {
                Counter(name: "second")
            }
            Button("Switch") { first.toggle() }
        }
    }
}

/// A counter under an id that can change.
struct Identified: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            Counter(name: "inner").id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct AccentReader: View {
    @Environment(\.accent) private var accent

    var body: some View {
        Text("accent \(accent)")
    }
}

struct AccentRoot: View {
    @State private var loud = false

    var body: some View {
        VStack {
            AccentReader()
            AccentReader().environment(\.accent, loud ? "loud" : "soft")
            Button("Louder") { loud = true }
        }
    }
}

@Observable
final class Scoreboard {
    var home = 0
    var away = 0
}

struct HomeScore: View {
    let board: Scoreboard

    var body: some View {
        Text("home \(board.home)")
    }
}

struct AwayScore: View {
    let board: Scoreboard

    var body: some View {
        Text("away \(board.away)")
    }
}

struct ScoreboardView: View {
    let board: Scoreboard

    var body: some View {
        VStack {
            HomeScore(board: board)
            AwayScore(board: board)
        }
    }
}

struct EnvironmentScore: View {
    @Environment(Scoreboard.self) private var board

    var body: some View {
        Text("env home \(board.home)")
    }
}

final class Settings: ObservableObject {
    @Published var volume = 3
    @Published var name = "x"
}

struct VolumeLabel: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Text("volume \(settings.volume)")
    }
}

struct SettingsScreen: View {
    @StateObject private var settings = Settings()

    var body: some View {
        VStack {
            VolumeLabel(settings: settings)
            Button("Up") { settings.volume += 1 }
        }
    }
}

struct NameLabel: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text("name \(settings.name)")
    }
}

struct Switches: View {
    @State private var wifi = false
    @State private var choice = 1

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Text(wifi ? "on" : "off")
            Button("Go") { choice += 1 }.accessibilityIdentifier("go")
        }
    }
}
