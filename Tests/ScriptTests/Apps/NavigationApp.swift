import Builders

/// Navigation by hand: a path of destinations, a title bar with a back button, a menu.
enum NavigationApp: AppFile {
    static let path = #filePath
    static let preview = "MenuNavigator(path: [.settings, .account(id: 7)])"
    static var compiled: any View { MenuNavigator(path: [.settings, .account(id: 7)]) }

// reader:begin
enum Destination: Hashable {
    case settings
    case account(id: Int)
    case about

    var title: String {
        switch self {
        case .settings: "Settings"
        case .account(let id): "Account #\(id)"
        case .about: "About"
        }
    }
}

struct MenuNavigator: View {
    @State var path: [Destination]

    private var title: String { path.last?.title ?? "Menu" }

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if !path.isEmpty {
                    Button {
                        path.removeLast()
                    } label: {
                        Image(systemName: "chevron.left")
                        Text(path.count > 1 ? path[path.count - 2].title : "Menu")
                    }
                }
                Spacer()
                Text(title).font(.headline)
                Spacer()
            }
            Divider()
            if let top = path.last {
                destination(top)
            } else {
                menu
            }
        }
    }

    private var menu: some View {
        VStack(alignment: .leading) {
            ForEach([Destination.settings, .about], id: \.self) { item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Image(systemName: "chevron.right")
                }
                .onTapGesture { path.append(item) }
            }
        }
    }

    @ViewBuilder
    private func destination(_ destination: Destination) -> some View {
        switch destination {
        case .settings:
            Text("Settings screen")
        case .account(let id):
            VStack {
                Text("Account").font(.title)
                Text("ID \(id)")
            }
        case .about:
            Text("Version 1.0")
        }
    }
}
// reader:end
}
