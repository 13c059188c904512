import Builders

/// A TabView with tab items, tags of an enum and a selection binding.
enum TabViewApp: AppFile {
    static let path = #filePath
    static let preview = "MainTabs()"
    static var compiled: any View { MainTabs() }

// reader:begin
enum Section3: Hashable {
    case feed, inbox, settings
}

struct MainTabs: View {
    @State private var selection = Section3.inbox
    let unread = 3

    var body: some View {
        TabView(selection: $selection) {
            Text("Feed")
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(Section3.feed)
            VStack {
                Text("Inbox")
                Text("\(unread) unread").font(.caption)
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Section3.inbox)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Section3.settings)
        }
    }
}
// reader:end
}
