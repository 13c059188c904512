import Builders

/// Onboarding pages: an index into an array, page dots over indices, disabled ends.
enum OnboardingApp: AppFile {
    static let path = #filePath
    static let preview = "OnboardingView(page: 1)"
    static var compiled: any View { OnboardingView(page: 1) }

// reader:begin
struct OnboardingPage {
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingView: View {
    @State var page: Int
    let pages = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", detail: "A tour in three steps."),
        OnboardingPage(symbol: "bell", title: "Stay informed", detail: "Turn on notifications."),
        OnboardingPage(symbol: "lock", title: "Private", detail: "Your data stays yours."),
    ]

    private var isLast: Bool { page == pages.count - 1 }

    var body: some View {
        VStack(spacing: 20) {
            let current = pages[page]
            Image(systemName: current.symbol)
                .font(.largeTitle)
            Text(current.title).font(.title2).bold()
            Text(current.detail)
                .foregroundColor(.secondary)
            HStack(spacing: 6) {
                ForEach(pages.indices, id: \.self) { index in
                    Rectangle()
                        .foregroundColor(index == page ? .primary : .gray)
                        .frame(width: 6, height: 6)
                }
            }
            HStack {
                Button("Back") { page -= 1 }
                    .disabled(page == 0)
                Spacer()
                Button(isLast ? "Start" : "Next") {
                    if !isLast { page += 1 }
                }
            }
        }
        .padding()
    }
}
// reader:end
}
