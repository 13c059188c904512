import Builders
import Testing
import Expectations

@MainActor @Suite struct ViewBuilderTests {
    @Test func twoChildrenBuildATupleViewOfBoth() {
        @ViewBuilder func two() -> some View {
            Text("a")
            Image(systemName: "b")
        }
        expectEqual(typeName(two()), "TupleView<(Text, Image)>")
    }

    @Test func sixtyFourChildrenBuildOneTupleViewWithSixtyFourElements() throws {
        @ViewBuilder func many() -> some View {
            Text("0").tag(0)
            Text("1").tag(1)
            Text("2").tag(2)
            Text("3").tag(3)
            Text("4").tag(4)
            Text("5").tag(5)
            Text("6").tag(6)
            Text("7").tag(7)
            Text("8").tag(8)
            Text("9").tag(9)
            Text("10").tag(10)
            Text("11").tag(11)
            Text("12").tag(12)
            Text("13").tag(13)
            Text("14").tag(14)
            Text("15").tag(15)
            Text("16").tag(16)
            Text("17").tag(17)
            Text("18").tag(18)
            Text("19").tag(19)
            Text("20").tag(20)
            Text("21").tag(21)
            Text("22").tag(22)
            Text("23").tag(23)
            Text("24").tag(24)
            Text("25").tag(25)
            Text("26").tag(26)
            Text("27").tag(27)
            Text("28").tag(28)
            Text("29").tag(29)
            Text("30").tag(30)
            Text("31").tag(31)
            Text("32").tag(32)
            Text("33").tag(33)
            Text("34").tag(34)
            Text("35").tag(35)
            Text("36").tag(36)
            Text("37").tag(37)
            Text("38").tag(38)
            Text("39").tag(39)
            Text("40").tag(40)
            Text("41").tag(41)
            Text("42").tag(42)
            Text("43").tag(43)
            Text("44").tag(44)
            Text("45").tag(45)
            Text("46").tag(46)
            Text("47").tag(47)
            Text("48").tag(48)
            Text("49").tag(49)
            Text("50").tag(50)
            Text("51").tag(51)
            Text("52").tag(52)
            Text("53").tag(53)
            Text("54").tag(54)
            Text("55").tag(55)
            Text("56").tag(56)
            Text("57").tag(57)
            Text("58").tag(58)
            Text("59").tag(59)
            Text("60").tag(60)
            Text("61").tag(61)
            Text("62").tag(62)
            Text("63").tag(63)
        }
        let view = many()
        let element = "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>"
        expectEqual(typeName(view), "TupleView<(" + Array(repeating: element, count: 64).joined(separator: ", ") + ")>")
        let value = try #require(descendant(view, "value"))
        expectEqual(Mirror(reflecting: value).children.count, 64)
        expectEqual(descendant(view, "value", ".63", "modifier", "value", "tagged") as? Int, 63)
        expectEqual(descendant(view, "value", ".63", "content", "storage", "anyTextStorage", "key", "key") as? String, "63")
    }

    @Test func ifElseTakesTheLiveBranch() {
        @ViewBuilder func pick(_ flag: Bool) -> some View {
            if flag {
                Text("yes")
            } else {
                Text("no").bold()
            }
        }
        #expect(descendant(pick(true), "storage", "trueContent") != nil)
        #expect(descendant(pick(true), "storage", "falseContent") == nil)
        #expect(descendant(pick(false), "storage", "falseContent") != nil)
    }

    // The compiler treats an if/else-if/else chain like a switch of three cases
    // and balances it: ((A | B) | C), so the first two branches share the
    // `trueContent` side. SwiftUI gets the same shape from the same transform.
    @Test func elseIfChainBuildsABalancedTreeOfConditionals() {
        @ViewBuilder func grade(_ score: Int) -> some View {
            if score > 90 {
                Text("A")
            } else if score > 50 {
                Image(systemName: "b")
            } else {
                EmptyView()
            }
        }
        expectEqual(typeName(grade(0)), "_ConditionalContent<_ConditionalContent<Text, Image>, EmptyView>")
        #expect(descendant(grade(95), "storage", "trueContent", "storage", "trueContent") is Text)
        #expect(descendant(grade(70), "storage", "trueContent", "storage", "falseContent") is Image)
        #expect(descendant(grade(10), "storage", "falseContent") is EmptyView)
    }

    enum Shape { case circle, square, line }

    @Test func switchBuildsNestedConditionalsAndTakesTheMatchingCase() {
        @ViewBuilder func draw(_ shape: Shape) -> some View {
            switch shape {
            case .circle: Text("circle")
            case .square: Image(systemName: "square")
            case .line: Divider()
            }
        }
        expectEqual(typeName(draw(.circle)), "_ConditionalContent<_ConditionalContent<Text, Image>, Divider>")
        #expect(descendant(draw(.square), "storage", "trueContent", "storage", "falseContent") is Image)
        #expect(descendant(draw(.line), "storage", "falseContent") is Divider)
    }

    @Test func availabilityCheckErasesItsBranchToAnyView() {
        @ViewBuilder func modern() -> some View {
            if #available(macOS 999, iOS 999, *) {
                Text("new")
            } else {
                Text("old").italic()
            }
        }
        expectEqual(typeName(modern()), "_ConditionalContent<AnyView, Text>")
        #expect(descendant(modern(), "storage", "trueContent", "storage", "view") is Text)
    }

    @Test func ifWithoutElseIsNilWhenFalse() {
        @ViewBuilder func maybe(_ flag: Bool) -> some View {
            Text("always")
            if flag { Text("sometimes") }
        }
        expectEqual(typeName(maybe(false)), "TupleView<(Text, Optional<Text>)>")
        #expect(descendant(maybe(false), "value", ".1", "some") == nil)
        #expect(descendant(maybe(true), "value", ".1", "some") is Text)
    }

    @Test func anyViewIsNotWrappedTwice() throws {
        let inner = AnyView(Text("a"))
        expectEqual(typeName(try #require(descendant(AnyView(inner), "storage"))), "AnyViewStorage<Text>")
    }
}
