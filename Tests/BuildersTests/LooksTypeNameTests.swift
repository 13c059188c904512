import Builders
import Testing
import Expectations

/// The looks modifiers make SwiftUI's types: fonts changed through the environment's list of font
/// changes, geometry effects, symbol and text environment values, hierarchical and tint styles.
@MainActor @Suite struct LooksTypeNameTests {
    private typealias FontTransform = @Sendable (inout [AnyFontModifier]) -> Void

    /// The font changes a view's font modifier adds to (or takes from) `start`.
    private func fontChanges(_ view: Any, from start: [AnyFontModifier] = []) throws -> [AnyFontModifier] {
        let transform = try #require(descendant(view, "modifier", "transform") as? FontTransform)
        var changes = start
        transform(&changes)
        return changes
    }

    @Test func textKeepsItsOwnFontModifiersReturningText() {
        let bold: Text = Text("a").bold()
        let styled: Text = Text("a").bold(true).italic().fontWeight(.heavy).fontDesign(.rounded).monospaced().monospacedDigit()
        expectEqual(typeName(bold + Text("b")), "Text")
        let labels = styled.modifiers.map { String(describing: $0).prefix(while: { $0 != "(" }) }
        expectEqual(labels, ["weight", "italic", "weight", "anyTextModifier", "anyTextModifier", "anyTextModifier"])
        guard case .anyTextModifier(let design)? = Text("a").fontDesign(.serif).modifiers.first else {
            Issue.record("fontDesign(_:) adds no text modifier")
            return
        }
        expectEqual(typeName(design), "TextDesignModifier")
        expectEqual((design as? TextDesignModifier)?.design, .serif)
    }

    @Test func fontModifiersOnAnyViewTransformTheEnvironmentsFontChanges() throws {
        let stack = VStack { Text("a") }
        let expected = "ModifiedContent<VStack<Text>, _EnvironmentKeyTransformModifier<Array<AnyFontModifier>>>"
        expectEqual(typeName(stack.bold()), expected)
        expectEqual(typeName(stack.italic()), expected)
        expectEqual(typeName(stack.fontWeight(.semibold)), expected)
        expectEqual(typeName(stack.fontDesign(.rounded)), expected)
        expectEqual(typeName(stack.monospaced()), expected)
        expectEqual(typeName(Image(systemName: "x").monospacedDigit()), "ModifiedContent<Image, _EnvironmentKeyTransformModifier<Array<AnyFontModifier>>>")
        expectEqual(descendant(stack.bold(), "modifier", "keyPath") as? AnyKeyPath, \EnvironmentValues.fontModifiers)
        expectEqual(try fontChanges(stack.bold()), [AnyFontModifier(.bold)])
        expectEqual(try fontChanges(stack.fontWeight(.light), from: [AnyFontModifier(.italic)]), [AnyFontModifier(.italic), AnyFontModifier(.weight(.light))])
        expectEqual(try fontChanges(stack.fontDesign(.serif)), [AnyFontModifier(.design(.serif))])
    }

    @Test func clearingAFontModifierRemovesTheChangesOfItsSort() throws {
        let outer = [AnyFontModifier(.bold), AnyFontModifier(.weight(.heavy)), AnyFontModifier(.italic), AnyFontModifier(.design(.serif))]
        let stack = HStack { Text("a") }
        expectEqual(try fontChanges(stack.fontWeight(nil), from: outer), [AnyFontModifier(.italic), AnyFontModifier(.design(.serif))])
        expectEqual(try fontChanges(stack.bold(false), from: outer), [AnyFontModifier(.weight(.heavy)), AnyFontModifier(.italic), AnyFontModifier(.design(.serif))])
        expectEqual(try fontChanges(stack.italic(false), from: outer).count, 3)
        expectEqual(try fontChanges(stack.fontDesign(nil), from: outer).count, 3)
    }

