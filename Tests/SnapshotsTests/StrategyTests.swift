import Builders
import Foundation
import Inspect
import Render
import Snapshots
import Testing
import Expectations

/// The counter screen the strategies are tried on: a bold title and a line of help.
struct CounterScreen: View {
    var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            Text("Tab: next")
        }
    }
}

/// Each strategy gives what it says: the dumps `inspect dump` prints, the drawn screen, its styles.
@MainActor @Suite struct StrategyTests {
    @Test func dumpIsTheTreeDumpInspectDumpPrints() throws {
        let strategy: Snapshotting<CounterScreen, String> = .dump
        #expect(try strategy.snapshot(CounterScreen()) == CounterScreen().inspect().treeDump())
        #expect(try Snapshotting<InspectableView, String>.dump.snapshot(CounterScreen().inspect()) == CounterScreen().inspect().treeDump())
        expectEqual(strategy.pathExtension, "txt")
    }

    @Test func jsonIsTheJSONDumpOneMemberALine() throws {
        let strategy: Snapshotting<Text, String> = .json
        let snapshot = try strategy.snapshot(Text("Hi"))
        let compact = try Text("Hi").inspect().jsonDump()
        // The same JSON value, laid out.
        let laidOut = try JSONSerialization.jsonObject(with: Data(snapshot.utf8)) as? NSDictionary
        let dumped = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
        expectEqual(laidOut, dumped)
        #expect(snapshot.hasPrefix("{\n  \"schema\": \"view-inspection/dump\",\n  \"version\": 1,\n  \"root\": {\n    \"kind\": \"text\",\n"))
        #expect(snapshot.hasSuffix("\n  }\n}\n"))
        expectEqual(strategy.pathExtension, "json")
    }

    @Test func linesIsTheScreenDrawnAtTheSize() throws {
        #expect(try Snapshotting<CounterScreen, String>.lines(width: 20).snapshot(CounterScreen()) == "Count: 0\nTab: next\n")
        // A height draws that many rows, blank ones included; a narrow width wraps the text.
        #expect(try Snapshotting<CounterScreen, String>.lines(width: 20, height: 4).snapshot(CounterScreen()) == "Count: 0\nTab: next\n\n\n")
        let inspected = try CounterScreen(count: 3).inspect()
        #expect(try Snapshotting<InspectableView, String>.lines(width: 20).snapshot(inspected) == Renderer.render(inspected, width: 20).canvas.plainText + "\n")
    }

    @Test func svgIsTheScreensPicture() throws {
        let strategy: Snapshotting<CounterScreen, String> = .svg(width: 20)
        let canvas = try Renderer.render(CounterScreen(), width: 20).canvas
        expectEqual(try strategy.snapshot(CounterScreen()), canvas.svg())
        expectEqual(strategy.pathExtension, "svg")
        #expect(try Snapshotting<InspectableView, String>.svg(width: 20).snapshot(CounterScreen().inspect()) == canvas.svg())
    }

    @Test func styledLinesWritesEachRunOfStyledCells() throws {
        #expect(try Snapshotting<CounterScreen, String>.styledLines(width: 20).snapshot(CounterScreen()) == """
            Count: 0
            Tab: next

            styles:
            row 1, columns 1-8: bold

            """)
        let colours = VStack(alignment: .leading) {
            Text("plain")
            HStack(spacing: 0) {
                Text("red").foregroundColor(.red)
                Text(" ")
                Text("x").italic().underline()
            }
        }
        #expect(try styledLines(colours, width: 10) == """
            plain
            red x

            styles:
            row 2, columns 1-3: foreground red
            row 2, column 5: italic, underline

            """)
        expectEqual(try styledLines(Text("plain"), width: 10), "plain\n\nstyles:\nnone\n")
    }

    /// `view`'s `.styledLines` snapshot at `width`.
    func styledLines<V: View>(_ view: V, width: Int) throws -> String {
        try Snapshotting<V, String>.styledLines(width: width).snapshot(view)
    }

    @Test func aScreensMismatchShowsTheRowsThatDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-screen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strategy: Snapshotting<CounterScreen, String> = .lines(width: 20)
        _ = verifySnapshot(of: CounterScreen(), as: strategy, named: "counter", environment: [:], snapshotDirectory: folder)
        let failure = verifySnapshot(of: CounterScreen(count: 1), as: strategy, named: "counter", environment: [:], snapshotDirectory: folder, function: "aScreensMismatchShowsTheRowsThatDiffer()")
        expectEqual(failure, .mismatch(reference: folder + "/aScreensMismatchShowsTheRowsThatDiffer.counter.txt", difference: "- 1 │Count: 0\n+ 1 │Count: 1"))
    }

    @Test func aPullbackSnapshotsAnotherTypeThroughTheView() throws {
        let byCount: Snapshotting<Int, String> = Snapshotting<CounterScreen, String>.lines(width: 20).pullback { CounterScreen(count: $0) }
        expectEqual(try byCount.snapshot(7), "Count: 7\nTab: next\n")
        expectEqual(byCount.pathExtension, "txt")
    }
}
