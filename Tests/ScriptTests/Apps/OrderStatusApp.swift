import Builders

/// An order tracker: an enum with Comparable-style ordering by case, guard in a helper.
enum OrderStatusApp: AppFile {
    static let path = #filePath
    static let preview = "OrderTracker(stage: .shipped)"
    static var compiled: any View { OrderTracker(stage: .shipped) }

// reader:begin
enum Stage: Int, CaseIterable {
    case placed, packed, shipped, delivered

    var title: String {
        switch self {
        case .placed: return "Placed"
        case .packed: return "Packed"
        case .shipped: return "Shipped"
        case .delivered: return "Delivered"
        }
    }
}

struct OrderTracker: View {
    let stage: Stage

    private func symbol(for step: Stage) -> String {
        guard step.rawValue <= stage.rawValue else { return "circle" }
        return step == stage ? "largecircle.fill.circle" : "checkmark.circle.fill"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Stage.allCases, id: \.rawValue) { step in
                HStack {
                    Image(systemName: symbol(for: step))
                    Text(step.title)
                        .foregroundColor(step.rawValue > stage.rawValue ? .secondary : .primary)
                }
            }
            if stage != .delivered {
                Text("Arrives in \(Stage.delivered.rawValue - stage.rawValue) days")
                    .font(.footnote)
            }
        }
    }
}
// reader:end
}