    @Test func fontsChangedByTheirOwnModifiersKeepTheChangesInOrder() {
        let font = Font.system(size: 14, weight: .light, design: .serif).weight(.bold).italic()
        expectEqual(font.traits.weight, .bold)
        #expect(font.traits.isItalic)
        expectEqual(font.traits.design, .serif)
        expectEqual(font.traits.size, 14)
        #expect(Font.title.bold() != Font.title)
        expectEqual(Font.title.bold(), Font.title.bold())
        #expect(Font.body.monospaced().traits.isMonospaced)
        #expect(Font.caption.monospacedDigit().traits.isMonospacedDigit)
        #expect(Font.system(.title, design: .rounded, weight: .black).traits == {
            var traits = FontTraits()
            traits.textStyle = .title
            traits.design = .rounded
            traits.weight = .black
            return traits
        }())
        expectEqual(Font.system(.headline).traits.textStyle, .headline)
        expectEqual(Font.custom("Avenir", size: 20).traits.name, "Avenir")
        let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
        expectEqual(designs.map(\.rawValue), ["default", "serif", "rounded", "monospaced"])
    }

    @Test func geometryEffectsHaveSwiftUIsTypesAndLabels() {
        let text = Text("x")
        expectEqual(typeName(text.scaleEffect(2)), "ModifiedContent<Text, _ScaleEffect>")
        expectEqual(descendant(text.scaleEffect(2), "modifier", "scale") as? CGSize, CGSize(width: 2, height: 2))
        expectEqual(descendant(text.scaleEffect(x: 1, y: 3, anchor: .top), "modifier", "anchor") as? UnitPoint, .top)
        expectEqual(descendant(text.scaleEffect(CGSize(width: 1, height: 0.5)), "modifier", "scale") as? CGSize, CGSize(width: 1, height: 0.5))
        expectEqual(typeName(text.rotationEffect(.degrees(90))), "ModifiedContent<Text, _RotationEffect>")
        expectEqual(descendant(text.rotationEffect(.radians(.pi), anchor: .leading), "modifier", "angle") as? Angle, .degrees(180))
        let turned = text.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        expectEqual(typeName(turned), "ModifiedContent<Text, _Rotation3DEffect>")
        expectEqual(childLabels(turned.modifier), ["angle", "axis", "anchor", "anchorZ", "perspective"])
        expectEqual(typeName(text.blur(radius: 3)), "ModifiedContent<Text, _BlurEffect>")
        expectEqual(typeName(text.shadow(color: .black, radius: 2, x: 1, y: 1)), "ModifiedContent<Text, _ShadowEffect>")
    }

    @Test func symbolAndTextValuesAreEnvironmentValues() throws {
        let image = Image(systemName: "star")
        expectEqual(typeName(image.symbolRenderingMode(.hierarchical)), "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<SymbolRenderingMode>>>")
        expectEqual(typeName(image.symbolVariant(.fill)), "ModifiedContent<Image, _EnvironmentKeyTransformModifier<SymbolVariants>>")
        let transform = try #require(descendant(image.symbolVariant(.fill), "modifier", "transform") as? @Sendable (inout SymbolVariants) -> Void)
        var variants = SymbolVariants.circle
        transform(&variants)
        expectEqual(variants, .circle.fill)
        #expect(variants.contains(.fill) && variants.contains(.circle) && !variants.contains(.slash))
        expectEqual(typeName(Text("x").minimumScaleFactor(0.5)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<CGFloat>>")
        expectEqual(descendant(Text("x").minimumScaleFactor(0.5), "modifier", "keyPath") as? AnyKeyPath, \EnvironmentValues.minimumScaleFactor)
        expectEqual(EnvironmentValues().minimumScaleFactor, 1)
        expectEqual(EnvironmentValues().symbolVariants, .none)
    }

    @Test func hierarchicalAndTintStylesAreShapeStyles() {
        let text = Text("x")
        expectEqual(typeName(text.foregroundStyle(.secondary)), "ModifiedContent<Text, _ForegroundStyleModifier<HierarchicalShapeStyle>>")
        expectEqual(typeName(text.foregroundStyle(.tertiary)), "ModifiedContent<Text, _ForegroundStyleModifier<HierarchicalShapeStyle>>")
        expectEqual(typeName(text.foregroundStyle(.tint)), "ModifiedContent<Text, _ForegroundStyleModifier<TintShapeStyle>>")
        expectEqual(typeName(text.foregroundStyle(.red)), "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        expectEqual(typeName(text.foregroundStyle(Color.primary)), "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        expectEqual(typeName(Circle().fill(.quaternary)), "_ShapeView<Circle, HierarchicalShapeStyle>")
        expectEqual(HierarchicalShapeStyle.quinary.description, "quinary")
        expectEqual(typeName(text.tint(.orange)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
        expectEqual(typeName(text.accentColor(.purple)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
    }

    @Test func containerRelativeFrameKeepsItsAxesAndWorksOutItsLength() throws {
        let card = Text("card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        expectEqual(typeName(card), "ModifiedContent<Text, _ContainerRelativeFrameLayout>")
        expectEqual(card.modifier.axes, .horizontal)
        expectEqual(card.modifier.length(in: 320, axis: .horizontal), 210)
        let whole = Text("page").containerRelativeFrame([.horizontal, .vertical], alignment: .top)
        expectEqual(whole.modifier.length(in: 80, axis: .vertical), 80)
        expectEqual(whole.modifier.alignment, .top)
        let half = Text("half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        expectEqual(half.modifier.length(in: 80, axis: .horizontal), 40)
    }
}

/// Colours apps use: the named ones, components, hue, opacity, and UIKit's system colours.
@MainActor @Suite struct ColorValueTests {
    @Test func namedAndComponentColoursAreColours() {
        let named: [Color] = [.mint, .teal, .cyan, .indigo, .brown, .primary, .secondary]
        expectEqual(named.map(\.description), ["mint", "teal", "cyan", "indigo", "brown", "primary", "secondary"])
        expectEqual(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).description, "#FF800080")
        expectEqual(Color(hue: 0, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0))
        expectEqual(Color.blue.opacity(0.5).description, "50% blue")
    }

    @Test func uiKitSystemColoursAreColoursWithTheirNames() {
        let mint = Color(.systemMint)
        expectEqual(typeName(mint.provider), "ColorBox<UIColor>")
        expectEqual(mint.description, "systemMint")
        expectEqual(Color(uiColor: .systemBlue), Color(UIColor.systemBlue))
        #expect(Color(UIColor.systemGray6) != Color(UIColor.systemGray5))
        expectEqual(UIColor.systemRed.swiftUIColor, .red)
        #expect(UIColor.secondarySystemBackground.isSurface)
        #expect(!UIColor.systemGray6.isSurface)
        expectEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).description, "#336699")
        expectEqual(UIColor(Color.orange), .systemOrange)
    }
}
