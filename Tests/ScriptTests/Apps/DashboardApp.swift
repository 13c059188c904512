import Builders

/// A dashboard over a dictionary: sorted keys, subscripts with defaults, percentages.
enum DashboardApp: AppFile {
    static let path = #filePath
    static let preview = "Dashboard()"
    static var compiled: any View { Dashboard() }

// reader:begin
struct Dashboard: View {
    private let visits: [String: Int] = ["Home": 420, "Pricing": 130, "Docs": 250]
    private let goal = 1_000

    private var total: Int { visits.values.reduce(0, +) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Visits").font(.title2)
            ForEach(visits.keys.sorted(), id: \.self) { page in
                let count = visits[page] ?? 0
                HStack {
                    Text(page)
                    Spacer()
                    Text("\(count)")
                    Text("\(count * 100 / total)%")
                        .foregroundColor(.secondary)
                }
            }
            Divider()
            Text(total >= goal ? "Goal reached" : "\(goal - total) to go")
                .foregroundColor(total >= goal ? .green : .orange)
            Text("Busiest: \(visits.max { $0.value < $1.value }?.key ?? "none")")
        }
        .padding()
    }
}
// reader:end
}
