import Foundation

/// Where a round of the quiz stands.
struct QuizGame {
    let questions: [Question]
    private(set) var index = 0
    private(set) var score = 0
    /// The choice picked for the current question, until the next one.
    private(set) var picked: Int?

    init(questions: [Question] = Question.deck) {
        self.questions = questions
    }

    var current: Question { questions[index] }

    var isLastQuestion: Bool { index == questions.count - 1 }

    var progressText: String { "Question \(index + 1) of \(questions.count)" }

    mutating func pick(_ choice: Int) {
        guard picked == nil else { return }
        picked = choice
        if choice == current.answer { score += 1 }
    }

    mutating func next() {
        guard !isLastQuestion else { return }
        index += 1
        picked = nil
    }
}
