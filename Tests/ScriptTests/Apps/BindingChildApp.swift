import Builders

/// A parent passing `$state` to children's @Binding properties.
enum BindingChildApp: AppFile {
    static let path = #filePath
    static let preview = "FiltersPanel()"
    static var compiled: any View { FiltersPanel() }

// reader:begin
struct FilterToggle: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Toggle(title, isOn: $isOn)
        }
        .opacity(isOn ? 1 : 0.6)
    }
}

struct FiltersPanel: View {
    @State private var showArchived = false
    @State private var onlyStarred = true

    var body: some View {
        VStack {
            FilterToggle(title: "Archived", isOn: $showArchived)
            FilterToggle(title: "Starred", isOn: $onlyStarred)
            Text(onlyStarred ? "Starred only" : "All items")
        }
    }
}
// reader:end
}
