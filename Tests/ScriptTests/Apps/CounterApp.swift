import Builders

/// A counter with @State, step buttons, a computed colour and a formatted average.
enum CounterApp: AppFile {
    static let path = #filePath
    static let preview = "CounterView(step: 2)"
    static var compiled: any View { CounterView(step: 2) }

// reader:begin
struct CounterView: View {
    var step = 1
    @State private var count = 3
    @State private var history: [Int] = [1, 2, 6]

    private var average: Double {
        history.isEmpty ? 0 : Double(history.reduce(0, +)) / Double(history.count)
    }

    private var countColor: Color {
        if count < 0 {
            return .red
        } else if count == 0 {
            return .gray
        }
        return .blue
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count)")
                .font(.system(size: 48, weight: .bold))
                .foregroundColor(countColor)
            HStack(spacing: 24) {
                Button {
                    count -= step
                    history.append(count)
                } label: {
                    Image(systemName: "minus.circle")
                }
                Button {
                    count += step
                    history.append(count)
                } label: {
                    Image(systemName: "plus.circle")
                }
            }
            .font(.title)
            Text("Average \(average, specifier: "%.1f")")
                .font(.caption)
            Text("Step: \(step)")
                .opacity(step > 1 ? 1 : 0.5)
        }
    }
}
// reader:end
}
