import SwiftUI

struct ContentView: View {
    @State private var game = QuizGame()
    @State private var showingFinalScore = false

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text(game.progressText)
                Spacer()
                Text("Score: \(game.score)")
                    .bold()
                    .animation(.default)
            }

            Text(game.current.prompt)
                .font(.title2)
                .id(game.current.id)
                .transition(.slide)

            ForEach(Array(game.current.choices.enumerated()), id: \.offset) { index, choice in
                ChoiceButton(title: choice, outcome: outcome(of: index)) {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        game.pick(index)
                    }
                }
                .disabled(game.picked != nil)
            }

            if let picked = game.picked {
                FeedbackView(isCorrect: picked == game.current.answer, answer: game.current.correctChoice)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                Button(game.isLastQuestion ? "See score" : "Next question", action: advance)
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .animation(.easeInOut, value: game.picked)
        .alert("Quiz complete", isPresented: $showingFinalScore) {
            Button("Play again", action: restart)
        } message: {
            Text("You scored \(game.score) out of \(game.questions.count).")
        }
    }

    private func outcome(of index: Int) -> ChoiceButton.Outcome {
        guard let picked = game.picked else { return .open }
        if index == game.current.answer { return .right }
        return index == picked ? .wrong : .open
    }

    private func advance() {
        if game.isLastQuestion {
            showingFinalScore = true
        } else {
            withAnimation {
                game.next()
            }
        }
    }

    private func restart() {
        game = QuizGame()
    }
}

/// A line saying whether the pick was right.
struct FeedbackView: View {
    let isCorrect: Bool
    let answer: String

    var body: some View {
        Label(isCorrect ? "Correct!" : "Not quite: it was \(answer)",
              systemImage: isCorrect ? "checkmark.circle" : "xmark.circle")
            .foregroundStyle(isCorrect ? .green : .red)
    }
}

#Preview("Start of the quiz") {
    ContentView()
}

#Preview("Feedback", traits: .sizeThatFitsLayout) {
    @Previewable @State var isCorrect = false
    VStack {
        FeedbackView(isCorrect: isCorrect, answer: "Saturn")
        Toggle("Correct", isOn: $isCorrect)
    }
}
