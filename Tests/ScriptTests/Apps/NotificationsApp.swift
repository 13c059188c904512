import Builders

/// An optional banner: `if let`, `??`, optional chaining on a struct property.
enum NotificationsApp: AppFile {
    static let path = #filePath
    static let preview = #"NotificationCenterView(latest: Notice(title: "Backup done", detail: nil, count: 2))"#
    static var compiled: any View { NotificationCenterView(latest: Notice(title: "Backup done", detail: nil, count: 2)) }

// reader:begin
struct Notice {
    var title: String
    var detail: String?
    var count: Int
}

struct NotificationCenterView: View {
    var latest: Notice?
    var muted = false

    var body: some View {
        VStack(alignment: .leading) {
            if let latest, !muted {
                HStack {
                    Image(systemName: "bell.badge")
                    VStack(alignment: .leading) {
                        Text(latest.title).bold()
                        Text(latest.detail ?? "No details")
                            .font(.caption)
                    }
                    Spacer()
                    Text("\(latest.count)")
                        .padding(4)
                        .background(Color.red)
                }
            } else {
                Text("Nothing new")
            }
            Text("Detail length: \(latest?.detail?.count ?? 0)")
                .font(.footnote)
        }
    }
}
// reader:end
}
