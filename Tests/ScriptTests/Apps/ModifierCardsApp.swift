import Builders

/// Cards made by ViewModifier structs of the file: `.modifier(_:)` with stored properties and
/// their defaults, an `extension View` helper that applies one, a modifier around a Button
/// (which still presses), an `if` in a modifier's body.
enum ModifierCardsApp: AppFile {
    static let path = #filePath
    static let preview = "TilesView()"
    static var compiled: any View { TilesView() }

// reader:begin
struct TilesView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 1) {
            Text("Hi").modifier(Tile(radius: 4))
            Text("Yo").tile()
            Button("Tapped \(taps)") {
                taps += 1
            }
            .modifier(CountBadge(count: taps))
            Label("Inbox", systemImage: "tray")
                .tile(highlighted: true)
        }
    }
}
// reader:end
}

// reader:begin
struct Tile: ViewModifier {
    var radius: CGFloat = 8
    var highlighted = false

    func body(content: Content) -> some View {
        content
            .padding(1)
            .background(highlighted ? Color.yellow : Color.gray)
            .cornerRadius(radius)
    }
}

struct CountBadge: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        HStack {
            content
            if count > 0 {
                Text("\(count)")
                    .foregroundColor(.red)
            }
        }
    }
}

extension View {
    func tile(highlighted: Bool = false) -> some View {
        modifier(Tile(highlighted: highlighted))
    }
}
// reader:end
