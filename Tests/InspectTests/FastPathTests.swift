import Builders
import Inspect
import Testing
import Expectations

/// The fast path and the Mirror path give the same answers on the same trees.
@MainActor @Suite struct FastPathTests {
    @Test func chainPeelKeepsModifierOrderAroundACustomModifier() throws {
        let view = try Text("x").padding().modifier(Card()).opacity(0.5).tag(1).inspect()
        expectEqual(view.modifiers.map(\.name), ["padding", "padding", "border", "Card", "opacity", "tag"])
    }

    static func tree(_ name: String) -> any View {
        switch name {
        case "screen": Screen(showFooter: true)
        case "rows": Rows(count: 3)
        case "card": Text("c").modifier(Card()).tag(4)
        case "conditional": VStack { if true { Text("t").tag(1) } else { Image(systemName: "f") } }
        case "anyView": AnyView(HStack { Text("a").id(1); Toggle("On", isOn: .constant(true)) })
        case "customInChain": Text("x").padding().modifier(Card()).opacity(0.5).tag(1).accessibilityIdentifier("x")
        case "subscription": VStack { Text("s").tag(1).onReceive(PassthroughSubject<Int, Never>()) { _ in }.padding(); Text("t").tag(2) }
        case "longChain": paddedChain(Text("x").bold().tag(2), depth: 300)
        default: nestedInGroups(Text("d").tag(9), depth: 20)
        }
    }

    @Test(arguments: ["screen", "rows", "card", "conditional", "anyView", "customInChain", "subscription", "longChain", "deep"])
    func bothPathsDumpAndExtractTheSame(name: String) throws {
        let tree = Self.tree(name)
        let fast = inspect(tree)
        let mirror = inspect(tree, mirrorOnly: true)
        #expect(try fast.treeDump() == mirror.treeDump())
        #expect(try fast.jsonDump() == mirror.jsonDump())
        #expect(try fast.taggedItems(of: Int.self).map(\.description) == mirror.taggedItems(of: Int.self).map(\.description))
        expectEqual(fast.modifiers.map(\.name), mirror.modifiers.map(\.name))
    }
}
