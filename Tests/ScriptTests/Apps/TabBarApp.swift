import Builders

/// A custom tab bar over an enum's cases, with the selected tab's content.
enum TabBarApp: AppFile {
    static let path = #filePath
    static let preview = "RootTabs()"
    static var compiled: any View { RootTabs() }

// reader:begin
enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile

    var id: String { rawValue }
    var icon: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .profile: "person"
        }
    }
}

struct TabButton: View {
    let tab: Tab
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: isSelected ? tab.icon + ".fill" : tab.icon)
            Text(tab.rawValue.capitalized)
                .font(.caption2)
        }
        .foregroundColor(isSelected ? .accentColor : .gray)
        .frame(maxWidth: .infinity)
    }
}

struct RootTabs: View {
    @State private var selection: Tab = .search

    var body: some View {
        VStack(spacing: 0) {
            content(for: selection)
                .frame(maxHeight: .infinity)
            Divider()
            HStack {
                ForEach(Tab.allCases) { tab in
                    TabButton(tab: tab, isSelected: tab == selection)
                        .onTapGesture { selection = tab }
                }
            }
            .padding(.top, 6)
        }
    }

    @ViewBuilder
    func content(for tab: Tab) -> some View {
        switch tab {
        case .home:
            Text("Home feed")
        case .search:
            VStack {
                Image(systemName: "magnifyingglass")
                Text("Search")
            }
        case .profile:
            Text("Me")
        }
    }
}
// reader:end
}
