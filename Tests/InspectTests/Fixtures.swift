import Builders

/// A custom view whose body is one tagged Text.
struct Row: View {
    var n: Int
    var body: some View {
        Text("row \(n)").bold().tag(n)
    }
}

/// A custom view nesting another.
struct Rows: View {
    var count: Int
    var body: some View {
        ForEach(0..<count) { i in Row(n: i) }
    }
}

/// A custom modifier whose body pads and borders its content.
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(2).border(.gray)
    }
}

struct Fruit: Identifiable {
    var id: String
    var name: String
}

/// A screen with most node kinds, for navigation and search.
struct Screen: View {
    var showFooter: Bool
    var onSave: () -> Void = {}
    var body: some View {
        VStack {
            Text("Title").font(.title)
            Group {
                ForEach(["a", "b", "c"], id: \.self) { letter in
                    Text(letter).id(letter)
                }
            }
            HStack {
                Image(systemName: "star")
                Button("Save", action: onSave).accessibilityIdentifier("save")
            }
            if showFooter {
                Text("Footer").accessibilityLabel("The footer")
            }
        }
    }
}

/// Builds `view` wrapped in `depth` Groups, one level at a time: each step
/// opens the existential, wraps it, and boxes it again, so no stack frame
/// holds more than one level's value.
func nestedInGroups(_ view: any View, depth: Int) -> any View {
    var current = view
    for _ in 0..<depth {
        current = grouped(current)
    }
    return current
}

private func grouped<V: View>(_ view: V) -> any View {
    Group { view }
}

/// Builds `view` with `depth` padding modifiers, one level at a time.
func paddedChain(_ view: any View, depth: Int) -> any View {
    var current = view
    for _ in 0..<depth {
        current = padded(current)
    }
    return current
}

private func padded<V: View>(_ view: V) -> any View {
    view.padding(1)
}
