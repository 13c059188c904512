import Builders

/// Contacts sorted by name, with initials, a favourite flag and a key path map.
enum ContactsApp: AppFile {
    static let path = #filePath
    static let preview = "ContactList()"
    static var compiled: any View { ContactList() }

// reader:begin
struct Contact: Identifiable, Hashable {
    var id: String { email }
    let name: String
    let email: String
    var favorite = false
}

struct ContactList: View {
    let contacts = [
        Contact(name: "Grace Hopper", email: "grace@navy.mil", favorite: true),
        Contact(name: "Alan Turing", email: "alan@bletchley.uk"),
        Contact(name: "Ada Lovelace", email: "ada@engine.org", favorite: true),
    ]

    private var sorted: [Contact] {
        contacts.sorted { $0.name < $1.name }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(contacts.filter(\.favorite).map(\.name).joined(separator: ", "))
                .font(.caption)
            ForEach(sorted) { contact in
                HStack {
                    Text(String(contact.name.prefix(1)))
                        .frame(width: 24, height: 24)
                        .background(Color.gray)
                    VStack(alignment: .leading) {
                        Text(contact.name)
                        Text(contact.email).font(.caption).foregroundColor(.secondary)
                    }
                    if contact.favorite {
                        Image(systemName: "star.fill").foregroundColor(.yellow)
                    }
                }
            }
        }
    }
}
// reader:end
}
