import Builders

/// A generic container view with a @ViewBuilder property and an explicit init.
enum GenericCardApp: AppFile {
    static let path = #filePath
    static let preview = "CardsScreen()"
    static var compiled: any View { CardsScreen() }

// reader:begin
struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundColor(.secondary)
            content
        }
        .padding()
        .border(.gray)
    }
}

struct Section2<Body2: View>: View {
    @ViewBuilder let body2: Body2

    var body: some View {
        VStack { body2 }
    }
}

struct CardsScreen: View {
    var body: some View {
        VStack {
            Card("Storage") {
                Text("12.4 GB used")
                Rectangle().frame(height: 4)
            }
            Card("Battery") {
                Text("87%")
            }
            Section2 {
                Text("Footer")
                Divider()
            }
        }
    }
}
// reader:end
}
