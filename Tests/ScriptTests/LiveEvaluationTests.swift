import Builders
import Runtime
@testable import Script
import ScriptSyntax
import Testing
import Expectations

/// The live-only state of an evaluation: a static reading carries none, and a live evaluation
/// has it only while a body is evaluated, restored whole after each one.
@MainActor @Suite struct LiveEvaluationTests {
    static let source = """
        class Model: ObservableObject {
            @Published var count = 0
        }

        struct Counter: View {
            @StateObject var model = Model()
            @State private var taps = 0
            var body: some View {
                Button("Taps \\(taps), count \\(model.count)") {
                    taps += 1
                    model.count += 1
                }
            }
        }

        #Preview { Counter().environmentObject(Model()) }
        """

    @Test func aStaticReadingCarriesNoLiveState() throws {
        try LargeStack.run {
            let evaluator = Evaluator(module: try Module(files: [try Parser.parse(Self.source, file: 0)]))
            _ = try evaluator.root(preview: nil, root: nil)
            #expect(evaluator.liveEvaluation == nil)
            #expect(evaluator.live == nil)
        }
    }

    @Test func aLiveEvaluationRestoresItsStateAfterEachBodyAndAction() throws {
        let session = LiveSession(fileNames: ["counter.swift"])
        let evaluator = try LargeStack.run {
            Evaluator(module: try Module(files: [try Parser.parse(Self.source, file: 0)]), live: session)
        }
        let root = try evaluator.liveRoot(preview: nil, root: nil)
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 3) }
        let app = open(root)
        #expect(app.text.hasPrefix(">Taps 0, count 0<"))
        #expect(evaluator.liveEvaluation?.positionState == nil)
        expectEqual(evaluator.liveEvaluation?.rootOrdinal, nil)
        app.press(.enter)
        #expect(app.text.hasPrefix(">Taps 1, count 1<"))
        #expect(evaluator.liveEvaluation?.session === session)
        #expect(evaluator.liveEvaluation?.positionState == nil)
        expectEqual(evaluator.liveEvaluation?.rootOrdinal, nil)
        #expect(session.errors.isEmpty)
    }
}
