import Builders

/// A list of Identifiable reminders whose buttons present a sheet for the reminder chosen
/// (`sheet(item:)`), the sheet's button dismissing it by setting the item to nil.
enum ItemSheetApp: AppFile {
    static let path = #filePath
    static let preview = "RemindersView()"
    static var compiled: any View { RemindersView() }

// reader:begin
struct Reminder: Identifiable {
    let id: Int
    var title: String
}

struct RemindersView: View {
    @State private var reminders = [Reminder(id: 1, title: "Call Ann"), Reminder(id: 2, title: "Water plants")]
    @State private var selected: Reminder?

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(reminders) { reminder in
                Button(reminder.title) { selected = reminder }
            }
            Text(selected == nil ? "Nothing open" : "Open")
        }
        .sheet(item: $selected) { reminder in
            VStack {
                Text(reminder.title).bold()
                Button("Done") { selected = nil }
            }
        }
    }
}
// reader:end
}
