import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// `throw` of the file's own Error types, `throws`/`rethrows` functions, `try`, `try?`, `try!`,
/// and `do`/`catch` with patterns, as Swift runs them.
@MainActor @Suite struct ErrorHandlingReaderTests {
    static let declarations = """
        enum Failure: Error { case empty, tooLong(Int) }
        func check(_ s: String) throws -> String {
            if s.isEmpty { throw Failure.empty }
            if s.count > 3 { throw Failure.tooLong(s.count) }
            return s
        }
        func twice(_ body: () throws -> String) rethrows -> String { try body() + (try body()) }
        func describe(_ s: String) -> String {
            do {
                return try check(s)
            } catch Failure.tooLong(let n) where n > 4 {
                return "much too long \\(n)"
            } catch .tooLong(let n) {
                return "too long \\(n)"
            } catch {
                return "failed: \\(error)"
            }
        }

        """

    @Test func aThrownErrorReachesTheFirstCatchThatMatchesIt() throws {
        let root = try inspect(read(Self.declarations + """
            VStack {
                Text(describe("ab"))
                Text(describe(""))
                Text(describe("abcd"))
                Text(describe("abcdef"))
            }
            """))
        for text in ["ab", "failed: empty", "too long 4", "much too long 6"] {
            #expect((try? root.find(text: text)) != nil, "\(text)")
        }
    }

    @Test func tryQuestionMarkMakesNilAndTryBangGivesTheValue() throws {
        let root = try inspect(read(Self.declarations + """
            VStack {
                Text((try? check("")) ?? "none")
                Text(try! check("x"))
                Text((try? twice { try check("ok") }) ?? "none")
            }
            """))
        for text in ["none", "x", "okok"] {
            #expect((try? root.find(text: text)) != nil, "\(text)")
        }
    }

    @Test func anErrorTryBangMeetsIsReportedWhereTheTryIs() {
        let error = scriptError { try read(Self.declarations + #"Text(try! check(""))"#) }
        expectEqual(error?.message, "'try!' met an error: empty")
        expectEqual(error?.location.line, 19)
        expectEqual(error?.location.column, 6)
    }

    @Test func anErrorNothingCatchesIsReportedWhereItWasThrown() throws {
        let source = Self.declarations + """
            struct Form: View {
                @State private var text = ""
                var body: some View {
                    Button("Check \\(text)") { text = try! check("") }
                }
            }
            #Preview { Form() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "form.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 2) }
        let app = open(reading.view)
        app.press(.enter)
        expectEqual(reading.session.errors, ["form.swift:22:42: 'try!' met an error: empty"])
    }

    @Test func aCatchWithoutDoIsReportedAsUnsupported() {
        let error = scriptError { try read("func f() { catch { } }\nText(\"a\")") }
        expectEqual(error?.message, "not supported by the reader: 'catch' without 'do'")
    }
}
