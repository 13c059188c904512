import Builders

/// An enum with associated values: switch with bindings, a colour by switch expression.
enum StatusBoardApp: AppFile {
    static let path = #filePath
    static let preview = "StatusBoard()"
    static var compiled: any View { StatusBoard() }

// reader:begin
enum ServiceStatus {
    case operational
    case degraded(String)
    case outage(code: Int, minutes: Int)

    var color: Color {
        switch self {
        case .operational: .green
        case .degraded: .orange
        case .outage: .red
        }
    }
}

struct Service: Identifiable {
    let id: Int
    let name: String
    let status: ServiceStatus
}

struct StatusRow: View {
    let service: Service

    var body: some View {
        HStack {
            Rectangle()
                .foregroundColor(service.status.color)
                .frame(width: 8, height: 8)
            Text(service.name)
            Spacer()
            switch service.status {
            case .operational:
                Text("OK")
            case .degraded(let reason):
                Text(reason).italic()
            case let .outage(code, minutes):
                Text("Error \(code) for \(minutes) min").bold()
            }
        }
    }
}

struct StatusBoard: View {
    let services = [
        Service(id: 1, name: "API", status: .operational),
        Service(id: 2, name: "Search", status: .degraded("Slow queries")),
        Service(id: 3, name: "Billing", status: .outage(code: 503, minutes: 12)),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(services) { service in
                StatusRow(service: service)
            }
        }
        .padding()
    }
}
// reader:end
}
