import Builders

/// A week strip: Array(1...7), isMultiple(of:), a selected day and weekend colours.
enum CalendarStripApp: AppFile {
    static let path = #filePath
    static let preview = "WeekStrip(selected: 3)"
    static var compiled: any View { WeekStrip(selected: 3) }

// reader:begin
struct WeekStrip: View {
    let selected: Int
    private let days = Array(1...7)
    private let names = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(days, id: \.self) { day in
                VStack {
                    Text(names[day - 1])
                        .font(.caption)
                        .foregroundColor(day > 5 ? .red : .secondary)
                    Text("\(day)")
                        .fontWeight(day == selected ? .bold : .regular)
                        .padding(4)
                        .background(day == selected ? Color.accentColor : Color.clear)
                    if day.isMultiple(of: 2) {
                        Rectangle().frame(width: 4, height: 4)
                    }
                }
                .tag(day)
            }
        }
    }
}
// reader:end
}
