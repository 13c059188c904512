import Builders
import Testing
import Expectations

@MainActor @Suite struct ForEachTests {
    struct Fruit: Identifiable {
        var id: String
        var calories: Int
    }

    @Test func rangeForEachIsIdentifiedByOffset() throws {
        let view = ForEach(0..<3) { i in Text("row \(i)") }
        expectEqual(typeName(view), "ForEach<Range<Int>, Int, Text>")
        expectEqual(descendant(view, "data") as? Range<Int>, 0..<3)
        let generator = try #require(descendant(view, "idGenerator"))
        expectEqual(String(describing: generator), "offset")
        expectEqual(descendant(view.content(2), "storage", "anyTextStorage", "key", "key") as? String, "row %lld")
    }

    @Test func identifiableForEachIsIdentifiedByItsIDKeyPath() throws {
        let fruits = [Fruit(id: "apple", calories: 52), Fruit(id: "pear", calories: 57)]
        let view = ForEach(fruits) { fruit in Text(fruit.id).tag(fruit.calories) }
        expectEqual(typeName(view), "ForEach<Array<Fruit>, String, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        guard case .keyPath(let keyPath) = view.idGenerator else {
            Issue.record("expected a key path generator, found \(view.idGenerator)")
            return
        }
        // The key path itself, not only its values: `\.id` as SwiftUI's initialiser for
        // Identifiable data forms it, generically, through the protocol's requirement.
        expectEqual(keyPath, identifiableID(Fruit.self))
        expectEqual(fruits.map { $0[keyPath: keyPath] }, ["apple", "pear"])
        expectEqual(descendant(view.content(fruits[1]), "modifier", "value", "tagged") as? Int, 57)
    }

    @Test func selfIdentifiedForEachUsesTheElementAsItsID() throws {
        let view = ForEach(["x", "y"], id: \.self) { Text($0) }
        guard case .keyPath(let keyPath) = view.idGenerator else {
            Issue.record("expected a key path generator, found \(view.idGenerator)")
            return
        }
        // `\.self`, the key path the call passed: a key path that merely reads "y" from "y"
        // (`\.description`, say) is another key path.
        expectEqual(keyPath, \String.self)
        #expect(keyPath != \String.description)
        expectEqual(view.data.count, 2)
    }
}

/// `\.id` formed by generic code over Identifiable data, as the initialiser forms it: a
/// component through `Identifiable.id`, which is not equal to the concrete `\Fruit.id`.
private func identifiableID<Element: Identifiable>(_: Element.Type) -> KeyPath<Element, Element.ID> {
    \Element.id
}
