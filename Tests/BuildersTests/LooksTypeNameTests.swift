import Builders
import Testing

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
        #expect(typeName(bold + Text("b")) == "Text")
        let labels = styled.modifiers.map { String(describing: $0).prefix(while: { $0 != "(" }) }
        #expect(labels == ["weight", "italic", "weight", "anyTextModifier", "anyTextModifier", "anyTextModifier"])
        guard case .anyTextModifier(let design)? = Text("a").fontDesign(.serif).modifiers.first else {
            Issue.record("fontDesign(_:) adds no text modifier")
            return
        }
        #expect(typeName(design) == "TextDesignModifier")
        #expect((design as? TextDesignModifier)?.design == .serif)
    }

    @Test func fontModifiersOnAnyViewTransformTheEnvironmentsFontChanges() throws {
        let stack = VStack { Text("a") }
        let expected = "ModifiedContent<VStack<Text>, _EnvironmentKeyTransformModifier<Array<AnyFontModifier>>>"
        #expect(typeName(stack.bold()) == expected)
        #expect(typeName(stack.italic()) == expected)
        #expect(typeName(stack.fontWeight(.semibold)) == expected)
        #expect(typeName(stack.fontDesign(.rounded)) == expected)
        #expect(typeName(stack.monospaced()) == expected)
        #expect(typeName(Image(systemName: "x").monospacedDigit()) == "ModifiedContent<Image, _EnvironmentKeyTransformModifier<Array<AnyFontModifier>>>")
        #expect(descendant(stack.bold(), "modifier", "keyPath") as? AnyKeyPath == \EnvironmentValues.fontModifiers)
        #expect(try fontChanges(stack.bold()) == [AnyFontModifier(.bold)])
        #expect(try fontChanges(stack.fontWeight(.light), from: [AnyFontModifier(.italic)]) == [AnyFontModifier(.italic), AnyFontModifier(.weight(.light))])
        #expect(try fontChanges(stack.fontDesign(.serif)) == [AnyFontModifier(.design(.serif))])
    }

    @Test func clearingAFontModifierRemovesTheChangesOfItsSort() throws {
        let outer = [AnyFontModifier(.bold), AnyFontModifier(.weight(.heavy)), AnyFontModifier(.italic), AnyFontModifier(.design(.serif))]
        let stack = HStack { Text("a") }
        #expect(try fontChanges(stack.fontWeight(nil), from: outer) == [AnyFontModifier(.italic), AnyFontModifier(.design(.serif))])
        #expect(try fontChanges(stack.bold(false), from: outer) == [AnyFontModifier(.weight(.heavy)), AnyFontModifier(.italic), AnyFontModifier(.design(.serif))])
        #expect(try fontChanges(stack.italic(false), from: outer).count == 3)
        #expect(try fontChanges(stack.fontDesign(nil), from: outer).count == 3)
    }

    @Test func fontsChangedByTheirOwnModifiersKeepTheChangesInOrder() {
        let font = Font.system(size: 14, weight: .light, design: .serif).weight(.bold).italic()
        #expect(font.traits.weight == .bold)
        #expect(font.traits.isItalic)
        #expect(font.traits.design == .serif)
        #expect(font.traits.size == 14)
        #expect(Font.title.bold() != Font.title)
        #expect(Font.title.bold() == Font.title.bold())
        #expect(Font.body.monospaced().traits.isMonospaced)
        #expect(Font.caption.monospacedDigit().traits.isMonospacedDigit)
        #expect(Font.system(.title, design: .rounded, weight: .black).traits == {
            var traits = FontTraits()
            traits.textStyle = .title
            traits.design = .rounded
            traits.weight = .black
            return traits
        }())
        #expect(Font.system(.headline).traits.textStyle == .headline)
        #expect(Font.custom("Avenir", size: 20).traits.name == "Avenir")
        let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
        #expect(designs.map(\.rawValue) == ["default", "serif", "rounded", "monospaced"])
    }

    @Test func geometryEffectsHaveSwiftUIsTypesAndLabels() {
        let text = Text("x")
        #expect(typeName(text.scaleEffect(2)) == "ModifiedContent<Text, _ScaleEffect>")
        #expect(descendant(text.scaleEffect(2), "modifier", "scale") as? CGSize == CGSize(width: 2, height: 2))
        #expect(descendant(text.scaleEffect(x: 1, y: 3, anchor: .top), "modifier", "anchor") as? UnitPoint == .top)
        #expect(descendant(text.scaleEffect(CGSize(width: 1, height: 0.5)), "modifier", "scale") as? CGSize == CGSize(width: 1, height: 0.5))
        #expect(typeName(text.rotationEffect(.degrees(90))) == "ModifiedContent<Text, _RotationEffect>")
        #expect(descendant(text.rotationEffect(.radians(.pi), anchor: .leading), "modifier", "angle") as? Angle == .degrees(180))
        let turned = text.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        #expect(typeName(turned) == "ModifiedContent<Text, _Rotation3DEffect>")
        #expect(childLabels(turned.modifier) == ["angle", "axis", "anchor", "anchorZ", "perspective"])
        #expect(typeName(text.blur(radius: 3)) == "ModifiedContent<Text, _BlurEffect>")
        #expect(typeName(text.shadow(color: .black, radius: 2, x: 1, y: 1)) == "ModifiedContent<Text, _ShadowEffect>")
    }

    @Test func symbolAndTextValuesAreEnvironmentValues() throws {
        let image = Image(systemName: "star")
        #expect(typeName(image.symbolRenderingMode(.hierarchical)) == "ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<SymbolRenderingMode>>>")
        #expect(typeName(image.symbolVariant(.fill)) == "ModifiedContent<Image, _EnvironmentKeyTransformModifier<SymbolVariants>>")
        let transform = try #require(descendant(image.symbolVariant(.fill), "modifier", "transform") as? @Sendable (inout SymbolVariants) -> Void)
        var variants = SymbolVariants.circle
        transform(&variants)
        #expect(variants == .circle.fill)
        #expect(variants.contains(.fill) && variants.contains(.circle) && !variants.contains(.slash))
        #expect(typeName(Text("x").minimumScaleFactor(0.5)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<CGFloat>>")
        #expect(descendant(Text("x").minimumScaleFactor(0.5), "modifier", "keyPath") as? AnyKeyPath == \EnvironmentValues.minimumScaleFactor)
        #expect(EnvironmentValues().minimumScaleFactor == 1)
        #expect(EnvironmentValues().symbolVariants == .none)
    }

    @Test func hierarchicalAndTintStylesAreShapeStyles() {
        let text = Text("x")
        #expect(typeName(text.foregroundStyle(.secondary)) == "ModifiedContent<Text, _ForegroundStyleModifier<HierarchicalShapeStyle>>")
        #expect(typeName(text.foregroundStyle(.tertiary)) == "ModifiedContent<Text, _ForegroundStyleModifier<HierarchicalShapeStyle>>")
        #expect(typeName(text.foregroundStyle(.tint)) == "ModifiedContent<Text, _ForegroundStyleModifier<TintShapeStyle>>")
        #expect(typeName(text.foregroundStyle(.red)) == "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        #expect(typeName(text.foregroundStyle(Color.primary)) == "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        #expect(typeName(Circle().fill(.quaternary)) == "_ShapeView<Circle, HierarchicalShapeStyle>")
        #expect(HierarchicalShapeStyle.quinary.description == "quinary")
        #expect(typeName(text.tint(.orange)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
        #expect(typeName(text.accentColor(.purple)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
    }

    @Test func containerRelativeFrameKeepsItsAxesAndWorksOutItsLength() throws {
        let card = Text("card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        #expect(typeName(card) == "ModifiedContent<Text, _ContainerRelativeFrameLayout>")
        #expect(card.modifier.axes == .horizontal)
        #expect(card.modifier.length(in: 320, axis: .horizontal) == 210)
        let whole = Text("page").containerRelativeFrame([.horizontal, .vertical], alignment: .top)
        #expect(whole.modifier.length(in: 80, axis: .vertical) == 80)
        #expect(whole.modifier.alignment == .top)
        let half = Text("half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        #expect(half.modifier.length(in: 80, axis: .horizontal) == 40)
    }
}

/// Colours apps use: the named ones, components, hue, opacity, and UIKit's system colours.
@MainActor @Suite struct ColorValueTests {
    @Test func namedAndComponentColoursAreColours() {
        let named: [Color] = [.mint, .teal, .cyan, .indigo, .brown, .primary, .secondary]
        #expect(named.map(\.description) == ["mint", "teal", "cyan", "indigo", "brown", "primary", "secondary"])
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).description == "#FF800080")
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color.blue.opacity(0.5).description == "50% blue")
    }

    @Test func uiKitSystemColoursAreColoursWithTheirNames() {
        let mint = Color(.systemMint)
        #expect(typeName(mint.provider) == "ColorBox<UIColor>")
        #expect(mint.description == "systemMint")
        #expect(Color(uiColor: .systemBlue) == Color(UIColor.systemBlue))
        #expect(Color(UIColor.systemGray6) != Color(UIColor.systemGray5))
        #expect(UIColor.systemRed.swiftUIColor == .red)
        #expect(UIColor.secondarySystemBackground.isSurface)
        #expect(!UIColor.systemGray6.isSurface)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).description == "#336699")
        #expect(UIColor(Color.orange) == .systemOrange)
    }
}
