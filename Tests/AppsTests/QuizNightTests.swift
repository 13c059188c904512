import Inspect
import SwiftUI
import Testing
@testable import QuizNight
import Expectations

@MainActor @Suite struct QuizNightTests {
    @Test func aRoundIsPlayedToTheFinalScoreAndStartsAgain() throws {
        let app = try HeadlessDriver(app: QuizNightApp(), width: 70, height: 16)
        expectContains(app.text, "Question 1 of 4")
        expectContains(app.text, "Which planet has the most moons?")
        expectContains(app.text, "Score: 0")
        // Saturn, the second choice: right.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Correct!")
        expectContains(app.text, "Score: 1")
        expectEqual(app.row("Saturn")?.contains("✓"), true)
        // The choices are spent: the focus is on the way to the next question.
        app.press(.enter)
        expectContains(app.text, "Question 2 of 4")
        expectNotContains(app.text, "Correct!")
        // Six legs, the first choice: wrong, and the right one is named.
        app.press(.enter)
        expectContains(app.text, "Not quite: it was Eight")
        expectEqual(app.row("Six")?.contains("✗"), true)
        expectEqual(app.row("Eight")?.contains("✓"), true)
        expectContains(app.text, "Score: 1")
        app.press(.enter)
        // Au, the first choice: right.
        app.press(.enter)
        expectContains(app.text, "Score: 2")
        app.press(.enter)
        expectContains(app.text, "Question 4 of 4")
        // Pacific, the third: right; the last question offers the score.
        app.press(.tab, times: 2)
        app.press(.enter)
        expectContains(app.text, "See score")
        app.press(.enter)
        expectContains(app.text, "Quiz complete")
        expectContains(app.text, "You scored 3 out of 4.")
        app.press(.enter)
        expectNotContains(app.text, "Quiz complete")
        expectContains(app.text, "Question 1 of 4")
        expectContains(app.text, "Score: 0")
    }

    @Test func theAnimationsAreKeptForTheInspector() throws {
        let view = try ContentView().inspect()
        expectEqual(try view.find(text: "Score: 0").animation(), .default)
        expectEqual(try view.find(text: "Which planet has the most moons?").transition(), .slide)
        expectEqual(try view.vStack().animation(), .easeInOut)
        let feedback = try FeedbackView(isCorrect: false, answer: "Mars").inspect()
        expectEqual(try feedback.find(text: "Not quite: it was Mars").string(), "Not quite: it was Mars")
    }

    @Test func theGameScoresEachQuestionOnce() {
        var game = QuizGame()
        game.pick(game.current.answer)
        game.pick(game.current.answer)
        expectEqual(game.score, 1)
        game.next()
        game.pick(0)
        expectEqual(game.score, 1)
        expectEqual(game.progressText, "Question 2 of 4")
    }

    @Test func thePreviewsOfBothErasAreListed() throws {
        let found = previews(of: "QuizNight")
        expectEqual(found.map(\.name), ["Start of the quiz", "Feedback", "Answered choices"])
        expectEqual(found[1].layout, .sizeThatFits)
        // The @Previewable state is the toggle's.
        let feedback = inspect(found[1].makeView())
        expectEqual(try feedback.find(where: { $0.kind == .toggle }).isOn(), false)
        expectEqual(try inspect(found[2].makeView()).previewLayout(), .sizeThatFits)
        expectEqual(try inspect(found[2].makeView()).findAll(ChoiceButton.self).count, 2)
    }
}
