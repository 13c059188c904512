import SwiftUI

// A list with navigation: mailboxes and folders in sections, each row a link to its messages.
NavigationStack {
    List {
        Section("Mailboxes") {
            NavigationLink(destination: Text("All messages")) {
                Label("Inbox", systemImage: "tray")
            }
            NavigationLink(destination: Text("Sent messages")) {
                Label("Sent", systemImage: "paperplane")
            }
        }
        Section("Folders") {
            ForEach(["Receipts", "Travel", "Family"], id: \.self) { folder in
                NavigationLink(folder, destination: Text(folder))
            }
        }
    }
}
