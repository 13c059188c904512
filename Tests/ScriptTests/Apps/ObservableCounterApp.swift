import Builders

/// An ObservableObject model with @Published properties, owned by a @StateObject and passed
/// down to an @ObservedObject row, with bindings into the model (`$model.step`).
enum ObservableCounterApp: AppFile {
    static let path = #filePath
    static let preview = "ScoreScreen()"
    static var compiled: any View { ScoreScreen() }

// reader:begin
final class ScoreModel: ObservableObject {
    @Published var score = 2
    @Published var step = 1
    @Published var log: [String] = []

    var isHigh: Bool { score >= 5 }

    func add() {
        score += step
        log.append("+\(step)")
    }

    func reset() {
        score = 0
        log.removeAll()
    }
}

struct ScoreRow: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        HStack {
            Text("Score \(model.score)")
                .foregroundColor(model.isHigh ? .green : .primary)
            Spacer()
            Text(model.log.isEmpty ? "no moves" : model.log.joined(separator: " "))
                .font(.caption)
        }
    }
}

struct ScoreScreen: View {
    @StateObject private var model = ScoreModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScoreRow(model: model)
            Stepper("Step \(model.step)", value: $model.step, in: 1...3)
            HStack {
                Button("Add") { model.add() }
                Button("Reset") { model.reset() }
                    .disabled(model.score == 0)
            }
        }
        .padding()
    }
}
// reader:end
}
