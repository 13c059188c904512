import Builders
import Inspect
import Testing
import Expectations

/// The inspector names the looks and animation modifiers and reads their values.
@MainActor @Suite struct LooksAndAnimationVerbTests {
    private func names(_ view: InspectableView) -> [String] { view.modifiers.map(\.name) }

    @Test func fontModifiersOfAnyViewAreNamedByWhatTheyChange() throws {
        let view = VStack { Text("a") }.bold().italic().fontWeight(.light).fontDesign(.rounded).monospaced().monospacedDigit()
        expectEqual(names(try view.inspect()), ["bold", "italic", "fontWeight", "fontDesign", "monospaced", "monospacedDigit"])
        let cleared = VStack { Text("a") }.fontWeight(nil).bold(false).italic(false).fontDesign(nil).monospaced(false)
        expectEqual(names(try cleared.inspect()), ["fontWeight", "bold", "italic", "fontDesign", "monospaced"])
        expectEqual(names(try Text("a").fontDesign(.serif).monospaced().inspect()), ["fontDesign", "monospaced"])
    }

    @Test func aViewsWeightSlantAndDesignPassDownAndTheInnermostWins() throws {
        let view = VStack {
            Text("plain")
            Text("light").fontWeight(.light)
            Text("own").bold()
            HStack { Text("inner") }.fontWeight(nil)
        }
        .bold().italic().fontDesign(.serif)
        let stack = try view.inspect().vStack()
        #expect(stack.isBold() && stack.isItalic())
        expectEqual(try stack.text(0).fontWeight(), .bold)
        expectEqual(try stack.text(0).fontDesign(), .serif)
        expectEqual(try stack.text(1).fontWeight(), .light)
        #expect(!(try stack.text(1).isBold()))
        #expect(try stack.text(2).isBold())
        #expect(!(try stack.hStack(3).text(0).isBold()))
        #expect(try stack.hStack(3).text(0).isItalic())
        expectThrows(InspectionError.self) { try Text("x").inspect().text().fontWeight() }
        expectEqual(try Text("x").font(.system(size: 12, weight: .heavy)).inspect().text().fontWeight(), .heavy)
        #expect(try Text("x").font(.body.italic()).inspect().text().isItalic())
        #expect(try VStack { Text("x") }.monospaced().inspect().vStack().text(0).isMonospaced())
    }

    @Test func geometryEffectsAreReadWithViewInspectorsVerbs() throws {
        let view = try Text("x").scaleEffect(1.5, anchor: .topLeading).rotationEffect(.degrees(30))
            .rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0), anchorZ: 2).blur(radius: 4).inspect()
        expectEqual(names(view), ["scaleEffect", "rotationEffect", "rotation3DEffect", "blur"])
        expectEqual(try view.scaleEffect(), CGSize(width: 1.5, height: 1.5))
        expectEqual(try view.scaleEffectAnchor(), .topLeading)
        expectEqual(try view.rotation().angle, .degrees(30))
        expectEqual(try view.rotation().anchor, .center)
        let turned = try view.rotation3D()
        #expect(turned.axis == (x: 1, y: 0, z: 0) && turned.anchorZ == 2 && turned.perspective == 1)
        expectEqual(try view.blur().radius, 4)
        expectThrows(InspectionError.attributeNotFound("the modifier rotationEffect", in: "Text", path: "text()")) {
            try Text("x").inspect().rotation()
        }
    }

    @Test func symbolAndTextEnvironmentValuesAreReadBelowTheirWriters() throws {
        let view = VStack { Image(systemName: "star") }
            .symbolVariant(.circle).symbolVariant(.fill).symbolRenderingMode(.hierarchical).minimumScaleFactor(0.5)
        let image = try view.inspect().vStack().image(0)
        expectEqual(try image.symbolVariant(), .circle.fill)
        expectEqual(try image.symbolRenderingMode(), .hierarchical)
        expectEqual(try image.minimumScaleFactor(), 0.5)
        expectEqual(names(try view.inspect()), ["symbolVariant", "symbolVariant", "symbolRenderingMode", "minimumScaleFactor"])
        expectThrows(InspectionError.self) { try Image(systemName: "x").inspect().symbolVariant() }
    }

    @Test func stylesTintAndColoursAreRead() throws {
        expectEqual(try Text("x").foregroundStyle(.secondary).inspect().foregroundStyleShapeStyle(HierarchicalShapeStyle.self), .secondary)
        expectEqual(try Text("x").foregroundStyle(.tint).inspect().foregroundStyleShapeStyle(TintShapeStyle.self), TintShapeStyle())
        expectEqual(try Text("x").tint(.mint).inspect().tint(), .mint)
        let rgba = try Color(.systemBlue).inspect().color().rgba()
        #expect(rgba.red == 0 && rgba.blue == 1 && rgba.alpha == 1)
        let faded = try Color(uiColor: .secondaryLabel).opacity(0.5).inspect().color().rgba()
        #expect(abs(faded.alpha - 0.3) < 0.001)
    }

    @Test func containerRelativeFrameIsNamedAndRead() throws {
        let view = try Text("card").containerRelativeFrame(.horizontal, count: 2, spacing: 0).inspect()
        expectEqual(names(view), ["containerRelativeFrame"])
        expectEqual(try view.containerRelativeFrame().length(in: 100, axis: .horizontal), 50)
    }

    @Test func animationsAndTransactionsAreRead() throws {
        let animated = try Text("4").animation(.spring(response: 0.3), value: 4).inspect()
        expectEqual(names(animated), ["animation"])
        expectEqual(try animated.animation(), .spring(response: 0.3))
        expectEqual(try animated.animationValue(Int.self), 4)
        expectEqual(try Text("x").animation(nil, value: "a").inspect().animation(), nil)
        let deprecated = try Text("x").animation(.easeIn).inspect()
        expectEqual(names(deprecated), ["transaction"])
        expectEqual(try deprecated.animation(), .easeIn)
        var ran = false
        let transaction = try Text("x").transaction { ran = true; $0.disablesAnimations = true }.inspect()
        try transaction.callTransaction()
        #expect(ran)
        #expect(try transaction.transaction().disablesAnimations)
        expectEqual(try Text("x").transaction(value: 1) { $0.animation = .linear }.inspect().animation(), .linear)
        expectThrows(InspectionError.self) { try Text("x").inspect().animation() }
        expectThrows(InspectionError.self) { try Text("x").inspect().callTransaction() }
    }

    @Test func transitionsAndContentTransitionsAreRead() throws {
        let view = VStack {
            Text("banner").transition(.move(edge: .top).combined(with: .opacity))
            Text("\(3)").contentTransition(.numericText(countsDown: true))
        }
        let stack = try view.inspect().vStack()
        expectEqual(names(try stack.text(0)), ["transition"])
        expectEqual(try stack.text(0).transition(), .move(edge: .top).combined(with: .opacity))
        expectEqual(names(try stack.text(1)), ["contentTransition"])
        expectEqual(try stack.text(1).contentTransition(), .numericText(countsDown: true))
        expectThrows(InspectionError.self) { try Text("x").inspect().transition() }
    }

    @Test func labelAndMirrorReadingsAgreeOnTheNewModifiers() throws {
        let view = VStack { Text("a").transition(.slide).scaleEffect(2) }.bold().animation(.default, value: 1)
        let fast = try view.inspect()
        let labels = try view.inspectWithMirrorOnly()
        expectEqual(names(fast), names(labels))
        expectEqual(names(try fast.vStack().text(0)), names(try labels.vStack().text(0)))
        expectEqual(try labels.vStack().text(0).transition(), .slide)
    }
}
