import Builders
import Inspect
import Testing
import Expectations

// Previews of both eras, compiled as an app's files write them; `Preview.all` finds them.

#Preview("Greeting") {
    Text("Hello")
}

#Preview(traits: .sizeThatFitsLayout) {
    let name = "World"
    Text("Hello, \(name)")
}

#Preview("Switch", traits: .fixedLayout(width: 30, height: 4), .landscapeLeft) {
    @Previewable @State var isOn = true
    Toggle("Power", isOn: $isOn)
}

#Preview {
    // A brace in a comment } and in a string do not end the body.
    return Text("{ braces }")
}

struct GreetingCard_Previews: PreviewProvider {
    static var previews: some View {
        Text("Card")
            .previewDisplayName("Card, large")
            .previewLayout(.fixed(width: 40, height: 10))
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeRight)
    }
}

struct PlainCard_Previews: PreviewProvider {
    static var previews: some View {
        VStack { Text("Plain") }.environment(\.colorScheme, .dark)
    }
}

@MainActor @Suite struct PreviewTests {
    private var previews: [Preview] { Preview.all.filter { $0.module == "InspectTests" } }

    @Test func everyPreviewOfTheModuleIsFoundInFileOrderThenTheProviders() {
        let names = previews.map(\.name)
        // Four #Preview blocks in line order, then the two providers (named by the display name
        // a provider's view gives, else its type) sorted by type.
        expectEqual(names, ["Greeting", nil, "Switch", nil, "Card, large", "PlainCard_Previews"])
        let lines = previews.prefix(4).map(\.line)
        expectEqual(lines, [8, 12, 17, 22])
        expectEqual(previews.first?.fileID, "InspectTests/PreviewTests.swift")
    }

    @Test func aPreviewsContentIsInspectable() throws {
        let views = previews.map { inspect($0.makeView()) }
        expectEqual(try views[0].find(Text.self).string(), "Hello")
        expectEqual(try views[1].find(Text.self).string(), "Hello, World")
        expectEqual(try views[3].find(Text.self).string(), "{ braces }")
        expectEqual(try views[5].find(Text.self).string(), "Plain")
    }

    @Test func previewableStateLivesInAViewOfItsOwn() throws {
        let preview = try #require(previews.first { $0.name == "Switch" })
        let toggle = try inspect(preview.makeView()).find(Toggle<Text>.self)
        #expect(try toggle.isOn())
        #expect(String(describing: type(of: preview.makeView())).hasSuffix("PreviewContent"))
    }

    @Test func traitsGiveTheLayoutAndOrientation() {
        expectEqual(previews[0].layout, .device)
        expectEqual(previews[1].layout, .sizeThatFits)
        expectEqual(previews[2].layout, .fixed(width: 30, height: 4))
        expectEqual(previews[2].traits.map(\.setting), [.layout(.fixed(width: 30, height: 4)), .orientation(.landscapeLeft)])
    }

    @Test func previewModifiersAreTraitsTheInspectorNames() throws {
        let provider = try #require(previews.first { $0.name == "Card, large" })
        let names = try inspect(provider.makeView()).find(Text.self).modifiers.map(\.name)
        expectEqual(names, ["previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation"])
        let values = try inspect(provider.makeView()).find(Text.self).modifiers.map(\.value)
        expectEqual((values[1] as? _TraitWritingModifier<PreviewLayoutTraitKey>)?.value, .fixed(width: 40, height: 10))
        expectEqual((values[2] as? _TraitWritingModifier<PreviewDeviceTraitKey>)?.value, "iPhone 15")
    }

    @Test func thePreviewTraitsAreReadByTheirViewInspectorVerbs() throws {
        let provider = try #require(previews.first { $0.name == "Card, large" })
        let card = try inspect(provider.makeView()).find(Text.self)
        expectEqual(try card.previewDisplayName(), "Card, large")
        expectEqual(try card.previewLayout(), .fixed(width: 40, height: 10))
        expectEqual(try card.previewDevice(), "iPhone 15")
        expectEqual(try card.previewInterfaceOrientation(), .landscapeRight)
        expectThrows(InspectionError.self) { try Text("plain").inspect().previewDevice() }
    }
}
