import Builders
import Inspect
import Script
import Testing
import Expectations

/// An implicit member chain of Color, `.black.opacity(0.2)` (SE-0287: the chain's result
/// is the context's type, so Swift picks Color's own `opacity(_:)`), reads as compiled code builds it.
@MainActor @Suite struct ImplicitMemberChainReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"Text("a").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)"#, Text("a").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)),
        (#"Text("a").foregroundColor(.red.opacity(0.5))"#, Text("a").foregroundColor(.red.opacity(0.5))),
        (#"Text("a").background(.blue.opacity(0.25))"#, Text("a").background(.blue.opacity(0.25))),
        (#"Rectangle().fill(.green.opacity(0.3))"#, Rectangle().fill(.green.opacity(0.3))),
    ] }

    @Test(arguments: 0..<forms.count)
    func aColorMemberChainReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        let read = try read(source)
        #expect(typeName(read) == typeName(compiled), "\(source)")
        #expect(MirrorDump.string(of: read) == MirrorDump.string(of: compiled), "\(source)")
    }

    @Test func anOpacityOfAMemberThatIsNoColorIsReportedAtTheCall() throws {
        let error = scriptError { try read(#"Text("a").font(.title.opacity(0.5))"#) }
        expectEqual(error?.message, "value of type '.title' has no method 'opacity' the reader knows")
        expectEqual(error?.location.column, 23)
    }
}
