import Builders
import Foundation

/// Events on fixed dates: Date(timeIntervalSince1970:), comparisons, durations in hours.
enum TimelineApp: AppFile {
    static let path = #filePath
    static let preview = "Timeline()"
    static var compiled: any View { Timeline() }

// reader:begin
struct Event: Identifiable {
    let id: Int
    let title: String
    let start: Date
    let hours: Double
}

struct Timeline: View {
    private let events = [
        Event(id: 1, title: "Standup", start: Date(timeIntervalSince1970: 1_700_000_000), hours: 0.25),
        Event(id: 2, title: "Design review", start: Date(timeIntervalSince1970: 1_700_010_000), hours: 1.5),
        Event(id: 3, title: "Launch", start: Date(timeIntervalSince1970: 1_700_100_000), hours: 3),
    ]
    private let now = Date(timeIntervalSince1970: 1_700_050_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(events) { event in
                HStack {
                    Rectangle()
                        .foregroundColor(event.start < now ? .gray : .blue)
                        .frame(width: 3, height: CGFloat(event.hours * 10))
                    VStack(alignment: .leading) {
                        Text(event.title)
                        Text("\(event.hours, specifier: "%.2f") h")
                            .font(.caption)
                    }
                }
            }
            Text("\(events.filter { $0.start > now }.count) upcoming")
        }
    }
}
// reader:end
}
