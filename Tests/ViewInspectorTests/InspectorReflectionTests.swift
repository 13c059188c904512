import Combine
import SwiftUI
import Testing
import ViewInspector
import Expectations

private struct Box<T> {}

private struct Pair {
    let name = "pin"
    let sizes = [3, 5]
    let none: [Int] = []
}

private final class Node {
    var next: Node?
    var mark = 1
}

private class Base { var tag = "b" }
private final class Derived: Base { var extra = 2 }

private struct Greeting: View {
    let names = ["Ada"]
    var body: some View { Text(names[0]) }
}

@MainActor @Suite struct InspectorReflectionTests {
    @Test func typeNamesKeepOrDropTheirGenericArguments() {
        expectEqual(Inspector.typeName(value: Box<Int>()), "Box<Int>")
        expectEqual(Inspector.typeName(value: Box<Int>(), generics: .remove), "Box")
        expectEqual(Inspector.typeName(value: Box<Int>(), generics: .customViewPlaceholder), "Box<EmptyView>")
        // The `>` of a function type's arrow does not close the list.
        expectEqual(Inspector.typeName(type: Box<(String) -> Void>.self, generics: .remove), "Box")
        expectEqual(Inspector.typeName(value: (Box<Int>(), Box<String>()), generics: .remove), "(Box, Box)")
        expectEqual(Inspector.typeName(value: Int.self), "Any.Type")
    }

    @Test func namespacedNamesPutThePackagesViewsInSwiftUI() {
        expectEqual(Inspector.typeName(type: Text.self, namespaced: true), "SwiftUI.Text")
        expectEqual(Inspector.typeName(type: [Text].self, namespaced: true), "Swift.Array<SwiftUI.Text>")
        // A private type's name has no `(unknown context at …)`.
        expectEqual(Inspector.typeName(type: Box<Int>.self, namespaced: true), "ViewInspectorTests.Box<Swift.Int>")
    }

    @Test func aTupleViewIsToldFromAPlainTuple() throws {
        let stack = HStack { Text("a"); Text("b") }
        #expect(Inspector.isTupleView(try Inspector.attribute(path: "_tree|content", value: stack)))
        #expect(!Inspector.isTupleView((1, 2)))
    }

    @Test func guardTypeThrowsUnlessTheNameHasAPrefix() throws {
        try Inspector.guardType(value: "abc", namespacedPrefixes: ["Swift.String"], inspectionCall: "string()")
        expectThrows(InspectionError.valueTypeMismatch(found: "Swift.String", expected: "Swift.Int")) {
            try Inspector.guardType(value: "abc", namespacedPrefixes: ["Swift.Int"], inspectionCall: "int()")
        }
    }

    @Test func rebindingReadsTheSameBytesOrRefusesAnotherSize() throws {
        expectEqual(try Inspector.unsafeMemoryRebind(value: UInt8(1), type: Bool.self), true)
        expectThrows(InspectionError.notSupported("Unable to rebind value of type Swift.Int to Swift.Bool")) {
            try Inspector.unsafeMemoryRebind(value: 8, type: Bool.self)
        }
    }

    @Test func printWritesLeavesCollectionsAndABodySortedByLabel() {
        // Keys sort: "body: …" before "names: …"; an array lists its elements by index.
        expectEqual(Inspector.print(Greeting()), """
            Greeting
              body: Text
                modifiers: Array<Modifier> = []
                storage: Storage
                  verbatim: String = Ada
              names: Array<String>
                [0] = Ada

            """)
        expectEqual(Inspector.print(Pair()), """
            Pair
              name: String = pin
              none: Array<Int> = []
              sizes: Array<Int>
                [0] = 3
                [1] = 5

            """)
    }

    @Test func printStopsAtAnObjectMetAgainAndWalksSuperclasses() {
        let node = Node()
        node.next = node
        defer { node.next = nil }  // the cycle the test makes, broken so that nothing leaks
        expectEqual(Inspector.print(node), """
            Node
              mark: Int = 1
              next: Optional<Node>
                some: Node = { cyclic reference }

            """)
        expectEqual(Inspector.print(Derived()), """
            Derived
              extra: Int = 2
              tag: String = b

            """)
    }

    @Test func unwrapPeelsModifiersAndKeepsThem() throws {
        let view = Text("abc").padding().onReceive(PassthroughSubject<Int, Never>()) { _ in }
        let content = try Inspector.unwrap(view: view, medium: .empty)
        expectEqual(try (content.view as? Text)?.inspect().text().string(), "abc")
        // The padding; onReceive wraps the view in a SubscriptionView, not a view modifier.
        expectEqual(content.medium.viewModifiers.count, 1)
    }

    @Test func aBlocksModifiersAreTheBlocksInTheMediumThoughEachViewHasThem() throws {
        struct Padded<Content: View>: View {
            typealias Body = ModifiedContent<Content, _PaddingLayout>
            let content: Content
            var body: Body { content.padding() }
        }
        // One view: the padding is its own. A block of two: SwiftUI pads each, and the medium
        // counts the padding as the block's, as ViewInspector's does.
        let one = try Padded(content: Text("a").offset(x: 1)).inspect().text()
        expectEqual(one.content.medium.viewModifiers.count, 2)
        let block = try Padded(content: TupleView((Text("a").offset(x: 1), Text("b")))).inspect()
        expectEqual(try block.text(0).content.medium.viewModifiers.count, 1)
        expectEqual(try block.text(1).content.medium.viewModifiers.count, 0)
        expectEqual(try block.text(1).modifiers.map(\.name), ["padding"])
    }

    @Test func modifierAttributeReadsBelowTheModifierOrNamesTheCall() throws {
        let view = EmptyView().padding(7)
        let insets = try view.inspect().emptyView().modifierAttribute(
            modifierName: "_PaddingLayout", path: "modifier|insets", type: Optional<EdgeInsets>.self, call: "padding")
        expectEqual(insets, EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7))
        expectThrows(InspectionError.modifierNotFound(parent: "EmptyView", modifier: "test", index: 0)) {
            try view.inspect().emptyView().modifierAttribute(modifierLookup: { $0.modifierType.hasPrefix("_Offset") }, path: "modifier", type: Int.self, call: "test")
        }
        expectThrows(InspectionError.self) {
            try view.inspect().emptyView().modifierAttribute(modifierLookup: { _ in true }, path: "wrong", type: Int.self, call: "test")
        }
    }
}
