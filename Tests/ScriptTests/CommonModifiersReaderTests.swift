import Builders
import Foundation
import Inspect
import Script
import Testing
import Expectations

/// The modifiers small public apps use read as compiled code builds them: the same type, the same
/// inspected tree and the same values (a dump of the whole value, closures aside).
@MainActor @Suite struct CommonModifiersReaderTests {
    /// Text sizing and designs, symbols, keyboard shortcuts, list rows and bars.
    static func textRowsAndBars() -> [(String, any View)] {
        [
        (#"Text("x").minimumScaleFactor(0.5)"#, Text("x").minimumScaleFactor(0.5)),
        (#"Text("x").monospaced()"#, Text("x").monospaced()),
        (#"VStack { Text("x") }.monospaced(false)"#, VStack { Text("x") }.monospaced(false)),
        (#"Text("x").fontDesign(.rounded)"#, Text("x").fontDesign(.rounded)),
        (#"VStack { Text("x") }.fontDesign(.serif).fontDesign(nil)"#, VStack { Text("x") }.fontDesign(.serif).fontDesign(nil)),
        (#"Image(systemName: "star").symbolRenderingMode(.hierarchical).symbolVariant(.fill)"#,
         Image(systemName: "star").symbolRenderingMode(.hierarchical).symbolVariant(.fill)),
        (#"Image(systemName: "star").symbolRenderingMode(nil).symbolVariant(.circle)"#,
         Image(systemName: "star").symbolRenderingMode(nil).symbolVariant(.circle)),
        (#"Image(systemName: "heart").symbolVariant(.circle.fill)"#, Image(systemName: "heart").symbolVariant(.circle.fill)),
        (#"Image(systemName: "bell").symbolVariant(.slash)"#, Image(systemName: "bell").symbolVariant(.slash)),
        (#"Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])"#,
         Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])),
        (#"Button("New") {}.keyboardShortcut("n")"#, Button("New") {}.keyboardShortcut("n")),
        (#"Button("OK") {}.keyboardShortcut(.defaultAction)"#, Button("OK") {}.keyboardShortcut(.defaultAction)),
        (#"Button("Cancel") {}.keyboardShortcut(.cancelAction)"#, Button("Cancel") {}.keyboardShortcut(.cancelAction)),
        (#"Button("Go") {}.keyboardShortcut(.return, modifiers: .option)"#, Button("Go") {}.keyboardShortcut(.return, modifiers: .option)),
        (#"Text("x").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))"#,
         Text("x").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))),
        (#"Text("x").listRowInsets(nil).listRowSeparatorTint(.red)"#, Text("x").listRowInsets(nil).listRowSeparatorTint(.red)),
        (#"Text("x").listRowSeparatorTint(.blue, edges: .top)"#, Text("x").listRowSeparatorTint(.blue, edges: .top)),
        (#"Text("x").navigationBarBackButtonHidden().navigationBarHidden(true)"#,
         Text("x").navigationBarBackButtonHidden().navigationBarHidden(true)),
        (#"Text("x").navigationBarBackButtonHidden(false)"#, Text("x").navigationBarBackButtonHidden(false)),
        (#"Text("x").toolbarBackground(.visible, for: .navigationBar)"#, Text("x").toolbarBackground(.visible, for: .navigationBar)),
        (#"Text("x").toolbarBackground(Color.blue, for: .navigationBar, .tabBar)"#,
         Text("x").toolbarBackground(Color.blue, for: .navigationBar, .tabBar)),
        (#"Text("x").toolbarBackground(.ultraThinMaterial, for: .tabBar)"#, Text("x").toolbarBackground(.ultraThinMaterial, for: .tabBar)),
        (#"Text("x").toolbarColorScheme(.dark, for: .navigationBar)"#, Text("x").toolbarColorScheme(.dark, for: .navigationBar)),
    ]
    }

    /// Geometry effects, relative frames, transactions and content transitions.
    static func geometryAndTransitions() -> [(String, any View)] {
        [
        (#"Text("x").rotationEffect(.degrees(45))"#, Text("x").rotationEffect(.degrees(45))),
        (#"Text("x").rotationEffect(.radians(1), anchor: .topLeading)"#, Text("x").rotationEffect(.radians(1), anchor: .topLeading)),
        (#"Text("x").scaleEffect(1.5)"#, Text("x").scaleEffect(1.5)),
        (#"Text("x").scaleEffect(x: 2, y: 1)"#, Text("x").scaleEffect(x: 2, y: 1)),
        (#"Text("x").scaleEffect(2, anchor: .bottom)"#, Text("x").scaleEffect(2, anchor: .bottom)),
        (#"Text("x").scaleEffect(CGSize(width: 2, height: 3))"#, Text("x").scaleEffect(CGSize(width: 2, height: 3))),
        (#"Text("x").containerRelativeFrame(.horizontal)"#, Text("x").containerRelativeFrame(.horizontal)),
        (#"Text("x").containerRelativeFrame([.horizontal, .vertical], alignment: .top)"#,
         Text("x").containerRelativeFrame([.horizontal, .vertical], alignment: .top)),
        (#"Text("x").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)"#,
         Text("x").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)),
        (#"Text("x").containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }"#,
         Text("x").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }),
        (#"Text("x").transaction { $0.animation = nil }"#, Text("x").transaction { $0.animation = nil }),
        (#"Text("x").transaction(value: 3) { t in t.disablesAnimations = true }"#,
         Text("x").transaction(value: 3) { $0.disablesAnimations = true }),
        (#"Text("x").contentTransition(.numericText())"#, Text("x").contentTransition(.numericText())),
        (#"Text("x").contentTransition(.numericText(countsDown: true))"#, Text("x").contentTransition(.numericText(countsDown: true))),
        (#"Text("x").contentTransition(.opacity)"#, Text("x").contentTransition(.opacity)),
    ]
    }

    /// Long presses, control and text appearance, presentation settings and feedback.
    static func appearanceAndPresentation() -> [(String, any View)] {
        [
        (#"Text("x").onLongPressGesture { }"#, Text("x").onLongPressGesture {}),
        (#"Text("x").onLongPressGesture(minimumDuration: 1, perform: { })"#, Text("x").onLongPressGesture(minimumDuration: 1, perform: {})),
        (#"Text("x").onLongPressGesture(minimumDuration: 2) { } onPressingChanged: { pressing in }"#,
         Text("x").onLongPressGesture(minimumDuration: 2) {} onPressingChanged: { _ in }),
        (#"Button("b") {}.controlSize(.small)"#, Button("b") {}.controlSize(.small)),
        (#"List { Text("x") }.scrollContentBackground(.hidden)"#, List { Text("x") }.scrollContentBackground(.hidden)),
        (#"ScrollView { Text("x") }.scrollDismissesKeyboard(.interactively)"#, ScrollView { Text("x") }.scrollDismissesKeyboard(.interactively)),
        (#"Text("x").allowsTightening(true).textSelection(.enabled)"#, Text("x").allowsTightening(true).textSelection(.enabled)),
        (#"Text("x").textSelection(.disabled)"#, Text("x").textSelection(.disabled)),
        (#"Text("x").dynamicTypeSize(.xLarge)"#, Text("x").dynamicTypeSize(.xLarge)),
        (#"Section("s") { Text("x") }.headerProminence(.increased)"#, Section("s") { Text("x") }.headerProminence(.increased)),
        (#"Text("x").presentationDetents([.medium])"#, Text("x").presentationDetents([.medium])),
        (#"Text("x").presentationDetents([.fraction(0.25)])"#, Text("x").presentationDetents([.fraction(0.25)])),
        (#"Text("x").presentationDetents([.height(200)]).presentationDragIndicator(.visible)"#,
         Text("x").presentationDetents([.height(200)]).presentationDragIndicator(.visible)),
        (#"Text("x").interactiveDismissDisabled()"#, Text("x").interactiveDismissDisabled()),
        (#"Text("x").interactiveDismissDisabled(false).toolbarRole(.editor)"#, Text("x").interactiveDismissDisabled(false).toolbarRole(.editor)),
        (#"Text("x").statusBarHidden()"#, Text("x").statusBarHidden()),
        (#"Text("x").statusBarHidden(false)"#, Text("x").statusBarHidden(false)),
        (#"Text("x").sensoryFeedback(.success, trigger: 1)"#, Text("x").sensoryFeedback(.success, trigger: 1)),
        (#"Text("x").sensoryFeedback(.selection, trigger: "a")"#, Text("x").sensoryFeedback(.selection, trigger: "a")),
    ]
    }

    /// Colour effects, insets, materials, Font's own methods and locales.
    static func effectsInsetsAndValues() -> [(String, any View)] {
        [
        (#"Text("x").brightness(0.2).contrast(1.5)"#, Text("x").brightness(0.2).contrast(1.5)),
        (#"Text("x").brightness(-0.1)"#, Text("x").brightness(-0.1)),
        (#"Text("x").saturation(0).grayscale(1)"#, Text("x").saturation(0).grayscale(1)),
        (#"Text("x").hueRotation(.degrees(90))"#, Text("x").hueRotation(.degrees(90))),
        (#"Text("x").safeAreaInset(edge: .bottom) { Text("bar") }"#, Text("x").safeAreaInset(edge: .bottom) { Text("bar") }),
        (#"Text("x").safeAreaInset(edge: .top, alignment: .leading, spacing: 2) { Text("t") }"#,
         Text("x").safeAreaInset(edge: .top, alignment: .leading, spacing: 2) { Text("t") }),
        (#"Text("x").safeAreaInset(edge: .trailing, alignment: .top) { Text("s") }"#,
         Text("x").safeAreaInset(edge: .trailing, alignment: .top) { Text("s") }),
        (#"Text("x").background(.ultraThinMaterial)"#, Text("x").background(.ultraThinMaterial)),
        (#"Text("x").background(.thinMaterial)"#, Text("x").background(.thinMaterial)),
        (#"Text("x").background(.regularMaterial)"#, Text("x").background(.regularMaterial)),
        (#"Text("x").background(.thickMaterial)"#, Text("x").background(.thickMaterial)),
        (#"Text("x").background(.bar)"#, Text("x").background(.bar)),
        (#"Text("x").background(.regularMaterial, ignoresSafeAreaEdges: .top)"#, Text("x").background(.regularMaterial, ignoresSafeAreaEdges: .top)),
        (#"Text("x").font(.title.bold())"#, Text("x").font(.title.bold())),
        (#"Text("x").font(.headline.weight(.semibold))"#, Text("x").font(.headline.weight(.semibold))),
        (#"VStack { Text("x") }.font(.body.italic())"#, VStack { Text("x") }.font(.body.italic())),
        (#"Text("x").font(.caption.monospaced())"#, Text("x").font(.caption.monospaced())),
        (#"Text("x").font(Font.title.bold())"#, Text("x").font(Font.title.bold())),
        (#"Text("x").font(.title2.bold().italic())"#, Text("x").font(.title2.bold().italic())),
        (#"Text("x").font(.system(size: 12).bold())"#, Text("x").font(.system(size: 12).bold())),
        (#"VStack { Text("x") }.font(Font.headline.weight(.semibold).monospaced())"#, VStack { Text("x") }.font(Font.headline.weight(.semibold).monospaced())),
        (#"Text("x").environment(\.font, .subheadline.bold())"#, Text("x").environment(\.font, .subheadline.bold())),
        (#"Text("x").environment(\.locale, .init(identifier: "de_DE"))"#, Text("x").environment(\.locale, .init(identifier: "de_DE"))),
        (#"Text("x").environment(\.locale, Locale(identifier: "en_US"))"#, Text("x").environment(\.locale, Locale(identifier: "en_US"))),
        (#"Text("x").environment(\.locale, Locale(identifier: "fr_FR"))"#, Text("x").environment(\.locale, Locale(identifier: "fr_FR"))),
    ]
    }

    /// Expects the case's code, read, to build what the compiled code builds: type, tree and values.
    private func expectCase(_ entry: (String, any View)) throws {
        let (source, compiled) = entry
        try expectReadsAsCompiled(source, compiled)
        #expect(standardDump(try read(source)) == standardDump(compiled), "\(source)")
    }

    /// The families of cases, each a test of its own.
    enum Family: CaseIterable, Sendable {
        case textRowsAndBars, geometryAndTransitions, appearanceAndPresentation, effectsInsetsAndValues
    }

    @Test(arguments: Family.allCases) func everyCaseReadsAsCompiled(_ family: Family) throws {
        let cases = switch family {
        case .textRowsAndBars: Self.textRowsAndBars()
        case .geometryAndTransitions: Self.geometryAndTransitions()
        case .appearanceAndPresentation: Self.appearanceAndPresentation()
        case .effectsInsetsAndValues: Self.effectsInsetsAndValues()
        }
        for entry in cases { try expectCase(entry) }
    }

    @Test func aMatchedGeometryEffectInANamespaceReadsAsCompiled() throws {
        let built = try read("""
            struct Card: View {
                @Namespace private var namespace
                var body: some View { Text("x").matchedGeometryEffect(id: "title", in: namespace) }
            }
            Card()
            """)
        let namespace = Namespace().wrappedValue
        let compiled = Text("x").matchedGeometryEffect(id: "title", in: namespace)
        expectEqual(typeName(body(of: built)), typeName(compiled))
        let text = try inspect(built).find(where: { $0.kind == .text })
        expectEqual(text.modifiers.map(\.name), ["matchedGeometryEffect"])
        expectEqual(try text.matchedGeometryEffect().id, AnyHashable("title"))
    }

    @Test func aFontMethodOnAnUnknownStyleAndAnUnknownLocaleArgumentAreReported() throws {
        #expect(scriptError { try read(#"Text("x").font(.headline.weight(.heavyish))"#) } != nil)
        #expect(scriptError { try read(#"Text("x").environment(\.locale, "en")"#) }?.description.contains("expected a locale") == true)
        #expect(scriptError { try read(#"Text("x").safeAreaInset(edge: .middle) { Text("a") }"#) }?.description.contains("expected an edge") == true)
    }
}
