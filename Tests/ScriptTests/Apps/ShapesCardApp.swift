import Builders

/// Cards made of shapes: rounded rectangles, circles, capsules, fills, strokes, a scroll view.
enum ShapesCardApp: AppFile {
    static let path = #filePath
    static let preview = "PlanCards()"
    static var compiled: any View { PlanCards() }

// reader:begin
struct PlanCard: View {
    let title: String
    let price: Int
    var highlighted = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(highlighted ? Color.blue : Color.gray)
            VStack(spacing: 6) {
                Circle()
                    .stroke(Color.white, lineWidth: 2)
                    .frame(width: 24, height: 24)
                Text(title).font(.headline)
                Text("$\(price)/mo")
                Capsule()
                    .fill(Color.white)
                    .frame(width: 60, height: 4)
            }
            .padding()
        }
        .frame(width: 140, height: 120)
    }
}

struct PlanCards: View {
    let plans = [("Basic", 5), ("Plus", 12), ("Max", 30)]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(plans, id: \.0) { plan in
                    PlanCard(title: plan.0, price: plan.1, highlighted: plan.1 == 12)
                }
            }
            .padding()
        }
    }
}
// reader:end
}
