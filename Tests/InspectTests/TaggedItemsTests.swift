import Builders
import Inspect
import Testing

@Suite struct TaggedItemsTests {
    @Test func classicBlockGivesTextsAndTagsInOrder() throws {
        @ViewBuilder func classic() -> some View {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
        let items = try classic().inspect().taggedItems(of: Int.self)
        #expect(items.map(\.text) == ["First", "Second", "Third"])
        #expect(items.map(\.tag) == [.value(0), .value(1), .value(2)])
    }

    @Test func tagIsFoundThroughModifiersInAnyOrder() throws {
        @ViewBuilder func styled() -> some View {
            Text("a").bold().tag(1).padding().id(3)
            Text("b").tag(2).opacity(0.5).border(.red)
            Text("c").padding().padding().tag(3)
        }
        #expect(try styled().inspect().taggedItems(of: Int.self).map(\.tag.value) == [1, 2, 3])
    }

    @Test func forEachGivesImplicitTagsAndAnExplicitTagWins() throws {
        @ViewBuilder func list() -> some View {
            ForEach(0..<2) { i in Text("offset \(i)") }
            ForEach([Fruit(id: "f1", name: "Fig")]) { fruit in Text(fruit.name) }
            ForEach([5, 6], id: \.self) { n in Text("n\(n)").tag(n * 10) }
        }
        let items = try list().inspect()
        #expect(try items.taggedItems(of: Int.self).map(\.tag) == [.value(0), .value(1), .otherType("f1", typeName: "String"), .value(50), .value(60)])
        #expect(try items.taggedItems(of: String.self).map(\.tag.value) == [nil, nil, "f1", nil, nil])
    }

    @Test func conditionalsOptionalsGroupsAnyViewsAndCustomViewsAreFlattened() throws {
        let flag = true
        @ViewBuilder func mixed() -> some View {
            if flag { Text("yes").tag(1) } else { Text("no").tag(2) }
            if !flag { Text("hidden").tag(3) }
            Group { Text("g").tag(4); AnyView(Text("any").tag(5)) }
            Rows(count: 2)
        }
        let items = try mixed().inspect().taggedItems(of: Int.self)
        #expect(items.map(\.text) == ["yes", "g", "any", "row 0", "row 1"])
        #expect(items.map(\.tag.value) == [1, 4, 5, 0, 1])
    }

    @Test func modifiersOnAGroupApplyToEachOfItsItems() throws {
        let items = try Group { Text("a"); Text("b") }.tag(7).inspect().taggedItems(of: Int.self)
        #expect(items.map(\.tag) == [.value(7), .value(7)])
    }

    @Test func untaggedAndOtherTypedItemsAreReportedNotDropped() throws {
        @ViewBuilder func odd() -> some View {
            Text("int").tag(1)
            Text("none")
            Text("string").tag("s")
            Image(systemName: "star").tag(2)
        }
        let items = try odd().inspect().taggedItems(of: Int.self)
        #expect(items.map(\.tag) == [.value(1), .untagged, .otherType("s", typeName: "String"), .value(2)])
        #expect(items.map(\.text) == ["int", "none", "string", nil])
    }

    @Test func optionalSelectionMatchesTagsOfItsWrappedType() throws {
        let items = try Text("a").tag(1).inspect().taggedItems(of: Int?.self)
        #expect(items.map(\.tag) == [.value(1)])
        #expect(try Text("a").tag(1).inspect().taggedItems(of: Int64.self).map(\.tag) == [.otherType(1, typeName: "Int")])
    }

    @Test func stackAndButtonItemsTakeTheTextOfTheirLabel() throws {
        @ViewBuilder func labelled() -> some View {
            HStack { Image(systemName: "star"); Text("Star") }.tag(1)
            Button("Go") {}.tag(2)
        }
        let items = try labelled().inspect().taggedItems(of: Int.self)
        #expect(items.map(\.text) == ["Star", "Go"])
        #expect(items.map(\.view.kind) == [.hStack, .button])
    }

    @Test func extractionWorksSixtyFourAndTwoHundredGroupsDeep() throws {
        for depth in [64, 200] {
            let tree = nestedInGroups(Text("deep").tag(depth), depth: depth)
            let items = try inspect(tree).taggedItems(of: Int.self)
            #expect(items.map(\.tag) == [.value(depth)])
            #expect(items.map(\.text) == ["deep"])
        }
    }
}

@Suite struct EmptyViewListTests {
    @Test func emptyViewsContributeNoItems() throws {
        @ViewBuilder func sparse() -> some View {
            EmptyView()
            Text("only").tag(1)
            Group {}
        }
        #expect(try sparse().inspect().taggedItems(of: Int.self).map(\.text) == ["only"])
        #expect(try EmptyView().inspect().viewList().isEmpty)
    }
}
