import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// Swift's contextual keywords (`open`, `final`, `lazy`, `some`, `get`…) are names everywhere but
/// where they modify a declaration; only reserved words need backticks.
@MainActor @Suite struct ContextualKeywordNameTests {
    nonisolated static let words = ["open", "final", "required", "lazy", "convenience", "override", "mutating", "nonmutating", "dynamic", "nonisolated", "indirect", "weak", "unowned", "optional", "some", "any", "get", "set", "willSet", "didSet", "prefix", "postfix", "infix", "package", "isolated", "consuming", "borrowing", "async", "actor", "distributed"]

    func error(_ source: String) -> String? {
        scriptError { try read(source, file: "v.swift") }?.description
    }

    @Test func anAccessorMarkedMutatingOrNonmutatingIsReadAsTheAccessor() throws {
        let source = """
            struct Box: View {
                var count: Int {
                    get { 3 }
                    nonmutating set { }
                }
                var label: String {
                    mutating get { "m" }
                }
                var body: some View { Text("\\(count)\\(label)") }
            }
            Box()
            """
        expectEqual(try inspect(body(of: read(source))).text().string(), "3m")
    }

    @Test func everyContextualKeywordIsAParameterAndArgumentLabel() throws {
        let source = """
            func total(open: Int, final: Int, required: Int, lazy: Int, convenience: Int, override: Int, mutating: Int, nonmutating: Int, dynamic: Int, nonisolated: Int, indirect: Int, weak: Int, unowned: Int, optional: Int, some: Int, any: Int, get: Int, set: Int, willSet: Int, didSet: Int, prefix: Int, postfix: Int, infix: Int, package: Int, isolated: Int, consuming: Int, borrowing: Int, async: Int, actor: Int, distributed: Int) -> Int {
                open + final + required + lazy + convenience + override + mutating + nonmutating + dynamic + nonisolated + indirect + weak + unowned + optional + some + any + get + set + willSet + didSet + prefix + postfix + infix + package + isolated + consuming + borrowing + async + actor + distributed
            }
            Text("\\(total(open: 0, final: 1, required: 2, lazy: 3, convenience: 4, override: 5, mutating: 6, nonmutating: 7, dynamic: 8, nonisolated: 9, indirect: 10, weak: 11, unowned: 12, optional: 13, some: 14, any: 15, get: 16, set: 17, willSet: 18, didSet: 19, prefix: 20, postfix: 21, infix: 22, package: 23, isolated: 24, consuming: 25, borrowing: 26, async: 27, actor: 28, distributed: 29))")
            """
        let expected = (0..<Self.words.count).reduce(0, +)
        expectEqual(try inspect(read(source)).text().string(), "\(expected)")
    }

    @Test(arguments: ContextualKeywordNameTests.words)
    func aContextualKeywordIsAnEnumCaseAMemberALocalAndAClosureParameter(word: String) throws {
        let source = """
            enum Door { case \(word), closed }
            struct Item { let \(word): Int }
            struct Entry: View {
                @State private var door: Door = .\(word)
                var body: some View {
                    let \(word) = Item(\(word): 4)
                    VStack {
                        switch door {
                        case .\(word): Text("the case")
                        case .closed: Text("closed")
                        }
                        Text(door == .\(word) ? "same" : "other")
                        Text("\\(\(word).\(word))")
                        ForEach([7], id: \\.self) { \(word) in Text("\\(\(word))") }
                    }
                }
            }
            Entry()
            """
        let stack = try inspect(body(of: read(source))).vStack()
        #expect(try stack.text(0).string() == "the case", "\(word)")
        #expect(try stack.text(1).string() == "same", "\(word)")
        #expect(try stack.text(2).string() == "4", "\(word)")
        #expect(try stack.forEach(3).text(0).string() == "7", "\(word)")
    }

    @Test func contextualModifiersBeforeADeclarationAreReadPast() throws {
        let source = """
            @Observable final class Store {
                var open = true
                nonisolated init() {}
            }
            indirect enum Tree { case leaf; indirect case node(Tree) }
            struct Panel: View {
                nonisolated var count: Int { 2 }
                dynamic var label = "panel"
                nonisolated(unsafe) static var shared = 3
                private(set) var open = true
                lazy var later = 1
                nonisolated func twice(_ value: Int) -> Int { value * 2 }
                package var store = Store()
                var body: some View {
                    Text("\\(label) \\(twice(count)) \\(Panel.shared) \\(open) \\(store.open)")
                }
            }
            Panel()
            """
        expectEqual(try inspect(body(of: read(source))).text().string(), "panel 4 3 true true")
    }

    @Test func aContextualModifierAloneOnItsLineModifiesTheDeclarationOnTheNext() throws {
        let source = """
            struct Panel: View {
                nonisolated
                func twice(_ value: Int) -> Int { value * 2 }
                @MainActor
                dynamic
                var label = "panel"
                var body: some View {
                    Text("\\(label) \\(twice(2))")
                }
            }
            Panel()
            """
        expectEqual(try inspect(body(of: read(source))).text().string(), "panel 4")
    }

    @Test func reservedWordsReadAsNamesInBackticks() throws {
        let source = """
            enum Kind { case `default`, `class` }
            struct Labels: View {
                @State private var `default` = 5
                let kind: Kind = .class
                var body: some View {
                    let `in` = "in"
                    Text("\\(`default`) \\(`in`) \\(kind == .`class` ? "class" : "default")")
                }
            }
            Labels()
            """
        expectEqual(try inspect(body(of: read(source))).text().string(), "5 in class")
    }

    @Test func aReservedWordAsANameWithoutBackticksSaysWhatWasFound() {
        #expect(error("struct A: View {\n    @State private var class = 1\n    var body: some View { Text(\"a\") }\n}\nA()")?
            .hasPrefix("v.swift:2:24: error: expected a property name, found 'class'\n") == true)
    }
}
