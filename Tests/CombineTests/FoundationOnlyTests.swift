import CombineCore
import Testing
import Expectations

@Suite struct FoundationOnlyTests {
    @Test func aModelWithOnlyTheFoundationImportWorks() {
        let loop = MainLoop(clock: .manual)
        let model = loop.whileCurrent { FoundationOnlyModel() }
        var changes = 0
        let token = model.objectWillChange.sink { changes += 1 }
        loop.whileCurrent { model.query = "swift" }
        loop.advance(to: loop.now + 250_000_000)
        expectEqual(model.lastSearch, "swift")
        expectEqual(changes, 2)
        token.cancel()
    }
}
