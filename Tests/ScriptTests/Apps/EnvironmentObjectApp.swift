import Builders

/// An ObservableObject a root view owns (@StateObject) and places in the environment with
/// `.environmentObject(…)`, read by two views with @EnvironmentObject, one of them changing it
/// through a binding and a method.
enum EnvironmentObjectApp: AppFile {
    static let path = #filePath
    static let preview = "AccountRoot()"
    static var compiled: any View { AccountRoot() }

// reader:begin
class AccountSession: ObservableObject {
    @Published var name: String
    @Published var signedIn = false
    @Published var visits = 0

    init(name: String) {
        self.name = name
    }

    func toggle() {
        signedIn.toggle()
        visits += 1
    }
}

struct AccountBadge: View {
    @EnvironmentObject var session: AccountSession

    var body: some View {
        Label(session.signedIn ? session.name : "Guest", systemImage: session.signedIn ? "person.fill" : "person")
    }
}

struct AccountRoot: View {
    @StateObject private var session = AccountSession(name: "Ada")

    var body: some View {
        AccountScreen()
            .environmentObject(session)
    }
}

struct AccountScreen: View {
    @EnvironmentObject var session: AccountSession

    var body: some View {
        Form {
            Section("Account") {
                AccountBadge()
                Toggle("Signed in", isOn: $session.signedIn)
                Button(session.signedIn ? "Sign out" : "Sign in") {
                    session.toggle()
                }
            }
            Section {
                Text("Visits: \(session.visits)")
            }
        }
    }
}
// reader:end
}
