import Builders
import Testing

@Suite struct ForEachTests {
    struct Fruit: Identifiable {
        var id: String
        var calories: Int
    }

    @Test func rangeForEachIsIdentifiedByOffset() throws {
        let view = ForEach(0..<3) { i in Text("row \(i)") }
        #expect(typeName(view) == "ForEach<Range<Int>, Int, Text>")
        #expect(descendant(view, "data") as? Range<Int> == 0..<3)
        let generator = try #require(descendant(view, "idGenerator"))
        #expect(String(describing: generator) == "offset")
        #expect(descendant(view.content(2), "storage", "anyTextStorage", "key", "key") as? String == "row %lld")
    }

    @Test func identifiableForEachIsIdentifiedByItsIDKeyPath() throws {
        let fruits = [Fruit(id: "apple", calories: 52), Fruit(id: "pear", calories: 57)]
        let view = ForEach(fruits) { fruit in Text(fruit.id).tag(fruit.calories) }
        #expect(typeName(view) == "ForEach<Array<Fruit>, String, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
        guard case .keyPath(let keyPath) = view.idGenerator else {
            Issue.record("expected a key path generator, found \(view.idGenerator)")
            return
        }
        #expect(fruits.map { $0[keyPath: keyPath] } == ["apple", "pear"])
        #expect(descendant(view.content(fruits[1]), "modifier", "value", "tagged") as? Int == 57)
    }

    @Test func selfIdentifiedForEachUsesTheElementAsItsID() throws {
        let view = ForEach(["x", "y"], id: \.self) { Text($0) }
        guard case .keyPath(let keyPath) = view.idGenerator else {
            Issue.record("expected a key path generator, found \(view.idGenerator)")
            return
        }
        #expect("y"[keyPath: keyPath] == "y")
        #expect(view.data.count == 2)
    }
}
