import Builders

/// An enum-driven segmented picker whose selection switches the content.
enum SegmentedFilterApp: AppFile {
    static let path = #filePath
    static let preview = "InboxView()"
    static var compiled: any View { InboxView() }

// reader:begin
enum Filter: Int, CaseIterable {
    case all, unread, flagged

    var label: String {
        switch self {
        case .all: "All"
        case .unread: "Unread"
        case .flagged: "Flagged"
        }
    }

    var symbol: String {
        switch self {
        case .all: return "tray"
        case .unread: return "envelope.badge"
        case .flagged: return "flag"
        }
    }
}

struct InboxView: View {
    @State private var filter = Filter.unread
    private let unreadCount = 4

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases, id: \.self) { filter in
                    Text(filter.label).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            switch filter {
            case .all:
                Text("Everything")
            case .unread:
                HStack {
                    Image(systemName: filter.symbol)
                    Text("\(unreadCount) unread")
                }
            case .flagged:
                EmptyView()
            }
            Text("Filter #\(filter.rawValue)")
                .font(.footnote)
        }
    }
}
// reader:end
}
