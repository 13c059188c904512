import Foundation

/// A question with its choices; `answer` is the index of the right one.
struct Question: Identifiable, Equatable {
    let id: Int
    let prompt: String
    let choices: [String]
    let answer: Int

    var correctChoice: String { choices[answer] }
}

extension Question {
    static let deck = [
        Question(id: 1, prompt: "Which planet has the most moons?", choices: ["Mars", "Saturn", "Venus"], answer: 1),
        Question(id: 2, prompt: "How many legs does a spider have?", choices: ["Six", "Eight", "Ten"], answer: 1),
        Question(id: 3, prompt: "What is the chemical symbol for gold?", choices: ["Au", "Ag", "Gd"], answer: 0),
        Question(id: 4, prompt: "Which ocean is the largest?", choices: ["Atlantic", "Indian", "Pacific"], answer: 2),
    ]
}
